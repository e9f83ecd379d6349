// Play on the board (pure: no DOM). Every legal move is read, through a game's small
// mapping (games/board-targets.js), as the things a player touches to make it: the cards
// picked first (a hand card, a Redshirt, an episode in the BBC…) and the targets tapped
// (or dropped on) to finish it (a row, a pile, a seat, a location, a cast member…). A
// target is a key "attr=value" naming a board node by one data attribute
// (`[data-attr="value"]`, e.g. "zone=discard", "seat=1", "face=rs-crew-dana#1"). Moves
// the mapping does not place (End turn, Pass…) stay buttons. The UI knows no rule beyond
// the legal moves: a move is played only when the touches name exactly one legal move.
//
// A play: {index, label, move, cards: [ids], targets: [keys], template: null | {field,
// from, min, max}} — a choose-k template (table/choose.js) picks its cards among `from`.
// A pick: {cards: [ids], targets: [keys]}: what has been touched so far.

import { choiceOf } from "./choose.js";

/** The plays of `view.legal` for `mapping` (move entry, facts) -> {cards?, targets?} | null. */
export function playsOf(view, mapping, facts) {
  if (!mapping) return [];
  const plays = [];
  for (const [index, entry] of (view?.legal ?? []).entries()) {
    let parts = null;
    try {
      parts = mapping(entry, { view, ...facts });
    } catch {
      parts = null; // a move shape the mapping does not know stays a button
    }
    if (!parts) continue;
    const template = choiceOf(entry.move);
    const cards = (parts.cards ?? []).filter((card) => typeof card === "string");
    const targets = (parts.targets ?? []).filter((key) => typeof key === "string");
    if (!cards.length && !targets.length && !template) continue;
    plays.push({ index, label: entry.label, move: entry.move, cards, targets, template });
  }
  return plays;
}

/** The target key of a node attribute: key("zone", "discard") -> "zone=discard". */
export function targetKey(attr, value) {
  return `${attr}=${value}`;
}

/** ["zone", "discard"] from "zone=discard" (the value may hold "=" and ":"). */
export function splitKey(key) {
  const at = key.indexOf("=");
  return at < 0 ? [key, ""] : [key.slice(0, at), key.slice(at + 1)];
}

function within(small, big) {
  return small.every((item) => big.includes(item));
}

function sameSet(a, b) {
  return a.length === b.length && within(a, b);
}

/**
 * `cards` fit `play`: every picked card is one of its cards (a template: one of its
 * options, at most its maximum); `complete`: they are all it needs (a template: at least
 * its minimum, and at least one card).
 */
export function fitsCards(play, cards, complete = false) {
  if (play.template) {
    const { from, min, max } = play.template;
    if (!within(cards, from) || cards.length > max) return false;
    return complete ? cards.length >= Math.max(min, 1) : true;
  }
  return complete ? sameSet(play.cards, cards) : within(cards, play.cards);
}

function pickOf(pick) {
  return { cards: pick?.cards ?? [], targets: pick?.targets ?? [] };
}

/** The plays still open after `pick`: its cards fit (not necessarily all) and its targets are theirs. */
export function openPlays(plays, pick) {
  const { cards, targets } = pickOf(pick);
  return plays.filter((play) => fitsCards(play, cards) && within(targets, play.targets)
    && (cards.length > 0 || !play.template));
}

/** Every card some play starts from: the cards a player may pick. */
export function sourcesOf(plays) {
  const cards = new Set();
  for (const play of plays) {
    for (const card of play.cards) cards.add(card);
    if (play.template && play.targets.length) for (const card of play.template.from) cards.add(card);
  }
  return cards;
}

/**
 * What glows for `pick` (null: nothing picked): {targets, joins, actions, sources} as Sets.
 * Nothing picked: `actions`, the targets that are a move by themselves (a pile to draw
 * from, a Redshirt an effect asks for), and `sources`, the cards with moves. Picked:
 * `targets`, where the picked cards may go now, and `joins`, the cards that may join them.
 */
export function glowOf(plays, pick) {
  const { cards, targets } = pickOf(pick);
  const out = { targets: new Set(), joins: new Set(), actions: new Set(), sources: new Set() };
  if (!cards.length && !targets.length) {
    for (const play of plays) {
      if (!play.cards.length && !play.template) for (const key of play.targets) out.actions.add(key);
    }
    out.sources = sourcesOf(plays);
    return out;
  }
  for (const play of openPlays(plays, pick)) {
    if (fitsCards(play, cards, true)) {
      for (const key of play.targets) if (!targets.includes(key)) out.targets.add(key);
    }
    const more = play.template
      ? (cards.length < play.template.max ? play.template.from : [])
      : play.cards;
    for (const card of more) if (!cards.includes(card)) out.joins.add(card);
  }
  return out;
}

/** The moves a pick may still become, in the order of the legal moves (the card's "ways"). */
export function waysOf(plays, pick) {
  return openPlays(plays, pick);
}

/**
 * A card is tapped (or picked up) with `pick` in hand. Returns {pick} (the new pick, or
 * null when the last picked card was put back) or {refused: "no-move"} when the card
 * starts no play and joins none.
 */
export function tapCard(plays, pick, card) {
  const { cards, targets } = pickOf(pick);
  if (cards.includes(card)) {
    const rest = cards.filter((c) => c !== card);
    return { pick: rest.length ? { cards: rest, targets: [] } : null };
  }
  if (cards.length && openPlays(plays, { cards: [...cards, card], targets }).length) {
    return { pick: { cards: [...cards, card], targets } };
  }
  if (openPlays(plays, { cards: [card], targets: [] }).length) return { pick: { cards: [card], targets: [] } };
  return { refused: "no-move" };
}

/**
 * A target is tapped (or a card dropped on it) with `pick` (null: nothing picked).
 * Returns one of
 *   {play}             exactly one move is made by these touches: play it
 *   {choices, pick}    several moves are made by them (with or without a Bonus card…): the
 *                      player chooses one (`pick` keeps the touches for more targets)
 *   {pick}             a move needs more targets: the pick goes on
 *   {refused}          "not-here": the target is no place for the picked cards
 * A template's play comes with its `picks` (the picked cards, in their order).
 */
export function tapTarget(plays, pick, key) {
  const { cards, targets } = pickOf(pick);
  const wanted = targets.includes(key) ? targets : [...targets, key];
  const open = plays.filter((play) => fitsCards(play, cards, true) && within(wanted, play.targets)
    && (cards.length > 0 ? true : !play.cards.length && !play.template));
  if (!open.length) return { refused: "not-here" };
  const full = open.filter((play) => sameSet(play.targets, wanted));
  const next = { cards, targets: wanted };
  if (full.length === 1 && open.length === 1) return { play: full[0], picks: cards };
  if (full.length) return { choices: full.map((play) => play.index), pick: next };
  return { pick: next };
}

/** The one play that plays every one of `cards` with no target (a card whose only way is itself), or null. */
export function plainPlays(plays, cards) {
  return plays.filter((play) => !play.targets.length && fitsCards(play, cards, true));
}
