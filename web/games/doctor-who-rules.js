// Doctor Who: The Card Game's rules drawer: a turn, conflicts, the end and scoring, every
// card kind (with the card list), our rulings (DW-1..DW-20 of the rulings file) and our gap
// rulings (DW-G1.. of cards/doctor-who.md). The card list is our reconstruction
// (cards/doctor-who.toml, source = "reconstruction"): the drawer says so.
// Plain data drawn by web/view/drawer.js; see that file for the shape. The card tables
// were written from the engine's catalog; the ruling texts are those of the two files.

const DEFENDERS = [
  ["The Doctor (10)", "5", "No card text. The Pandorica can remove him from a defence."],
  ["Amy Pond (8)", "3", "No card text. An attack that includes Silurians fails outright if Amy defends."],
  ["Rory (6)", "2", "He adds his strength as usual. If the defenders on his location lose, he returns to your hand instead of the discard pile. He does not return if you played him onto a location whose attackers were already face up, or if The Pandorica discarded him."],
  ["River Song (6)", "2", "When she is revealed in a conflict, you take 1 time token. This happens whether she was already on the attacked location or you played her onto an attack. Madame Kovarian turns her to the attackers' side, but you still take the token."],
];
const ENEMIES = [
  ["Daleks (5)", "4", "dalek", "No card text. This is the \"Daleks\" card that Davros needs to seize an attack. Dalek Sec can repel an attack that includes it."],
  ["Dalek Flagship", "6", "dalek", "No card text. It counts as a Dalek for Dalek Sec and may sit in an attack that Davros seizes."],
  ["Davros", "3", "dalek", "Play him as an ordinary Dalek card, or play him face up into another player's attack that contains at least one Daleks card (a Flagship may also be there). Replace that player's DALEK token with yours: the attack is now yours. You may not seize an attack on one of your own locations."],
  ["Cybermen (5)", "3", "cyberman", "No card text. This is the \"Cyberman\" card that Cyberking needs to seize an attack."],
  ["Cyberking", "5", "cyberman", "Play it as an ordinary Cyberman card, or play it face up into another player's attack that contains at least one Cybermen card. Replace that player's DALEK token with yours: the attack is now yours. You may not seize an attack on one of your own locations."],
  ["Sontarans (4)", "4", "sontaran", "No card text."],
  ["Roboforms (3)", "2", "roboform", "Combines with any enemy card."],
  ["The Master", "5", "master", "Combines with Roboforms."],
  ["Saturnyns (3)", "1", "saturnyn", "No card text. The weakest enemy, so it is the cheap card to throw at a TARDIS token."],
  ["The Silence (3)", "5", "silence", "No card text."],
  ["Madame Kovarian", "4", "kovarian", "When she is revealed in a conflict and River Song is among the defenders, River goes over to the attackers and adds her strength to the attack. The defender still takes River's time token."],
  ["Headless Monks (3)", "3", "headless-monk", "No card text."],
  ["Clerics (2)", "2", "cleric", "No card text."],
  ["Weeping Angels (3)", "3", "weeping-angel", "When this card is turned face up in a conflict, the attacker takes 1 time token. This covers both attacking a defended location and defenders being played onto its location."],
  ["Silurians (2)", "4", "silurian", "If Amy Pond is among the defenders, an attack that contains any Silurians fails whatever the strengths. All defender and enemy cards are discarded, and the defender places a TARDIS token."],
  ["Slitheen (2)", "3", "slitheen", "When this card is turned face up in a conflict, the attacker takes 1 time token from the defending player, if that player has one."],
  ["The Pandorica", "2", "pandorica", "Combines with any enemy card. When it is revealed in a conflict: if Rory defends, discard Rory (he does not return to hand) and The Pandorica. Otherwise, discard the Doctor from the defence; The Pandorica stays and counts."],
  ["Shadow Proclamation", "3", "shadow-proclamation", "At game end, a location whose attack includes this card scores for nobody, neither its owner nor the attacker."],
];
const SUPPORT = [
  ["Sonic Screwdriver (3)", "Turn face up every card of one attack on one of your locations, and take 1 time token."],
  ["Psychic Paper (2)", "Same as Sonic Screwdriver."],
  ["Visual Recognition Device", "Same as Sonic Screwdriver."],
  ["Cardiff", "Place it face up in your reserve, where it stays. Your reserve may now hold up to 3 other cards, or 4 if you also have The Face of Boe."],
  ["The Face of Boe", "Same as Cardiff: the reserve holds 3 other cards, or 4 with both."],
  ["Teselecta (2)", "When you lose a conflict as the defender, play it from your hand or reserve. Every defender card that took part in the conflict goes back to your hand."],
  ["U.N.I.T. (2)", "Place it face up in your reserve, where it takes one of the reserve places. In a conflict where you defend, once all cards are revealed, you may discard any number of your time tokens: each adds +1 to the defenders' strength. Then discard U.N.I.T."],
  ["Dreamlord", "Remove up to 3 TARDIS tokens from any locations and return them to their owners. Take 2 time tokens."],
  ["Captain Jack (2)", "Discard one enemy card, face up or face down, from an attack on one of your locations. If no enemy card is left, the attack ends: its DALEK token goes back to its owner and no TARDIS token is placed."],
  ["Collecting on Debts", "Same as Captain Jack."],
  ["TARDIS (2)", "Every player, you included, takes 1 time token from the supply for each of their TARDIS tokens in play. You take 2 more."],
  ["Crack in Time (2)", "Same as TARDIS, but each player counts their DALEK tokens in play. You take 2 more."],
  ["Chameleon Arch", "Move one attack from one of your locations to an unattacked location of another player, but never to one of the attacker's own. The cards keep their face-up or face-down state and the DALEK token goes with them. The usual rules for placing an attack then apply at the new location. You place no TARDIS token."],
  ["Dalek Sec", "Repel one face-up attack on one of your locations that contains at least one Dalek-type card (Daleks, Dalek Flagship or Davros). Discard the attack's cards, return its DALEK token and place your TARDIS token on the location."],
  ["Jammy Dodger (2)", "Repel one attack on one of your locations, whether its cards are face up or face down. Discard its cards, return its DALEK token and place your TARDIS token on the location."],
  ["K-9", "Same as Jammy Dodger, but you must also discard one defender card from your hand."],
  ["Fish Fingers and Custard (2)", "Discard any number of cards from your hand, then draw one card for each card discarded, this one included."],
];
const LOCATIONS = [
  ["Stonehenge", "4", "1"],
  ["Demons Run", "4", "1"],
  ["Lake Silencio", "4", "1"],
  ["Area 52", "4", "1"],
  ["Bowie Base One", "3", "1"],
  ["Underhenge", "3", "1"],
  ["Planet One", "3", "1"],
  ["Silurian City", "3", "1"],
  ["The Byzantium", "3", "1"],
  ["Luna University", "3", "1"],
  ["Apalapucia", "3", "1"],
  ["London, 1940", "2", "2"],
  ["National Museum", "2", "2"],
  ["Venice, 1580", "2", "2"],
  ["Alfava Metraxis", "2", "2"],
  ["Cape Kennedy, 1969", "2", "2"],
  ["The House", "2", "2"],
  ["Berlin, 1938", "2", "2"],
  ["Sardicktown", "2", "2"],
  ["Androzani Major", "2", "2"],
  ["The Monastery", "2", "2"],
  ["Auvers-sur-Oise, 1890", "1", "3"],
  ["Cwmtaff", "1", "3"],
  ["The Maldovarium", "1", "3"],
  ["The Fancy", "1", "3"],
  ["The Hotel", "1", "3"],
  ["Delirium Archive", "1", "3"],
  ["Gamma Forests", "1", "3"],
];
const STARTS = [
  ["Starship UK", "5", "4"],
  ["Stormcage Containment Facility", "5", "3"],
  ["Colchester", "5", "2"],
  ["Leadworth", "5", "1"],
];

