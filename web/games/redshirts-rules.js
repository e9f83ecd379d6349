// Redshirts' rules drawer: a turn, Modify the Attempt, Skills and their layers, how to win,
// every card with its text (40 Redshirts, 18 Missions, 12 Equipment, 10 Locations, 18
// Events), our rulings (RS-1..RS-12 of the rulings file) and our gap rulings (RS-G1.. of
// cards/redshirts.md). The card list is our reconstruction (cards/redshirts.toml, source =
// "reconstruction"): the drawer says so. Plain data drawn by web/view/drawer.js; the card
// tables were written from the engine's catalog (names, copies, Skills, texts), the ruling
// texts are those of the two files.

const REDSHIRTS = [
  ["Jimmy Expendable", "Human, male", "Tactical", "—", "No ability."],
  ["Dana Fodder", "Human, female", "Medical", "—", "No ability."],
  ["Bob Nameless", "Human, male", "none", "—", "No ability."],
  ["Lesley Comesback", "Human, male", "Engineering", "passive", "Cannot be Killed while he is the only Redshirt in his Away Team. (He always comes back.)"],
  ["Sally Doomed", "Human, female", "Science, Medical", "—", "No ability."],
  ["Gary Goner", "Human, male", "Tactical, Engineering", "—", "No ability."],
  ["Tina Toast", "Human, female", "Medical, Engineering", "passive", "When this Redshirt is Killed, draw 1 card."],
  ["Chip Kaboom", "Human, male", "Infiltration, Engineering", "—", "No ability."],
  ["Janice Clipboard", "Human, female", "Diplomacy", "Zap ability", "Zap: Draw 1 card."],
  ["Hugh Mann", "Human, male", "Medical, Diplomacy", "—", "No ability."],
  ["Pasha Onelinersky", "Human, male", "Infiltration, Tactical, Science", "—", "No ability."],
  ["Kelly Peril", "Human, female", "Infiltration", "—", "No ability."],
  ["Jenna Shortlived", "Human, female", "Tactical, Medical", "Zap ability", "Zap: Target Redshirt gains Medical until end of turn."],
  ["Marcus Meatshield", "Human, male", "Tactical", "passive", "While this Redshirt is UnZapped, the other Redshirts in his Away Team cannot be Killed."],
  ["Tom Twinn", "Human, male", "Science, Engineering", "passive", "When this Redshirt is Killed, draw 1 Redshirt. (His identical twin signs up.)"],
  ["Milo Beamsworth", "Human, male", "Engineering", "Zap ability", "Zap, only during Modify the Attempt: Remove the attempting Redshirt from its Mission."],
  ["Penny Jinx", "Human, female", "Science", "passive", "When this Redshirt enters an Away Team after setup, Kill another Redshirt in that Away Team (its owner chooses)."],
  ["Seldok Stoic", "Logitian, male", "Science, Diplomacy", "Zap ability", "Zap (mind meld): Target Redshirt gains one of this Redshirt's printed Skills until end of turn."],
  ["T'Sara Eyebrow", "Logitian, female", "Science, Medical", "—", "No ability."],
  ["Sorrek Premise", "Logitian, male", "Science, Engineering", "passive", "Human Redshirts in his Away Team lose Diplomacy. (He keeps correcting them.)"],
  ["Vorak Theorem", "Logitian, male", "Tactical, Science, Diplomacy", "—", "No ability."],
  ["T'Pell Axiom", "Logitian, female", "Medical, Diplomacy", "Zap ability", "Zap (nerve pinch): Zap target Redshirt."],
  ["Gorkk Headbutt", "Krogg, male", "Tactical", "passive", "Cannot be Discarded. (A Krogg never retreats; he can still be Killed or given away.)"],
  ["B'Rakka Skullcrush", "Krogg, female", "Infiltration, Tactical", "—", "No ability."],
  ["Kahlug Bloodwine", "Krogg, male", "Tactical, Medical", "—", "No ability."],
  ["Grumak Foreheadridge", "Krogg, male", "Tactical, Engineering", "passive", "Other Krogg Redshirts in his Away Team gain Tactical."],
  ["Ka'Ruk Honorbound", "Krogg, male", "Diplomacy", "passive", "When this Redshirt is Killed, another player of your choice draws 1 Redshirt. (His blood-brother swears vengeance.)"],
  ["Feelia Moody", "Empathoid, female", "Medical, Diplomacy", "Zap ability", "Zap: Target Redshirt loses Tactical until end of turn. (She senses great hostility and calms it down.)"],
  ["Sensa Vibes", "Empathoid, female", "Diplomacy", "—", "No ability."],
  ["Emo Pathos", "Empathoid, male", "Infiltration, Medical", "passive", "When another Redshirt in his Away Team is Killed, draw 1 card. (He feels their pain.)"],
  ["Olive Viridian", "Verdanian, female", "Infiltration, Diplomacy", "passive", "Male Redshirts in her Away Team lose Tactical. (Pheromones.)"],
  ["Jade Greenleigh", "Verdanian, female", "Infiltration", "—", "No ability."],
  ["Basil Chlorophyll", "Verdanian, male", "Infiltration, Science", "Zap ability", "Zap: UnZap another Redshirt in your Away Team."],
  ["Sprocket Tinsley", "Android, none", "Science, Engineering", "—", "No ability."],
  ["Ada Circuitry", "Android, female", "Tactical, Science, Engineering", "—", "No ability."],
  ["Unit Kilobyte", "Android, none", "Engineering", "Zap ability", "Zap: Move one Equipment card from any Redshirt to another Redshirt."],
  ["Grubb Moneypouch", "Profitite, male", "Diplomacy", "Zap ability", "Zap: Take 1 random card from another player's hand."],
  ["Nox Bargainer", "Profitite, male", "Infiltration, Diplomacy", "Zap ability", "Zap: Swap this Redshirt with an UnZapped Redshirt in another player's Away Team."],
  ["Oozo Blorp", "Gelatinoid, none", "Infiltration", "passive", "At the start of your turn, this Redshirt gains one Skill of your choice until end of turn. (It shape-shifts.)"],
  ["Gloop Jigglesworth", "Gelatinoid, none", "none", "—", "No ability."],
];

