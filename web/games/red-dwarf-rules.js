// Red Dwarf: The Card Game's rules drawer: a turn, responses and chains, every card kind,
// the missions, scoring, the piles and our rulings (RD-1.. of the rulings file), in our own
// words, and our gap rulings (RD-G1.. of cards/red-dwarf.md). The card list is a reconstruction (shared/cards/red-dwarf.md): the drawer says so.
// Plain data drawn by web/view/drawer.js; see that file for the shape.

const TROUBLE = [
  ["Red Alert (2)", "Drive Room"], ["Hudzen 10 (2)", "Hallway"], ["Talkie Toaster", "Sleeping Quarters"],
  ["Skutter Strike", "Skutter"], ["Waxdroids", "Matter Transporter"], ["Simulants", "Starbug"],
  ["Psirens", "On Planet"], ["Inquisitor", "Time Hole"], ["Computer Senility", "Holly"],
];
const BONUS = [
  ["Space Corps Directive (2)", "Drive Room", 1], ["Bazookoids (2)", "Hallway", 1],
  ["Vindaloo", "Sleeping Quarters", 1], ["Spare Head", "Skutter", 1], ["Triplicator", "Matter Transporter", 1],
  ["Ace Rimmer", "Starbug", 1], ["Pot Noodle", "On Planet", 1], ["Time Drive", "Time Hole", 2],
  ["Holly Hop Drive", "Holly", 2],
];
const TASKS = [
  ["Play Guitar", "Lister", "1", "Drive Room, Sleeping Quarters"],
  ["Lager Run", "Lister", "1", "Hallway, Skutter"],
  ["Curry Night", "Lister", "2", "Sleeping Quarters, Skutter, Skutter"],
  ["Find Kochanski", "Lister", "2", "Drive Room, Starbug, Time Hole"],
  ["Head for Earth", "Lister", "3", "Drive Room, Drive Room, Starbug, On Planet"],
  ["Salute", "Rimmer", "1", "Hallway, Hallway"],
  ["Change the Bulb", "Rimmer", "1", "Drive Room, Skutter"],
  ["Astro-Nav Exam", "Rimmer", "2", "Drive Room, Sleeping Quarters, Holly"],
  ["Play Risk", "Rimmer", "2", "Hallway, Sleeping Quarters, Skutter"],
  ["Run Away", "Rimmer", "3", "Hallway, Matter Transporter, Starbug, On Planet"],
  ["Preen", "Cat", "1", "Sleeping Quarters, Sleeping Quarters"],
  ["Strut", "Cat", "1", "Drive Room, Hallway"],
  ["Catnap", "Cat", "2", "Drive Room, Hallway, Sleeping Quarters"],
  ["Go Fishing", "Cat", "2", "Matter Transporter, On Planet, On Planet"],
  ["Prowl", "Cat", "3", "Drive Room, Hallway, Hallway, Skutter"],
  ["Serve Drinks", "Kryten", "1", "Hallway, Sleeping Quarters"],
  ["Do the Laundry", "Kryten", "1", "Sleeping Quarters, Skutter"],
  ["Cook Dinner", "Kryten", "2", "Hallway, Skutter, Skutter"],
  ["Learn to Lie", "Kryten", "2", "Drive Room, Hallway, Matter Transporter"],
  ["Scan for Life", "Kryten", "3", "Drive Room, Starbug, On Planet, On Planet"],
  ["Beam Down", "Any", "1", "Matter Transporter, On Planet"],
  ["Fix the Drive", "Any", "2", "Drive Room, Skutter, Matter Transporter"],
  ["Salvage Run", "Any", "2", "Matter Transporter, Starbug, On Planet"],
  ["Time Jaunt", "Any", "3", "Drive Room, Starbug, Time Hole, Time Hole"],
];
const EPISODES = [
  ["Me²", "2", "3", "Hallway, Sleeping Quarters, Sleeping Quarters"],
  ["Marooned", "2", "3", "Starbug, On Planet, On Planet"],
  ["Stasis Leak", "2", "3", "Hallway, Sleeping Quarters, Time Hole"],
  ["Queeg", "2", "4", "Drive Room, Drive Room, Hallway, Holly"],
  ["Bodyswap", "2", "4", "Sleeping Quarters, Skutter, Matter Transporter, Matter Transporter"],
  ["Camille", "2", "4", "Drive Room, Hallway, Sleeping Quarters, Starbug"],
  ["Future Echoes", "3", "4", "Drive Room, Hallway, Sleeping Quarters, Time Hole"],
  ["Polymorph", "3", "4", "Hallway, Hallway, Sleeping Quarters, Skutter"],
  ["Backwards", "3", "4", "Starbug, On Planet, On Planet, Time Hole"],
  ["Dimension Jump", "3", "5", "Drive Room, Hallway, Matter Transporter, Starbug, Time Hole"],
  ["White Hole", "3", "5", "Drive Room, Drive Room, Skutter, Time Hole, Holly"],
  ["Meltdown", "3", "5", "Hallway, Skutter, Matter Transporter, On Planet, On Planet"],
  ["The End", "4", "6", "Drive Room, Hallway, Hallway, Sleeping Quarters, Holly"],
  ["Back to Reality", "4", "6", "Drive Room, Hallway, Matter Transporter, Starbug, On Planet"],
  ["Quarantine", "4", "7", "Drive Room, Hallway, Sleeping Quarters, Skutter, Matter Transporter, On Planet"],
  ["Tikka to Ride", "4", "7", "Drive Room, Hallway, Starbug, On Planet, Time Hole, Time Hole"],
];