/** The reconstruction notice, shown in the summary and in the card section. */
export const RECONSTRUCTED = "The card list is our reconstruction, not the original cards: no source we "
  + "could reach gives the printed strengths, copy counts, location values or start values, so every "
  + "number here is our own, fitted to the rulebook and its worked examples.";

export default {
  id: "doctor-who",
  title: "Doctor Who",
  summary: "Three or four players play locations for victory points, defend them with the Doctor and his "
    + "companions, and send enemies to attack their neighbours’ locations. Cards you do not use are passed "
    + `on, so your opponents arm each other. When Game End comes up the final phase begins. ${RECONSTRUCTED}`,
  sections: [
    {
      id: "turn",
      title: "How a turn goes",
      content: [
        { steps: [
          "Take any number of actions, one at a time, as long as your hand never drops below 3 cards (DW-2): "
            + "play a location (take its time tokens), put defenders face down on one of your locations, attack "
            + "another player’s location with enemies face down, play a support card, put 1–2 cards into your "
            + "reserve, discard 1–2 cards for a time token each, or buy cards for 5 time tokens each.",
          "Taking a card back from your reserve is free and is not an action (DW-3).",
          "End the turn with exactly 3 cards in hand and pass them to the player on your right, then draw 2 "
            + "(DW-G1). With more cards, get down to 3 first: discarding 1 or 2 for time tokens always works. "
            + "On the table one button passes the three.",
        ] },
      ],
    },
    {
      id: "conflict",
      title: "Attacks and conflicts",
      content: [
        "An attack takes one of your DALEK tokens; its enemies lie face down on the location. A location with a "
          + "TARDIS token sends the attack away (DW-5). When defenders meet an attack, a conflict is fought at "
          + "once: every card is revealed, strengths are added, and the log shows each step (DW-7 to DW-9, DW-17). "
          + "The table shows whose DALEK token is on each location and how many cards lie face down.",
      ],
    },
    {
      id: "end",
      title: "The end and scoring",
      content: [
        "Game End’s place in the deck is known to all. When it is drawn the final phase begins: one action per "
          + "turn, no passing (DW-11, DW-12); the table shows a banner. You score your own locations with no "
          + "enemies on them and the locations you hold captured (DW-13); the end screen shows the breakdown.",
      ],
    },
    {
      id: "cards",
      title: "Card kinds and special cards",
      content: [
        RECONSTRUCTED,
        { terms: [
          ["Starting location", "Each player begins with one; the highest start value moves first (DW-1, DW-20)."],
          ["Location", "Played for its victory points (VP); you take its time tokens."],
          ["Defender", "Played face down on your own location; its strength defends it."],
          ["Enemy", "Played face down against another player’s location; enemies of one attack must be of one "
            + "type or of types that combine (DW-4, DW-15)."],
          ["Support", "Played for its effect, then discarded (some stay in the reserve, DW-19)."],
          ["Game End", "Starts the final phase when drawn (DW-11)."],
          ["Time tokens", "Paid for card effects and for buying cards; 5 buy one card."],
          ["TARDIS and DALEK tokens", "5 of each per player: a TARDIS token guards a location, a DALEK token marks "
            + "your attack."],
        ] },
        { table: { caption: "Defenders (copies)", head: ["Card", "Strength", "Text"], rows: DEFENDERS } },
        { table: { caption: "Enemies (copies)", head: ["Card", "Strength", "Type", "Text"], rows: ENEMIES } },
        { table: { caption: "Support cards (copies)", head: ["Card", "Text"], rows: SUPPORT } },
        { table: { caption: "Locations", head: ["Card", "VP", "Time tokens"], rows: LOCATIONS } },
        { table: { caption: "Starting locations", head: ["Card", "VP", "Start value"], rows: STARTS } },
      ],
    },
    {
      id: "rulings",
      title: "Our rulings",
      content: [
        "Where the printed rules are silent or unclear, the table follows these rulings (DW-1 to DW-20), "
          + "and where those are silent too, our gap rulings (DW-G1 onwards).",
        { rulings: [
          ["DW-1", "Each player gets one starting location; the highest start value moves first. With 3 players one starting location is set aside. Deal 5 cards each, except 2 to the player on the first player's right. The deck is 20 cards, then Game End, then the rest on top. Time-token supply: 30."],
          ["DW-2", "Any number of actions, one at a time, as long as the hand never drops below 3 cards (reserve cards do not count as hand). The turn ends by passing exactly 3 hand cards to the player on the right, then drawing 2. A player who cannot keep 3 may not take the action that would break it."],
          ["DW-3", "Reserve holds 2 cards (3 with Cardiff or The Face of Boe in it, 4 with both); a reserve card may be taken back into hand at any moment of your own turn (no action)."],
          ["DW-4", "Enemies attacking a location are all of one type or of types that may combine; the attacker may add cards to their own attack later (same rule). Nobody else may attack or join an attacked location; nobody attacks their own location."],
          ["DW-5", "Enemies played on a location holding a TARDIS token are discarded and the token returns to its owner; defenders on it stay face down."],
          ["DW-6", "Face-down cards: the owner may always look at their own face-down defenders and enemies; nobody else sees them until revealed."],
          ["DW-7", "A conflict happens when the active player puts defenders on an attacked location or enemies on a defended one. All its cards turn face up; reveal effects happen (River Song and Weeping Angels: +1 time token to their owner; Slitheen: attacker takes 1 from the defender if they have one); then modifiers (Madame Kovarian, Silurians, Pandorica, U.N.I.T.); then strengths are compared."],
          ["DW-8", "Defenders ≥ attack: all cards of the conflict are discarded, the DALEK token goes back, the defender puts a TARDIS token on the location."],
          ["DW-9", "Defenders < attack: Rory returns to his owner's hand, the other defenders are discarded; the attacker discards the set of their enemy cards with the greatest total strength that does not exceed the defenders' total (none if no card fits; attacker picks among equal totals). The attack stays."],
          ["DW-10", "If, at the start of your turn, all 5 of your DALEK or all 5 of your TARDIS tokens are in play, the game ends at once."],
          ["DW-11", "Game End drawn during an action: set aside, keep drawing; at the end of that turn pass 3 and draw 5. Game End drawn in the end-of-turn draw: set aside and draw up to 5. Either way the final phase starts with the next player."],
          ["DW-12", "Final phase: one action per turn, no passing, no drawing at turn end; skipping is not allowed; the game ends when the player to move can take no action."],
          ["DW-13", "Scoring: VP of your own locations with no enemies on them, plus VP of locations that carry your DALEK token. A location with Shadow Proclamation on it scores for no one. Highest total wins; equal totals share the win."],
          ["DW-14", "Empty deck: shuffle the discard pile into a new deck. Empty token supply: take tokens from players of your choice."],
          ["DW-15", "Attack legality is pairwise: every two enemy cards in one attack are of the same type or form a combining pair listed in the card list."],
          ["DW-16", "Reveal effects (River Song, Weeping Angels, Slitheen) trigger only when the card is turned face up in a conflict, not when a support card lets someone look at it."],
          ["DW-17", "Conflict order: reveal; pay reveal tokens; Silurians vs Amy; Madame Kovarian takes River Song; The Pandorica removes Rory or else a Doctor; U.N.I.T. adds strength; compare (ties go to the defenders); discard, with Rory's return or Teselecta where they apply."],
          ["DW-18", "Davros / Cyberking seize an attack that holds a Daleks / Cybermen card: the card joins that attack face up, the DALEK token is replaced; seizing is an action."],
          ["DW-19", "Cardiff and The Face of Boe stay in their owner's reserve for the rest of the game; U.N.I.T. is used in one conflict, then discarded."],
          ["DW-20", "Starting locations are never \"played\": they give no time tokens; they score their VP like any location."],
          ["DW-G1", "A turn ends with exactly three cards in hand, passed to the player on your right (giver and receiver know them): the rulebook says \"you must have no cards left in your hand\" after the pass. So the pass is legal only when the hand holds exactly 3; with more, get down to 3 by your actions — discarding 1 or 2 cards for time tokens is always one of them. The 3-card minimum (DW-2) does not hold in the final phase, where players play out their cards. An action may not take the hand below 3 counting the cards it spends (K-9 spends two)."],
          ["DW-G2", "The choices U.N.I.T. and Teselecta give are the defender's, asked so that being asked tells nobody anything. U.N.I.T. (face up in the reserve, public): once the modifiers are applied (DW-17), a defender who holds it, has time tokens and is losing is asked how many tokens to pay, 1 up to the missing strength and their tokens (paying more changes nothing), or to keep it; paying a part still raises the total the attacker's discard is measured against (DW-9). Used, it is discarded (DW-19); kept, it stays for a later conflict. Teselecta (hidden in hand or reserve): every defender who loses a conflict with defender cards in it is asked, whatever they hold, to play Teselecta (from hand or reserve) or decline, like a response window with a pass (RD-7); playing it is not an action."],
          ["DW-G3", "The attacker's discard after winning (DW-9) applies to attacks of 2 or more enemy cards and never takes the whole attack (the attack stays). When several sets (counted by card names: copies are alike) share the greatest total, the attacker picks one; with a single such set it is discarded without a question."],
          ["DW-G4", "A new attack (or a seizure) needs one of your DALEK tokens that is not in play. A won defence or a repel places a TARDIS token only if one of the five is left."],
          ["DW-G5", "Empty supply (DW-14): the taker chooses, one token at a time, which other player (with a token left) gives it; when only one player has tokens they come from that player without a question, and when nobody has any the rest is lost. Tokens owed by one effect are taken in the order they were due (TARDIS: seat order from its player), each before the effect goes on (River Song's token before Slitheen's)."],
          ["DW-G6", "Deck and discard pile both empty: nothing is drawn and play goes on."],
          ["DW-G7", "When the game ends, every enemy card still face down is turned face up (no reveal effect) so that the scoring, Shadow Proclamation included, is public."],
          ["DW-G8", "Davros / Cyberking may seize only an attack that shows a Daleks / Cybermen card face up (the seizer must be able to see it, as Dalek Sec needs). The seized attack's other face-down cards turn face up, with no reveal effect (DW-16)."],
          ["DW-G9", "Dalek Sec needs a Dalek-type card face up in the attack (Sonic Screwdriver and friends turn an attack face up)."],
          ["DW-G10", "Sonic Screwdriver, Psychic Paper and the Visual Recognition Device turn every face-down card of one attack on your location face up for everyone (their text: \"Turn face up every card of one attack\"), with no reveal effect (DW-16); a later conflict there reveals nothing new, so Weeping Angels pays its token only for a card that still lies face down. The attack must hold a face-down card."],
          ["DW-G11", "A match still going after 400 turns ends and is scored (never reached in our playouts; a guard against endless token loops in the final phase)."],
          ["DW-G12", "Silurians, Madame Kovarian and The Pandorica act in every conflict their card is part of, whether turned up now or already face up; the reveal tokens (River Song, Weeping Angels, Slitheen) come only with a real reveal (DW-16). A card The Pandorica removes is discarded and never returns (not by Rory's rule, not by Teselecta)."],
          ["DW-G13", "Enemy cards played onto a location with a TARDIS token must still form a legal attack (DW-15); they are all discarded and the token goes back (DW-5). Chameleon Arch moving an attack onto such a location does the same."],
          ["DW-G14", "Dreamlord may remove 0 to 3 TARDIS tokens; Fish Fingers and Custard may discard no other card (you draw one, for itself)."],
          ["DW-G15", "In the final phase a player can act when they hold a hand card, a reserve card (Cardiff, The Face of Boe and U.N.I.T. are not reserve cards to take) or 5 time tokens with a card left to buy (DW-12). Taking a card back from the reserve is free and is not the turn's one action (DW-3)."],
          ["DW-G16", "A card taken back from the reserve may not go into the reserve again in the same turn (otherwise a turn could loop for ever between the two)."],
          ["DW-G17", "Outside the final phase a turn always starts with 3 cards or more, so the pass of exactly 3 (DW-G1) is always reachable: no action takes a hand below 3, so every pass gives 3; a turn starts with the 3 received plus what was drawn; the one card that leaves a hand out of turn, Teselecta, brings back at least the defender it saves; and discarding 1 or 2 cards for time tokens is always an action, the supply empty or not (DW-G5). As a guard, a hand of fewer than 3 ends its turn by passing every card it holds (“End the turn” when it holds none), then draws 2; taking a reserve card back or buying would make up 3 but is never required."],
        ] },
      ],
    },
  ],
};
