// Which cards fly where after a draw (pure: no DOM; view/motion.js measures and animates).
//
// planFlights({before, after, limit}) with before / after = {view, cards, zones}:
//   view: the engine's view drawn then (zones with counts and the cards the seat may see);
//   cards: Map(card instance id -> {box, place}) of the card nodes on screen (place: the
//     node's nearest data-zone or the hand); zones: Map(zone name -> box) on screen.
// Returns [{kind, card, from, to}] (boxes {left, top, width, height}), at most `limit`:
//   "move"    a card on screen both times, in another place: from its old box to its new;
//   "appear"  a card new on screen (drawn, turned up): from the zone it came from (the
//             view said where, or the zone that lost a card) to its box;
//   "vanish"  a card gone from the screen into a hidden place (another's hand, face down):
//             from its old box to the zone that gained it;
//   "hidden"  cards that moved between hidden places (a bot draws): one back from the zone
//             that lost cards to the one that gained them.
// Each flight accounts for one card of the zones' counts, so a draw is one flight, not two.

const NEAR = 4; // px: a card that moved less than this did not move

/** Card id -> the zone that lists it (the first, for a card listed twice). */
function zoneIndex(view) {
  const index = new Map();
  for (const [name, zone] of Object.entries(view?.zones ?? {})) {
    for (const card of zone.cards ?? []) {
      if (card !== null && card !== undefined && !index.has(card)) index.set(card, name);
    }
  }
  return index;
}

function far(a, b) {
  return Math.abs(a.left - b.left) > NEAR || Math.abs(a.top - b.top) > NEAR;
}

/** What each zone gained (+) or lost (−) between the two views. */
function deltas(before, after) {
  const delta = new Map();
  const names = new Set([...Object.keys(before?.zones ?? {}), ...Object.keys(after?.zones ?? {})]);
  for (const name of names) {
    const d = (after?.zones?.[name]?.count ?? 0) - (before?.zones?.[name]?.count ?? 0);
    if (d !== 0) delta.set(name, d);
  }
  return delta;
}

/** The flights from the table before a draw to the table after it. */
export function planFlights({ before, after, limit = 8 }) {
  const flights = [];
  const was = zoneIndex(before.view);
  const now = zoneIndex(after.view);
  const delta = deltas(before.view, after.view);
  const account = (from, to) => {
    if (from !== undefined && from !== null && delta.has(from)) delta.set(from, delta.get(from) + 1);
    if (to !== undefined && to !== null && delta.has(to)) delta.set(to, delta.get(to) - 1);
  };
  /** A zone that lost a card (and is on screen in `boxes`), other than `not`. */
  const lost = (boxes, not) => [...delta].find(([name, d]) => d < 0 && name !== not && boxes.has(name))?.[0];
  const gained = (boxes, not) => [...delta].find(([name, d]) => d > 0 && name !== not && boxes.has(name))?.[0];
  const push = (flight) => {
    if (flight.from && flight.to && flights.length < limit) flights.push(flight);
  };

  for (const [id, card] of after.cards) {
    const old = before.cards.get(id);
    if (!old) continue;
    if (was.get(id) !== now.get(id)) account(was.get(id), now.get(id));
    if (old.place !== card.place && far(old.box, card.box)) push({ kind: "move", card: id, from: old.box, to: card.box });
  }
  for (const [id, card] of after.cards) {
    if (before.cards.has(id)) continue;
    const to = now.get(id);
    let from = was.get(id);
    if (from !== undefined && from === to) continue; // on the table all along, newly drawn (a list opened)
    if (from === undefined || !before.zones.has(from)) from = lost(before.zones, to) ?? from;
    account(from, to);
    push({ kind: "appear", card: id, from: before.zones.get(from), to: card.box });
  }
  for (const [id, card] of before.cards) {
    if (after.cards.has(id)) continue;
    const from = was.get(id);
    let to = now.get(id);
    if (to !== undefined && to === from) continue; // still there, no longer drawn
    if (to === undefined || !after.zones.has(to)) to = gained(after.zones, from) ?? to;
    account(from, to);
    push({ kind: "vanish", card: id, from: card.box, to: after.zones.get(to) });
  }
  // what is left moved between hidden places: one back per pair of zones
  for (const source of [...delta.keys()]) {
    if (!before.zones.has(source)) continue;
    while (delta.get(source) < 0) {
      const target = gained(after.zones, source);
      if (target === undefined) break;
      const n = Math.min(-delta.get(source), delta.get(target));
      delta.set(source, delta.get(source) + n);
      delta.set(target, delta.get(target) - n);
      push({ kind: "hidden", card: null, from: before.zones.get(source), to: after.zones.get(target) });
    }
  }
  return flights;
}
