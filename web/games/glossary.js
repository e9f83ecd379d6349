// Words a game's rulebook uses without explaining them, with a one-line gloss each: the
// rules drawer lists them ("Words at this table"), and the log, the "what just happened"
// list and a replay's log mark them (hover, or tap, shows the gloss; view/gloss.js).

const GLOSSARY = {
  "red-dwarf": [
    ["Silicon Heaven", "Where used travel cards go: out of the match for good, never shuffled back."],
    ["zed shift", "Drawing the top card of the garbage pod (a travel or a task) instead of from the laundry list."],
    ["laundry list", "The draw pile."],
    ["garbage pod", "The discard pile, face up; shuffled into a new laundry list when that runs out."],
    ["stasis booth", "Your scored missions and bonus points: 11 plot points wins."],
    ["the BBC", "The row of episodes, with Holly, that both players may use."],
    ["Re-Cyc", "The green cards (Trouble, Bonus Points, Focus, Distract, Smeg Off): play one and draw one at once."],
    ["plot points", "The score: 11 or more wins."],
  ],
  redshirts: [
    ["Zapped", "Turned sideways: used until the start of its owner's next turn."],
    ["Away Team", "Your Redshirts in play: the first to end a turn with none left wins."],
    ["Ready Room", "Zap a Redshirt to discard any number of cards and draw as many (once a turn)."],
    ["Commander's Log", "The deck of equipment, locations, events and missions you draw from."],
  ],
  "doctor-who": [
    ["time tokens", "The currency: discard cards to get them, spend them to buy cards."],
    ["reserve", "Up to two cards kept beside your play area, out of your hand, for later turns."],
  ],
  astronaut: [
    ["SUB", "A substitute stage card: it stands in for any stage from 2 to 6."],
    ["RES. A", "A reserve astronaut: it stands in for stage 1, the Astronaut."],
  ],
  "red-cliffs": [],
};

/** The glossary of `gameId`: [[term, gloss], ...] (empty when it has none). */
export function glossaryFor(gameId) {
  return GLOSSARY[gameId] ?? [];
}

/**
 * `text` cut where the game's terms occur (pure): [string | {term, gloss}], each term
 * once per text (its first occurrence), matched as a whole word, case-insensitively.
 */
export function glossPieces(text, gameId) {
  const terms = glossaryFor(gameId);
  if (!terms.length) return [text];
  const escaped = terms.map(([term]) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\w-])(${escaped.join("|")})(?![\\w-])`, "gi");
  const pieces = [];
  const used = new Set();
  let last = 0;
  for (const match of String(text).matchAll(pattern)) {
    const entry = terms.find(([term]) => term.toLowerCase() === match[0].toLowerCase());
    if (!entry || used.has(entry[0])) continue;
    used.add(entry[0]);
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ term: match[0], gloss: entry[1] });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