/** The reconstruction notice, shown at the top of the drawer and in the card section. */
export const RECONSTRUCTED = "The card list is our reconstruction, not the original cards: the original "
  + "version 2 card sheets are not available, so every card name, plot point value, icon ribbon and "
  + "copy count here is our own design, made to fit the rulebook and our rulings.";

export default {
  id: "red-dwarf",
  title: "Red Dwarf",
  summary: "Two players send Lister, Rimmer, Cat and Kryten on missions and race to complete them with "
    + "travel cards. Every play can be answered by the opponent. The first to 11 plot points in their "
    + `stasis booth wins. ${RECONSTRUCTED}`,
  sections: [
    {
      id: "turn",
      title: "How a turn goes",
      content: [
        { steps: [
          "Draw one card: from the laundry list (the draw pile), or the top card of the garbage pod (the "
            + "discard pile) if it is a travel or a task. Drawing from the garbage pod is “working zed shift”.",
          "Play at most one card that is not a Re-Cyc card: a task under a free cast member it names (or any "
            + "free one for “Any”), an episode from the BBC under as many free cast members as it needs, or a "
            + "travel card (or Holly) on a mission with an open icon it matches. Any number of Re-Cyc cards may "
            + "be played besides, when they are allowed.",
          "Discard down to exactly 7 cards. You choose the cards, then confirm.",
        ] },
        "You may complete any mission on the table, the opponent’s too: whoever plays the last travel card a "
          + "mission needs scores it.",
        "Every Re-Cyc card you play is replaced at once by a card from the laundry list.",
      ],
    },
    {
      id: "responses",
      title: "Responses and chains",
      content: [
        "After every play by the player whose turn it is (a task, travel, Holly, episode or Re-Cyc card) the "
          + "opponent is asked whether to respond, whatever their hand holds. Being asked tells nobody anything.",
        "A response may itself be answered, and so on: only a Smeg Off answers a Re-Cyc card. The chain ends "
          + "when the player asked lets it through; then it resolves from the newest card to the oldest.",
        "Cards drawn while a chain is open (to replace a Re-Cyc card) cannot be used in that chain.",
        "On the table the chain is drawn as a stack, newest on top, while it resolves. Playing against a bot, "
          + "the bot answers at once. On another device, a player who could only let a play through is passed "
          + "after a short random delay, unless they chose “Always ask me”. With two players at one device, the "
          + "screen asks “Lister’s player: respond?”-style with “Look at my hand” and “Let it through”, and "
          + "shows no hand until that player takes the device.",
      ],
    },
    {
      id: "cards",
      title: "Card kinds and special cards",
      content: [
        RECONSTRUCTED,
        { terms: [
          ["Cast", "Lister, Rimmer, Cat and Kryten, each normal or focused. A cast member is on at most one "
            + "mission at a time; a focused one cannot be distracted."],
          ["Task", "A mission for one cast member (named on the card, or Any). Its ribbon of icons lists the "
            + "travel cards it needs, in any order. Worth 1 to 3 plot points."],
          ["Episode", "A mission for 2, 3 or 4 cast members, any of them. The 16 episodes wait in the BBC and "
            + "either player may play them as if from hand. Worth 3 to 7 plot points."],
          ["Travel", "Drive Room, Hallway, Sleeping Quarters, Skutter, Matter Transporter, Starbug, On Planet or "
            + "Time Hole: fills a matching open icon on any mission."],
          ["Holly", "A travel card with the Holly icon. There is one; it waits in the BBC and either player may "
            + "play it as if from hand. When sent to Silicon Heaven it goes back to the BBC."],
          ["Junior Colour Encyclopedia of Space", "The wild travel card (2 copies): fills any open icon, and "
            + "moves to another open icon later when a real card for its icon is played. No Trouble answers it."],
          ["Trouble (Re-Cyc)", "Answers the opponent’s travel (or Holly) of its icon: all of that player’s travel "
            + "cards on that mission go to Silicon Heaven. Never against the last card a mission needs."],
          ["Bonus Points (Re-Cyc)", "Played together with a travel of its icon. If the travel is not countered, "
            + "the bonus card goes to your stasis booth and scores; otherwise it goes to the garbage pod. A Smeg "
            + "Off on the Bonus Points counters the travel with it: the travel goes to Silicon Heaven."],
          ["Focus (Re-Cyc)", "Targets an unfocused cast member on a mission: he becomes focused."],
          ["Distract (Re-Cyc)", "Targets an unfocused cast member on a mission: the mission and all its travel "
            + "cards go to Silicon Heaven, and its focused cast become unfocused."],
          ["Smeg Off (Re-Cyc)", "Cancels the Re-Cyc card just played (Bonus Points: with their travel). It is "
            + "the only answer to a Re-Cyc card, and can itself be Smegged Off."],
        ] },
        "Focus and Distract may answer a task, travel, Holly or episode (never a Re-Cyc card: only a Smeg Off "
          + "answers those), and the player whose turn it is may play them at any time in their turn (with "
          + "“polite distract”, Distract only in your own turn).",
        { table: {
          caption: "Trouble cards (one copy unless noted)",
          head: ["Card", "Answers a"],
          rows: TROUBLE,
        } },
        { table: {
          caption: "Bonus Points cards (one copy unless noted)",
          head: ["Card", "Played with a", "Plot points"],
          rows: BONUS.map(([name, icon, points]) => [name, icon, String(points)]),
        } },
        { table: {
          caption: "Tasks (in the laundry list)",
          head: ["Task", "Cast", "Plot points", "Icons needed"],
          rows: TASKS,
        } },
        { table: {
          caption: "Episodes (in the BBC)",
          head: ["Episode", "Cast needed", "Plot points", "Icons needed"],
          rows: EPISODES,
        } },
        "The laundry list holds 115 cards: 24 tasks, 54 travel cards, 2 wild cards and 35 Re-Cyc cards "
          + "(11 Trouble, 11 Bonus Points, 4 Focus, 4 Distract, 5 Smeg Off).",
      ],
    },
    {
      id: "scoring",
      title: "Scoring and piles",
      content: [
        "When a mission’s last open icon is filled and the chain has resolved, the player who played that last "
          + "travel scores it: the mission goes to their stasis booth, all its travel cards go to Silicon Heaven "
          + "and its cast become unfocused and free.",
        "Plot points are the missions and bonus cards in your stasis booth. 11 or more wins at once.",
        "Silicon Heaven: travels and tasks sent there go to the garbage pod; episodes and Holly go back to the BBC.",
        "Re-Cyc cards go to the garbage pod after resolving, on top of the other cards discarded at the same "
          + "time. When the laundry list runs out, the garbage pod is shuffled into a new one; stasis booths never are.",
      ],
    },
    {
      id: "rulings",
      title: "Our rulings",
      content: [
        "Where the printed rules are silent or unclear, the table follows these rulings (RD-1 to RD-16), "
          + "and where those are silent too, our gap rulings (RD-G1 onwards).",
        { rulings: [
          ["RD-1", "Cast: Lister, Rimmer, Cat, Kryten, each normal or focused. A cast member is on at most one "
            + "mission at a time."],
          ["RD-2", "The BBC holds the 16 episodes and Holly; either player may play them as if from hand. A card "
            + "in play returns to the BBC when sent to Silicon Heaven."],
          ["RD-3", "Each mission on the table records who played it, its cast, its icon ribbon (a multiset of "
            + "travel icons), and the travel cards each player put on it."],
          ["RD-4", "Draw one card: from the laundry list, or the top of the garbage pod if it is a travel or "
            + "task (“zed shift”). Then play at most one non-Re-Cyc card: a task (under a free cast member it "
            + "names, or any free one for “Any”), a travel or Holly (on any mission whose open icons include its "
            + "icon), or an episode (under N free cast members). Then discard down to exactly 7."],
          ["RD-5", "Re-Cyc cards do not count as the turn’s play; each played Re-Cyc is replaced at once by a "
            + "draw from the laundry list. A card drawn during a response chain cannot be used in that chain."],
          ["RD-6", "The Junior Colour Encyclopedia of Space is wild: it fills any open icon and may be "
            + "re-assigned later when a real card for that icon is played. No Trouble may answer it."],
          ["RD-7", "After every play by the active player (task, travel, Holly, episode, Re-Cyc), the opponent "
            + "gets one response window. A response may itself be answered (only a Smeg Off can answer a "
            + "Re-Cyc). The chain ends when the player to answer passes; it resolves last-in first-out."],
          ["RD-8", "Trouble answers a just-played travel (or Holly) with the icon it targets. Success: all of "
            + "that player’s travel cards on that mission go to Silicon Heaven. Trouble cannot answer the last "
            + "card that a mission needs."],
          ["RD-9", "Bonus Points is played together with a travel of its icon; it scores (goes to the stasis "
            + "booth) only if that travel is not countered; otherwise it goes to the pod."],
          ["RD-10", "Focus and Distract may be played by either player in any response window and by the active "
            + "player at any time in their turn. Distract targets an unfocused cast member on a mission: that "
            + "mission and all its travels go to Silicon Heaven and its focused cast become unfocused. Focus "
            + "targets an unfocused cast member on a mission."],
          ["RD-11", "Smeg Off cancels the just-played Re-Cyc card (and can itself be cancelled)."],
          ["RD-12", "Option “polite distract” (off by default): Distract only on your own turn."],
          ["RD-13", "When a mission’s last open icon is filled and the chain has resolved, the player who played "
            + "that last travel scores it: the mission goes to their stasis booth, all its travels (both "
            + "players’) go to Silicon Heaven, its cast become unfocused and free."],
          ["RD-14", "A player with 11 or more plot points (missions + bonus points) wins at once."],
          ["RD-15", "Re-Cyc cards go to the garbage pod after resolving, always on top of the other cards "
            + "discarded at the same time. Of the other cards, the active player chooses which one lies on top; "
            + "the rest keep play order."],
          ["RD-16", "When the laundry list is empty, shuffle the garbage pod into a new laundry list. Stasis "
            + "booths are never shuffled back."],
          ["RD-G1", "The first seat starts; every turn, the first one included, begins with the draw."],
          ["RD-G2", "“At any time in your turn” (RD-10) means from the turn’s draw until the turn is ended: Focus "
            + "and Distract cannot be played before the draw, and the end of the turn (then the discard to 7) "
            + "is a move of its own."],
          ["RD-G3", "Only a Smeg Off answers a Re-Cyc card (RD-7): neither a Focus nor a Distract answers a Focus "
            + "or a Distract (“you cannot play a distract in response to your opponent’s focus and expect your "
            + "distract to ‘beat’ the focus”) — Smeg Off is the only answer. Both may still answer a task, a "
            + "travel, Holly or an episode (RD-10)."],
          ["RD-G4", "“Just-played” means the newest link of the chain: a Trouble answers only the opponent’s travel "
            + "(or Holly) that is the newest link, a Smeg Off only the newest link. A Smeg Off answering a "
            + "travel played with Bonus Points counters both (RD-9): the travel goes to Silicon Heaven (Holly "
            + "home to the BBC; a wild card it re-assigned keeps its new icon), the Bonus Points to the garbage "
            + "pod."],
          ["RD-G5", "The garbage pod order (RD-15) is asked only when it matters: when the cards discarded together "
            + "include no Re-Cyc card (a Re-Cyc on top hides the rest from zed shift) and at least two "
            + "different cards (copies are interchangeable)."],
          ["RD-G6", "Bonus Points ride only with a real travel card of their icon or with Holly (Holly Hop Drive), "
            + "never with the wild card."],
          ["RD-G7", "The draw that takes the laundry list’s last card shuffles the garbage pod into a new laundry "
            + "list at once (RD-16). If the pod was empty then, the list is rebuilt by the next draw; if both "
            + "are empty, there is nothing to draw and play goes on (a Re-Cyc card is then not replaced)."],
          ["RD-G8", "So that every match ends, a match still undecided after 200 turns (100 each) ends there: the "
            + "most plot points wins, equal points share the win."],
          ["RD-G9", "The wild card fills the open icon its player names. It is re-assigned when a real card (or "
            + "Holly) of the icon it stands for is played on the same mission while another icon is still "
            + "open; the player of the real card names the wild card’s new icon. A real card may also simply "
            + "fill a still-open icon of its own."],
          ["RD-G10", "An episode goes under exactly as many free cast members as it needs, chosen by its player."],
          ["RD-G11", "A mission completed when the chain resolves scores for the player who played its last travel; "
            + "“at once” (RD-14) means as soon as the chain has resolved, so Bonus Points and a completion of "
            + "the same chain both count before the win is checked."],
          ["RD-G12", "A Re-Cyc card’s replacement (RD-5) is drawn right after the card is played, so even a Focus or "
            + "Distract that starts a chain, and a Bonus Points card, are replaced by a card that cannot be "
            + "used in that chain."],
          ["RD-G13", "A link whose target is gone when it resolves does nothing: a Focus or Distract on a cast member "
            + "no longer unfocused on a mission, a Trouble whose travel has left the table. (Since only a Smeg "
            + "Off answers a Re-Cyc card, play never builds such a chain; the rule stays as a guard.)"],
          ["RD-G14", "A Trouble answering a real travel that re-assigned a wild card sends all of that player’s "
            + "travels on the mission to Silicon Heaven, the wild card among them if that player played it."],
        ] },
      ],
    },
  ],
};