const MISSIONS = [
  ["Poke This Slime With A Stick", "Science", "Medical", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Kielbasa Maroon", "none", "Tactical", "The no-win scenario. Success: Draw 1 Redshirt. Failure: Discard the attempting Redshirt (washed out, not Killed), then draw 1 Redshirt."],
  ["Fix the Exhaust Port Before Some Redneck Drops a Torpedo Down It", "Engineering", "Engineering, Tactical", "Success: Draw 2 Redshirts. Failure: Kill the attempting Redshirt and one other Redshirt in your Away Team."],
  ["Negotiate With the Obviously Evil Overlord", "none", "Diplomacy", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Answer a Distress Call That Is Definitely Not a Trap", "Science", "Tactical", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Scout the Hostile Jungle Planet in Bright Red Clothing", "none", "Infiltration", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Reroute Power Through the Main Deflector Thingy", "Engineering", "Science", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Inoculate the Colonists Against Space Flu", "Medical", "Diplomacy", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Go Check On That Weird Noise. Alone. In the Dark.", "none", "Tactical, Infiltration", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Escort the Ambassador Who Hates Everyone", "none", "Diplomacy, Tactical", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt, then discard 1 card (the paperwork)."],
  ["Operate on a Species You Have Never Seen Before", "Medical", "Science", "Success: Draw 1 Redshirt (the grateful patient enlists). Failure: Kill the attempting Redshirt."],
  ["Steal the Krogg Cloaking Device", "Engineering", "Infiltration", "Success: Draw 1 Redshirt and draw 1 card. Failure: Kill the attempting Redshirt."],
  ["Calibrate the Sensors. Again.", "Science", "Engineering", "Success: Draw 1 card. Failure: Kill the attempting Redshirt."],
  ["Test the Experimental Transporter", "Engineering", "Medical", "Success: Draw 1 Redshirt. Failure: The attempting Redshirt rematerializes on the wrong ship: give it to the player on your left."],
  ["Make First Contact With the Pre-Warp Locals", "none", "Diplomacy, Infiltration", "Success: Draw 1 Redshirt. Failure: Discard the attempting Redshirt (court-martialed, not Killed)."],
  ["Taste-Test the Replicator's New Recipes", "Medical", "Engineering", "Success: Draw 1 Redshirt. Failure: Kill the attempting Redshirt."],
  ["Bring Back a Few Space Fluffles From the Trading Post", "none", "Science", "Success: Draw 1 Redshirt, and the player on your left draws 1 Redshirt (they multiply). Failure: Kill the attempting Redshirt."],
  ["Heroically Sacrifice Yourself So the Captain Can Escape", "none", "Tactical", "Reversed! Success: Kill the attempting Redshirt (a hero's death). Failure: Draw 1 Redshirt (the coward lives, and the Captain sends a minder)."],
];

const EQUIPMENT = [
  ["Ray Gun (Set to Stun, Probably)", "+Tactical", "The bearer gains Tactical."],
  ["Tri-Gizmo", "+Science", "The bearer gains Science."],
  ["Hypo-Squirter", "+Medical", "The bearer gains Medical."],
  ["Hyper-Spanner", "+Engineering", "The bearer gains Engineering."],
  ["Universal Translator (Beta)", "+Diplomacy", "The bearer gains Diplomacy."],
  ["Fake Mustache and Glasses", "+Infiltration", "The bearer gains Infiltration."],
  ["Extra-Bright Red Uniform", "−Infiltration", "The bearer loses Infiltration."],
  ["Ray Gun (Safety Stuck On)", "−Tactical", "The bearer loses Tactical."],
  ["Tri-Gizmo With Dead Batteries", "−Science", "The bearer loses Science."],
  ["Hyper-Spanner (Wrong Size)", "−Engineering", "The bearer loses Engineering."],
  ["Universal Mistranslator", "−Diplomacy", "The bearer loses Diplomacy."],
  ["Plot Armor", "—", "The bearer cannot be Killed (it can still be Discarded or given away). No Skill icon, so it never replaces other Equipment."],
];

const LOCATIONS = [
  ["A Strange Energy Field Never Before Encountered", "its Away Team", "Redshirts in this Away Team lose Science and Engineering."],
  ["Planet of Beautiful, Utopian, and in No Way Suspicious Women", "its Away Team", "Male Redshirts in this Away Team lose Tactical; female Redshirts in this Away Team gain Diplomacy."],
  ["The Same Rocky Desert We Always Beam Down To", "its Away Team", "Redshirts in this Away Team gain Tactical."],
  ["Plague Moon of Hackcough IV", "all Away Teams", "It's contagious: Redshirts in EVERY Away Team lose Medical."],
  ["A Krogg Feast of Honor and Questionable Meat", "its Away Team", "Krogg Redshirts in this Away Team gain Tactical; all other Redshirts in this Away Team lose Diplomacy."],
  ["Logitian Temple of Extremely Calm Thinking", "its Away Team", "Redshirts in this Away Team gain Science and lose Tactical."],
  ["The Mirror Universe, Where Everyone Has a Goatee", "its Away Team", "Redshirts in this Away Team gain Infiltration and lose Diplomacy."],
  ["Sickbay (Now With Fewer Leeches)", "its Away Team", "Redshirts in this Away Team gain Medical."],
  ["Derelict Starship That Creaks Ominously", "its Away Team", "Redshirts in this Away Team gain Engineering."],
  ["The Holographic Rec Room (Safeties On, For Once)", "its Away Team", "Redshirts in this Away Team cannot be Killed (they can still be Discarded or given away)."],
];

const EVENTS = [
  ["Crash Course at the Academy", "any time", "until end of turn", "Target Redshirt gains one Skill of your choice until end of turn."],
  ["Selective Amnesia", "any time", "until end of turn", "Target Redshirt loses one Skill of your choice until end of turn."],
  ["Mirror, Mirror", "any time", "attached", "Attach to target Redshirt: it has exactly the printed Skills it does NOT have printed. Equipment, Locations and Events still trump the result."],
  ["Red Alert!", "any time", "until end of turn", "Every Redshirt in target Away Team gains Tactical until end of turn."],
  ["I'm a Doctor, Not a Bricklayer!", "any time", "until end of turn", "Target Redshirt that has Medical loses every other Skill until end of turn."],
  ["The Seven-Year Itch", "any time", "until end of turn", "Target Logitian Redshirt loses Science and Diplomacy and gains Tactical until end of turn."],
  ["New Recruits Have Arrived", "your turn", "at once", "Play only on your turn. Another player of your choice draws 1 Redshirt."],
  ["Transfer Orders", "your turn", "at once", "Play only on your turn. Give one of your Redshirts to a player who has fewer Redshirts than you."],
  ["Shore Leave", "your turn", "at once", "Play only on your turn. Every player at once gives one of their Redshirts (their choice) to the player on their left; a player with none gives none."],
  ["Promoted to a Desk Job", "your turn", "at once", "Play only on your turn. Discard target Redshirt that currently has 3 or more Skills."],
  ["He's Dead, Jim.", "Modify the Attempt", "at once", "Play only during Modify the Attempt. Kill the attempting Redshirt (its player may then re-attempt or drop the Mission without penalty)."],
  ["Belay That Order!", "Modify the Attempt", "at once", "Play only during Modify the Attempt. Remove the attempting Redshirt from the Mission; it stays Zapped."],
  ["Not My Department", "any time", "at once", "Move a player's assigned Mission to a player who has none (you included). If it was being attempted, that attempt is over."],
  ["Mission Scrubbed", "any time", "at once", "Discard target player's assigned Mission without resolving it (no Redshirt is drawn)."],
  ["Double Shift", "your turn", "until end of turn", "Play only on your turn. You may Zap a Redshirt to Attempt a Mission one more time this turn."],
  ["Promoted to Bridge Crew", "any time", "attached", "Attach to target Redshirt: it cannot be Killed. (Bridge officers never die.)"],
  ["Stripped of Rank", "any time", "at once", "Discard every Equipment and Attached card on target Redshirt."],
  ["Transporter Mix-Up", "your turn", "at once", "Play only on your turn. Swap one of your Redshirts with a Redshirt in another Away Team (Equipment, Attached cards and Zapped status go with them)."],
];

const RULINGS = [
  ["RS-1", "Setup: 5 Commander's Log cards and 4 Redshirts each; the player whose Redshirt has the alphabetically first last name goes first; play goes clockwise (seat order)."],
  ["RS-2", "Checked at the end of every turn (anyone's): a player with no Redshirts in their Away Team wins. If several qualify, the active player wins if among them, otherwise the first of them in turn order after the active player."],
  ["RS-3", "Turn: unzap your Redshirts; then any number of plays in any order (Equipment, Location, Event, assign a Mission, one Attempt, one Ready Room); then draw up to 5 (never discard for hand size); then, if you have more Redshirts than you started with, discard down (your choice)."],
  ["RS-4", "A player with an assigned Mission must attempt it before ending the turn. With no unzapped Redshirt that meets the prerequisite, the Mission is discarded and the player draws a Redshirt (the \"failing to attempt\" penalty) — checked when they end the turn."],
  ["RS-5", "Modify the Attempt: starting with the next player, each player in turn may play one card and/or use one ability, or pass; it goes round until every player passes in a row. Then resolve: the Redshirt's skills at that moment decide success or failure. Prerequisites are checked only when the attempt is declared."],
  ["RS-6", "Skill layering, highest first: Events, Active Abilities, Locations, Equipment, Printed Skills and Passive Abilities; within one layer the later card wins. \"Mirror, Mirror\" swaps the printed skills before any layer applies."],
  ["RS-7", "If the attempting Redshirt leaves the mission during Modify the Attempt, the player may zap another to attempt again or discard the Mission with no penalty. If the Mission leaves or changes owner first, it counts as the turn's attempt."],
  ["RS-8", "Timing conflicts not covered by the layers: the active player's effects first, then the others in turn order."],
  ["RS-9", "Deals between players are not enforced by the game (no deal mechanics)."],
  ["RS-10", "An empty Redshirt deck is refilled by shuffling the Redshirt discard pile; an empty Commander's Log deck likewise from its own discard pile. If both deck and discard are empty, the draw simply does not happen."],
  ["RS-11", "Missions are assigned only during their owner's own turn, never during Modify the Attempt."],
  ["RS-12", "Redshirts dealt at setup do not trigger \"when this Redshirt enters play\" effects."],
  ["RS-G1", "Turn limit. So that every match ends, a match still undecided after 30 rounds (30 turns per player) ends; the player(s) with the fewest Redshirts win. The lobby's \"Round limit\" option sets 10, 15 or 20 rounds instead (with five or more players a match often runs to the limit)."],
  ["RS-G2", "A go in Modify the Attempt. A player's go is one card and/or one ability: the window answer is one of them (a card from hand or an active ability of an UnZapped Redshirt of theirs); then the same player is offered the other half or \"Done\". After an ability they are always offered a card (so being asked says nothing about their hand); after a card they are offered an ability only if they have an UnZapped Redshirt with one (public). The active player is asked too, last in the round, and may play own-turn Events in that go. After any go everyone is asked again; the window closes when every player passed in a row."],
  ["RS-G3", "A Mission you can no longer attempt this turn. A player who has used up their attempts this turn and then holds a Mission (one moved to them by Not My Department, or one they assigned themselves after attempting) keeps it with no penalty: it must be attempted next turn. The RS-4 penalty (discard it, draw a Redshirt) applies to a player who still had an attempt but no UnZapped Redshirt with the Prerequisite when they end the turn. \"End turn\" is not offered while they could attempt."],
  ["RS-G4", "Leaving the Mission. The attempting Redshirt leaves the Mission (RS-7) when it leaves its Away Team (Killed, Discarded, given or swapped away) or by cancel_attempt (Belay That Order!, Milo Beamsworth). Zapping or UnZapping it does not. The Modify window then ends at once, after the go that caused it."],
  ["RS-G5", "Choices. Every choice a card leaves to a player (a target Redshirt or player, a Skill, cards to discard, the Equipment to move, the Redshirt each player gives) is asked as a move of that player. A choice with exactly one possible answer (a public fact) is made for them; with none, the step does nothing and the rest of the card still resolves. An Event may be played even if it would do nothing."],
  ["RS-G6", "Mirror, Mirror twice. Each Mirror, Mirror Attached to a Redshirt inverts its printed Skills once: two cancel out."],
  ["RS-G7", "Shore Leave. Each player with a Redshirt chooses which one they give, one after another in turn order from the active player; a choice is sealed (the table shows who is choosing, never what an earlier player chose, nor does a search bot play on it), so the choices are as good as made at once. Then all the gives happen at once, and their \"enters\" abilities resolve in RS-8 order."],
  ["RS-G8", "Triggered abilities. An ability triggered by an effect (\"when Killed\", \"when it enters\", \"at the start of your turn\") resolves after the whole effect that triggered it, the active player's first, then the others in turn order (RS-8). A Redshirt's own \"when this Redshirt is Killed\" still resolves after it is in the discard pile, for the player who owned it."],
  ["RS-G9", "Players named by effects. \"Any player\" and \"each player\" list the players in turn order from the active player. Taking cards from your own hand, moving Equipment to the Redshirt it is on, or giving a Redshirt to its own owner does nothing. Double Shift gives an extra attempt only on its player's own turn."],
  ["RS-G10", "Ready Room. Going to the Ready Room Zaps the Redshirt and uses the turn's visit even if you discard no card."],
  ["RS-G11", "End of turn order. End the turn: the RS-4 penalty (if due), draw up to 5, discard Redshirts down to four (your choice, only at the end of your own turn; a Redshirt that cannot be Discarded is never chosen, so you may keep more), then the RS-2 win check. \"Until end of turn\" effects end then."],
  ["RS-G12", "The attempt's Redshirt in effects. attempting in an Event or ability played during Modify the Attempt is the Redshirt attempting now; in a Mission's results it is the one that attempted."],
];

/** The reconstruction notice, shown in the summary and in the card section. */
export const RECONSTRUCTED = "The card list is our reconstruction, not the original cards: the published "
  + "card texts are not available, so every card here but a few names is our own design, fitted to the rulebook.";

export default {
  id: "redshirts",
  title: "Redshirts",
  summary: "Two to seven players each command an Away Team of doomed crew members. You win by ending a turn "
    + "with no Redshirts left: send them on Missions they will fail, put them in deadly Locations, hand them "
    + `dangerous Equipment, and meddle with everyone else’s attempts. ${RECONSTRUCTED}`,
  sections: [
    {
      id: "turn",
      title: "How a turn goes",
      content: [
        { steps: [
          "Your Zapped Redshirts UnZap (RS-3).",
          "Then, in any order and as often as you like: give Equipment from your hand to any Redshirt in play; put "
            + "a Location on any Away Team (its old Location is discarded); play an Event; assign a Mission from your "
            + "hand to a player who has none, yourself included (only on your own turn, RS-11); once per turn Zap a "
            + "Redshirt with the Mission’s Prerequisite to attempt your Mission; once per turn Zap a Redshirt to go to "
            + "the Ready Room (discard any number of cards, draw as many).",
          "A Redshirt’s active ability is used by Zapping it (the button says “Zap …”).",
          "End the turn: if you still had to attempt a Mission and could not, it is discarded and you draw a "
            + "Redshirt (RS-4); draw up to 5 cards; discard Redshirts down to four (RS-G11). “End turn” is not offered "
            + "while you could still attempt your Mission.",
        ] },
      ],
    },
    {
      id: "modify",
      title: "Modify the Attempt",
      content: [
        "When a Mission is attempted, every player is asked in turn, from the next player round to the one "
          + "attempting, whatever their hand (RS-5): play one card and/or use one ability (a go, RS-G2), or pass. After "
          + "any go everyone is asked again; when all pass in a row, the attempt resolves with the Redshirt’s Skills at "
          + "that moment. The table shows the Mission’s needs, the Redshirt’s Skills now and why each changed.",
        "With several players at one device the table asks on one neutral screen (“Anyone modifying …?”: Look at "
          + "my hand, or Pass) that looks the same whether or not the asked player could play anything. On your own "
          + "device you may tick “Don’t ask me again this attempt”: you then pass by yourself after a short random "
          + "delay until the attempt is over; “Always ask me” turns that off. Bots answer at a fixed delay.",
      ],
    },
    {
      id: "skills",
      title: "Skills and their layers",
      content: [
        "Six Skills: Infiltration (INF), Tactical (TAC), Science (SCI), Medical (MED), Engineering (ENG), "
          + "Diplomacy (DIP). A Redshirt’s Skills now come from its printed Skills changed by cards in layers, the "
          + "higher beating the lower (RS-6): Events, then active abilities, then Locations, then Equipment, then "
          + "printed Skills and passive abilities; in one layer the later card wins. Mirror, Mirror inverts the "
          + "printed Skills before any layer (RS-G6). On the table a Skill a card added shows as +SCI, one it took "
          + "away as −SCI (struck), with the engine’s explanation, e.g. “Science: removed by Location X, which "
          + "beats Equipment Y”.",
      ],
    },
    {
      id: "win",
      title: "Scoring",
      content: [
        "There are no points. At the end of every turn (anyone’s), a player with no Redshirts in their Away Team "
          + "wins; if several do, the active player wins if among them, else the first of them after the active player "
          + "(RS-2). Losing Redshirts (Killed or Discarded) is good for their owner. A match still going after 30 rounds "
          + "ends; the players with the fewest Redshirts win (RS-G1).",
      ],
    },
    {
      id: "cards",
      title: "Special cards",
      content: [
        RECONSTRUCTED,
        { terms: [
          ["Redshirt", "A crew member in an Away Team, with printed Skills and maybe an ability (a Zap ability is "
            + "used by Zapping it; a passive one always works)."],
          ["Mission", "Assigned to a player; attempted by Zapping a Redshirt with its Prerequisite. It succeeds if "
            + "the Redshirt has every needed Skill when Modify the Attempt ends."],
          ["Equipment", "Given to any Redshirt; it travels with it. A new Equipment with the same icon replaces the old one."],
          ["Location", "On one Away Team (one at a time); some act on every Away Team."],
          ["Event", "Played for its effect: any time, only on your turn, or only in Modify the Attempt; some last "
            + "until end of turn or stay attached to a Redshirt."],
          ["Zapped", "A Zapped Redshirt cannot attempt or use a Zap ability; it UnZaps at the start of its owner’s turn."],
        ] },
        { table: { caption: "Redshirts (copies)", head: ["Redshirt", "Race, gender", "Skills", "Ability", "Text"], rows: REDSHIRTS } },
        { table: { caption: "Missions (copies)", head: ["Mission", "Prerequisite", "Needs", "Text"], rows: MISSIONS } },
        { table: { caption: "Equipment (copies)", head: ["Equipment", "Icon", "Text"], rows: EQUIPMENT } },
        { table: { caption: "Locations (copies)", head: ["Location", "Acts on", "Text"], rows: LOCATIONS } },
        { table: { caption: "Events (copies)", head: ["Event", "Play", "Lasts", "Text"], rows: EVENTS } },
      ],
    },
    {
      id: "rulings",
      title: "Our rulings",
      content: [
        "Where the printed rules are silent or unclear, the table follows these rulings (RS-1 to RS-12), "
          + "and where those are silent too, our gap rulings (RS-G1 onwards).",
        { rulings: RULINGS },
      ],
    },
  ],
};
