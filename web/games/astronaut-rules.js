// Astronaut's rules drawer: how a turn goes, the special cards, scoring and our rulings
// (AS-1.. of the rulings file, AS-G1.. of cards/astronaut.md), in our own words.
// Plain data drawn by web/view/drawer.js; see that file for the shape.

export default {
  id: "astronaut",
  title: "Astronaut",
  summary: "Build a row of stage cards from 1 to 7 in front of you. The round ends the moment "
    + "someone lands on the Moon (stage 7); every real stage card in your row scores.",
  sections: [
    {
      id: "turn",
      title: "How a turn goes",
      content: [
        { steps: [
          "Draw one card: the top of the face-down pack, or the top card of the discard pile "
            + "(a DELAY or General Interest card can never be taken from the discard pile).",
          "Then do one thing: add a card to your row, hand a DELAY or General Interest card to the "
            + "player on your left, or discard a card.",
          "You end every turn with 4 cards in your hand.",
        ] },
        "Some cards cannot be kept. If you hold one after drawing, getting rid of it is your whole "
          + "action this turn: first an ILL, then the lowest stage card you already have, then a "
          + "Reserve Astronaut you can no longer use. The table offers only that move.",
        "Your row grows in order: stage 1, then 2, then 3, up to 7. Play goes to the left "
          + "(the next seat); the deal moves one seat on every round.",
        "On the table: the buttons list what you may do now. Choose a card in your hand to hear or "
          + "see what it can do, then choose the move; “Back” (or Escape) puts it down again.",
      ],
    },
    {
      id: "cards",
      title: "Special cards",
      content: [
        { terms: [
          ["Stage cards 1–7", "Stage 1 is the Astronaut and stage 7 is Landing on the Moon. The names "
            + "of stages 2 to 6 are our own flavour: only the number counts."],
          ["SUB (substitute)", "Stands in for any stage from 2 to 6, never for 1 or 7. It stays in the "
            + "row for good (it is never swapped for the real card) and scores nothing."],
          ["RES. A (Reserve Astronaut)", "Can start your row in place of a stage 1 Astronaut. It scores "
            + "nothing and a landing on it earns no bonus. If your stage 1 is already filled, a Reserve "
            + "Astronaut in your hand must be discarded. Until you play stage 5 you may swap it for a "
            + "real Astronaut: play the Astronaut above it, then on each of your next turns, instead of "
            + "drawing, move your row up one card (the first move also discards the Reserve Astronaut)."],
          ["ILL", "The astronaut falls ill: the card must be discarded at once. Before you have a stage 2 "
            + "only the ILL goes. If your highest stage is 2, 3 or 4, the ILL takes the last card of your "
            + "row with it (a SUB counts as the stage it stands for). From stage 5 on, only the ILL goes."],
          ["DELAY", "Costs the receiver two turns. Hand it to the player on your left if they have "
            + "started their row, have not played stage 5 and are not already delayed. Their next turn "
            + "is spent laying it beside their row, the turn after that discarding it: no drawing on either."],
          ["General Interest", "The cards with a name but no number (Sputnik, Telstar…). It costs the "
            + "receiver one turn: their next turn is spent discarding it. Hand it to the player on your "
            + "left if their highest stage is 1 to 6 and they are not already delayed."],
          ["DELAY or General Interest?", "A DELAY costs two turns but only works before the receiver "
            + "takes off (stage 5); a General Interest card costs one turn but also stops a player on "
            + "stage 5 or 6. You may also just discard either of them."],
          ["Duplicates", "A stage card whose number is already in your row, or a second copy in your "
            + "hand, must be discarded (the lowest first, one per turn)."],
        ] },
      ],
    },
    {
      id: "scoring",
      title: "Scoring",
      content: [
        { table: {
          caption: "Points for the cards in your row at the end of a round",
          head: ["In your row", "Points"],
          rows: [
            ["Each real stage card (1 to 7)", "1"],
            ["SUB or Reserve Astronaut", "0"],
            ["Landed on the Moon with a real Astronaut as stage 1", "2 more"],
          ],
        } },
        "A match lasts the number of rounds chosen in the lobby (3 unless you change it). The highest "
          + "total wins; equal totals share the win.",
      ],
    },
    {
      id: "rulings",
      title: "Our rulings",
      content: [
        "Where the printed rules are silent or unclear, the table follows these rulings.",
        { rulings: [
          ["AS-1", "2 to 4 players, 4 cards each. The rest is the pack; its top card is turned up to "
            + "start the discard pile. The player left of the dealer starts, play goes left, and the "
            + "dealer moves one seat left every round."],
          ["AS-2", "A turn: draw from the pack or the discard pile, then exactly one of: play a card to "
            + "your row, hand a DELAY or General Interest card on, or discard. You end with 4 cards."],
          ["AS-3", "DELAY and General Interest cards are never taken from the discard pile."],
          ["AS-4", "A row runs 1, 2, 3 … 7 in order. Stage 1 may be a Reserve Astronaut, stages 2 to 6 "
            + "may be a SUB, stage 7 must be a real stage 7."],
          ["AS-5", "An empty pack is rebuilt by shuffling the discard pile; its top card is turned up."],
          ["AS-6", "A card you must get rid of is your turn's only action, one per turn, in this "
            + "order: ILL, then the lowest duplicate, then an unusable Reserve Astronaut."],
          ["AS-7", "ILL: before stage 2 only the ILL goes; with stage 2, 3 or 4 as your highest the "
            + "last row card goes too (a SUB counts as its stage); with stage 5 or 6 only the ILL goes. "
            + "An ILL taken from the discard pile counts as drawn; one held from the deal is dealt with "
            + "at your first turn."],
          ["AS-8", "A duplicate is a stage card whose number is already filled in your row (by the real "
            + "card, a SUB or a Reserve Astronaut) or of which you hold two."],
          ["AS-9", "A Reserve Astronaut goes at once if your stage 1 is already filled."],
          ["AS-10", "With a Reserve Astronaut as stage 1 and no stage 5 yet, you may play a real "
            + "Astronaut above it (your turn's play). On your next turns you do not draw: you move the "
            + "next row card up instead (the first move discards the Reserve Astronaut) until the row "
            + "has moved."],
          ["AS-11", "During that exchange you can neither receive nor hand on a DELAY or General "
            + "Interest card. If the round ends during it, only the cards moved up score."],
          ["AS-12", "A DELAY can go to the player on your left if they have played a stage, have not "
            + "played stage 5 and are not delayed: their next turn places it, the one after discards "
            + "it, with no draw on either."],
          ["AS-13", "A General Interest card can go to the player on your left if their highest stage "
            + "is 1 to 6 and they are not delayed: their next turn discards it, with no draw."],
          ["AS-14", "A player with a DELAY or General Interest card waiting counts as already delayed."],
          ["AS-15", "The round ends the moment someone plays stage 7."],
          ["AS-16", "Each real stage card in a row scores 1; a SUB or Reserve Astronaut 0. A row that "
            + "reached stage 7 on a real Astronaut scores 2 more."],
          ["AS-17", "A match is the number of rounds set before the start (3 by default). The highest "
            + "total wins; equal totals share the win."],
          ["AS-G1", "Nothing to draw: the pack is rebuilt as soon as it is empty and the discard pile "
            + "holds two cards or more. If a player who must draw finds the pack empty and the discard "
            + "pile empty, or holding only a DELAY or General Interest card, the round ends at once and "
            + "is scored as it stands."],
          ["AS-G2", "No progress: the round also ends, scored as it stands, after 30 turns per player in "
            + "a row in which no row reached a new stage. The table shows the count."],
          ["AS-G3", "While you could still swap a Reserve Astronaut (it is your stage 1 and you have no "
            + "stage 5), a real Astronaut in your hand is not a duplicate: keep it, play it above the "
            + "Reserve Astronaut, or discard it."],
          ["AS-G4", "If the round ends during an exchange, the new Astronaut counts among the cards "
            + "moved up; the cards still below do not score."],
          ["AS-G5", "Who deals: in round one the last seat deals, so the first seat starts; each new "
            + "round the deal passes one seat on, and the player left of the dealer starts."],
          ["AS-G6", "When a round ends it is scored at once, but the rows and piles stay on the table "
            + "until the next dealer presses “Deal round N”, so everyone can look at the final board "
            + "behind the scores. The last round ends the match with no deal."],
        ] },
      ],
    },
  ],
};
