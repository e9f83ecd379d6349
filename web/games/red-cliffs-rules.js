// The Battle of Red Cliffs' rules drawer: how a turn goes, the special cards, scoring and
// our rulings (RC-1.. of the rulings file, RC-G1.. of cards/red-cliffs.md), in our own
// words. Plain data drawn by web/view/drawer.js; see that file for the shape.

export default {
  id: "red-cliffs",
  title: "The Battle of Red Cliffs",
  summary: "Make sets of three cards and keep one card of each set as a prize. When someone holds "
    + "five prizes the round ends and everyone scores the groups among their prizes. Play alone or "
    + "in teams; the first side to reach the target wins.",
  sections: [
    {
      id: "turn",
      title: "How a turn goes",
      content: [
        { steps: [
          "Draw one card from the deck.",
          "Take two actions. Each is one of: lay out a set, discard a card, or pass.",
          "Draw back up to 6 cards.",
        ] },
        "A set is three cards of one value (any three angels count as one value) or three values in a "
          + "row, such as 4-5-6. Colour does not matter. Make it from three cards of your hand, or from "
          + "two of them and the top card of one of the two laying-out piles (never from the discard pile).",
        "Laying out a set: keep one of its cards face up in front of you as a prize. The other two go one "
          + "on each laying-out pile (you choose which where); a 0 or a Joker you do not keep goes to the "
          + "discard pile instead. Everyone may look through the piles.",
        "Claims (more than 3 players): before each turn every player with at least two cards in hand is "
          + "asked, all at the same time, whether they want to claim: take the top card of a laying-out "
          + "pile and add two cards from their hand to make a set. If several say yes, the first of them "
          + "in seat order, starting with the player about to move, makes the set. A claimant does not draw "
          + "for it. Only claims that are made are shown to the others.",
        "Rounds: everyone is dealt 6 cards. From round 2 on, each player in turn may first lay 1 or 2 cards "
          + "(not a 0 or a Joker) on the laying-out piles and draw as many.",
        "The round ends once any player holds five or more prizes at the end of a turn: the players still "
          + "to move before the first player take their turn, so that everybody has had as many turns.",
        "On the table: every move you may make is a button, grouped by kind (sets from your hand, sets "
          + "with a pile's top card, discards…). Moving to a button names its cards and lights them up.",
      ],
    },
    {
      id: "cards",
      title: "Special cards",
      content: [
        { terms: [
          ["Angels (A)", "All angels have the same value, so any three angels make a set; they are never "
            + "part of a run. When you keep an angel as the prize of a set of angels, its power happens "
            + "(if it can):"],
          ["Red angel", "Take a random card from the hand of the player on your left (the next seat)."],
          ["Light-blue angel (blue)", "One of the other two cards of the set (not a Joker) goes back to "
            + "your hand instead of onto a pile."],
          ["Green angel", "Swap one of your prizes for another player's prize of the same colour or the "
            + "same value (a team mate's too)."],
          ["Purple angel (white)", "Pick another player: a random card from their hand goes to the "
            + "discard pile. It is a white card, so it scores with the white cards."],
          ["Joker (J, black)", "Stands for any one card of a set, at most one Joker per set. When scoring "
            + "it is just a black card: it never stands for another card."],
          ["Event (E)", "Drawn during a turn, it is replaced by another card at once; then the drawer "
            + "chooses one of the three piles (discard, pile 1 or pile 2), even an empty one, to shuffle "
            + "into the deck, and the event goes to the discard pile. Turned up while dealing, it is set "
            + "aside and shuffled back in afterwards."],
          ["0s", "Never go on a laying-out pile: a 0 you do not keep goes to the discard pile."],
        ] },
        "Colours: red, blue, green and white numbers and angels; Jokers are black. The deck has 113 cards.",
      ],
    },
    {
      id: "scoring",
      title: "Scoring",
      content: [
        "At the end of a round each player's prizes score in four separate ways. In each way the groups "
          + "you count do not share cards, and the best split is taken for you.",
        { table: {
          caption: "Same value (0s and angels count; all angels are alike)",
          head: ["Cards", "2", "3", "4", "5", "6 or more"],
          rows: [["Points", "2", "5", "10", "16", "25"]],
        } },
        { table: {
          caption: "One colour",
          head: ["Cards", "3", "4", "5", "6 or more"],
          rows: [
            ["Red, blue or green", "2", "4", "7", "12"],
            ["White", "3", "6", "10", "16"],
            ["Black (Jokers)", "5", "10", "16", "25"],
          ],
        } },
        { table: {
          caption: "Different colours (there are five colours)",
          head: ["Cards", "4", "5"],
          rows: [["Points", "3", "6"]],
        } },
        { table: {
          caption: "Values in a row (any colours; no angels or Jokers)",
          head: ["Cards", "4", "5", "6 or more"],
          rows: [["Points", "4", "7", "12"]],
        } },
        "Points to win: 30 with 2 or 3 players, 20 with 4 to 9 players alone, 30 for teams of 2, "
          + "50 for teams of 3 (or the number chosen in the lobby). The match ends after the round in "
          + "which a player or team reaches it; the highest total wins and equal totals share the win.",
      ],
    },
    {
      id: "rulings",
      title: "Our rulings",
      content: [
        "Where the printed rules are silent or unclear, the table follows these rulings.",
        { rulings: [
          ["RC-1", "The deck has 113 cards (the printed 122 is a misprint): 0s (4 red, 4 blue, 4 green, "
            + "3 white), two of each 1–9 in red, blue and green and one in white, 24 angels (7 red, 7 blue, "
            + "7 green, 3 white), 9 black Jokers and 2 events."],
          ["RC-2", "An angel's power follows its colour: red is the Red angel, green the Green angel, blue "
            + "the Light-blue angel, white the Purple angel."],
          ["RC-3", "Both events do the same thing: shuffle one pile into the deck. The drawer picks any of "
            + "the three piles, even an empty one (then nothing is shuffled in)."],
          ["RC-4", "2 to 7 players alone; 4, 6 or 8 in teams of 2; 6 or 9 in teams of 3. Team mates sit "
            + "apart (with two teams, players 1, 3, 5… form one team; with three, players 1, 4, 7…; with "
            + "four, players 1 and 5) and never see each other's hands. A team scores the sum of its members' scores."],
          ["RC-5", "Two cards are turned face up to start the laying-out piles; a 0 or Joker goes to the "
            + "discard pile and is replaced, an event is shuffled back and replaced."],
          ["RC-6", "Each round everyone gets 6 cards. From round 2, each player in turn may then lay 1 or "
            + "2 cards (not a 0 or Joker) on the laying-out piles and draw as many. Events drawn while "
            + "dealing are shuffled back and replaced."],
          ["RC-7", "As soon as the deck is empty, right after the draw that emptied it, the discard pile "
            + "and both laying-out piles are shuffled into a new deck and two new laying-out cards are "
            + "turned up (as in RC-5)."],
          ["RC-8", "A turn: draw one card; take exactly two actions (lay out a set, discard a card or "
            + "pass); draw back up to 6."],
          ["RC-9", "An event drawn in a turn (when drawing or refilling) is replaced first, then resolved "
            + "by its drawer, then discarded."],
          ["RC-10", "Claims, with more than 3 players: before each turn every player with at least two "
            + "cards is asked at the same time. Of those who claim, the first in seat order from the "
            + "player about to move takes a laying-out pile's top card, adds two hand cards, makes the set "
            + "and keeps a prize. The offer then closes, and the claimant does not draw."],
          ["RC-11", "A set is three cards of one value or three values in a row (0-1-2 up to 7-8-9, no "
            + "wrapping round). Colour never matters. All angels share one value and are never in a run."],
          ["RC-12", "A Joker stands for any one card of a set; one Joker per set at most."],
          ["RC-13", "A set is made of three hand cards, or two hand cards and the top card of one "
            + "laying-out pile, never a discard."],
          ["RC-14", "Keep one card of the set face up as a prize; the other two go one on each "
            + "laying-out pile (your choice which where), except a 0 or Joker, which goes to the discard pile."],
          ["RC-15", "Keeping an angel from a set of angels sets off its power: Green swaps one of your "
            + "prizes for another player's of the same colour or value; Purple sends a random card of a "
            + "chosen player's hand to the discard pile; Light-blue takes one of the set's other cards "
            + "(not a Joker) back into your hand; Red takes a random card from the hand of the player on "
            + "your left."],
          ["RC-16", "When a turn ends with any player holding five or more prizes (a claim counts too), "
            + "the round ends once the players still to move before the first player have moved."],
          ["RC-17", "Prizes score in four separate ways, each with the best split of your cards into "
            + "groups: same value, one colour, different colours and values in a row (see Scoring). "
            + "Jokers are black and never stand for other cards when scoring."],
          ["RC-18", "After scoring, hands and prizes go to the discard pile. The next round starts with "
            + "the player with the fewest points (a tie goes to the first such seat after the last "
            + "first player)."],
          ["RC-19", "The match ends after a round in which a player or team reaches the target: 30 for 2–3 "
            + "players, 20 for 4–9 players, 30 for teams of 2, 50 for teams of 3. Highest total wins; equal "
            + "totals share the win."],
          ["RC-G1", "The first seat (Player 1 in the lobby) plays first in round one; later rounds follow RC-18."],
          ["RC-G2", "A claim that gives its maker a fifth prize ends the round like a set made in a turn, "
            + "once everyone has had as many turns; claims are still offered before those last turns."],
          ["RC-G3", "An angel's power is not optional, but when it cannot happen (no matching prize to "
            + "swap, nobody with cards, an empty hand on your left) nothing happens. The Green angel may "
            + "swap any of your prizes, the new angel too, with any other player's, team mates included; "
            + "the Purple angel may pick any other player. Two angels and a Joker are a set of angels; "
            + "keeping the Joker sets off nothing."],
          ["RC-G4", "When only one card of a set is left to lay out, you choose its pile."],
          ["RC-G5", "Laying cards out at the start of a round works like a set's cards: one on each pile. "
            + "Then you draw as many (a separate Draw button). Players lay out in turn order from the "
            + "round's first player."],
          ["RC-G6", "An event turned up while dealing, laying out or turning new laying-out cards is set "
            + "aside, replaced, and shuffled back in when that is over. Two events drawn at once are "
            + "resolved one after the other; each may shuffle any of the three piles, even an empty one "
            + "(RC-3)."],
          ["RC-G7", "The deck is rebuilt right after the draw that empties it (RC-7), within the same move. "
            + "If there is nothing to rebuild it from, the deck stays empty and the next draw tries again; "
            + "a draw that finds no card stops short, and the hand stays below 6 until a later draw."],
          ["RC-G8", "A laying-out pile emptied by an event stays empty until a card is put on it; a set can "
            + "only use a pile that has a top card."],
          ["RC-G9", "“Fewest points” for the next first player compares match totals of the players "
            + "themselves (in team play too), not the last round's scores."],
          ["RC-G10", "The Light-blue and Red angels can leave you with more than 6 cards: nobody discards "
            + "down. Refilling only draws up to 6, and a claimant refills only at the end of their own next "
            + "turn."],
          ["RC-G11", "The player on your left is the next seat in turn order."],
          ["RC-G12", "The draws of a turn, the lay-out draw and the deal of a new round are moves of their "
            + "own (one button each), so everyone sees the table between them. A new round is dealt by "
            + "its first player after the scores are shown."],
          ["RC-G13", "Teams: the match ends when a team total reaches the target; the best team total wins "
            + "and every member of that team wins (equal totals share)."],
          ["RC-G14", "Claims ask everyone: before each turn (more than 3 players, a pile with a top card) "
            + "every player holding two cards or more is asked at once, able to claim or not, so being "
            + "asked tells nobody anything. Answers are sealed; the first claimant in seat order from "
            + "the player about to move gets the claim, and the log shows only the claim made."],
        ] },
      ],
    },
  ],
};
