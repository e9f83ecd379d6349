// Where each game's moves are made on the board (table/targets.js): per game, a small
// mapping from a legal move's fields to the cards picked first and the board nodes
// tapped to finish it, named by the data attributes the renderers already draw
// (data-zone, data-seat, data-face, data-card). It reads the move's JSON only (and, for
// a seat a move names only in its label, the label's "{n}"): no rule. A move it does not
// place (null) stays a button in the list: End turn, Pass, Deal, a count to buy…
//
// mapping({move, label}, {view, viewer}) -> {cards?: [ids], targets?: [keys]} | null

import { targetKey } from "../table/targets.js";

const zone = (name) => targetKey("zone", name);
const seat = (n) => targetKey("seat", n);
const face = (card) => targetKey("face", card);

/** The seat a label names as "{n}" (a move that hands something to a player), or null. */
function seatInLabel(label) {
  const found = /\{(\d+)\}/.exec(label ?? "");
  return found ? Number(found[1]) : null;
}

function astronaut({ move, label }, { viewer }) {
  switch (move.type) {
    case "play": return { cards: [move.card], targets: [zone(`row:${viewer}`)] };
    case "discard": return { cards: [move.card], targets: [zone("discard")] };
    case "give": {
      const to = seatInLabel(label);
      return to === null ? null : { cards: [move.card], targets: [seat(to)] };
    }
    case "draw": return { targets: [zone(move.from)] };
    default: return null;
  }
}

function redCliffs({ move }, { viewer }) {
  const pile = Number.isInteger(move.pile) ? zone(`pile:${move.pile}`) : null;
  switch (move.type) {
    case "draw": return { targets: [zone("deck")] };
    case "set": return { cards: move.cards, targets: [pile ?? zone(`prizes:${viewer}`)] };
    case "claim": return { cards: move.cards, targets: [pile] };
    case "lay": case "place": return { cards: [move.card], targets: [pile] };
    case "discard": return { cards: [move.card], targets: [zone("discard")] };
    case "keep": case "return": return { targets: [face(move.card)] };
    case "swap": return { cards: [move.mine], targets: [face(move.theirs)] };
    case "purple": return { targets: [seat(move.victim)] };
    case "shuffle": return { targets: [zone(move.zone)] };
    default: return null;
  }
}

function redDwarf({ move }, { view }) {
  const pub = view.public ?? {};
  const castCard = (cast) => pub.cast?.find((member) => member.cast === cast)?.card;
  const missionCard = (slot) => pub.missions?.find((mission) => mission.slot === slot)?.card;
  const answered = () => {
    const chain = pub.chain ?? [];
    const at = Number.isInteger(pub.responding_to) ? pub.responding_to : chain.length - 1;
    return chain[at]?.card;
  };
  switch (move.type) {
    case "draw": return { targets: [zone(move.from)] };
    case "task": case "focus": case "distract": return { cards: [move.card], targets: [face(castCard(move.cast))] };
    case "episode": return { cards: [move.card], targets: move.cast.map((cast) => face(castCard(cast))) };
    case "travel":
      return { cards: [move.card, move.bonus].filter(Boolean), targets: [face(missionCard(move.mission))] };
    case "trouble": case "smeg_off": return { cards: [move.card], targets: [face(answered())] };
    case "discard": return { targets: [zone("pod")] }; // a choose-k template: the cards go to the garbage pod
    default: return null;
  }
}

function doctorWho({ move }, { viewer }) {
  switch (move.type) {
    case "location": return { cards: [move.card], targets: [zone(`locs:${viewer}`)] };
    case "defend": case "attack": return { cards: move.cards, targets: [face(move.loc)] };
    case "seize": return { cards: [move.card], targets: [face(move.loc)] };
    case "take": case "teselecta": return { cards: [move.card] };
    case "reserve": return { targets: [zone(`reserve:${viewer}`)] }; // a choose-k template of hand cards
    case "token_from": return { targets: [seat(move.seat)] };
    case "support": {
      if (Object.values(move).some((value) => value && typeof value === "object" && !Array.isArray(value))) return null; // a choice inside: the list
      const cards = [move.card, move.extra].filter((card) => typeof card === "string");
      const targets = typeof move.target === "string" ? [face(move.target)]
        : [move.loc, move.to].filter((loc) => typeof loc === "string").map(face);
      return { cards, targets };
    }
    default: return null;
  }
}

function redshirts({ move }, { viewer }) {
  switch (move.type) {
    case "equip": return { cards: [move.card], targets: [face(move.rs)] };
    case "location": return { cards: [move.card], targets: [zone(`team:${move.team}`)] };
    case "assign": return { cards: [move.card], targets: [zone(`mission:${move.to}`)] };
    case "event": return { cards: [move.card] };
    case "attempt": return { cards: [move.rs], targets: [zone(`mission:${viewer}`)] };
    case "ability": case "ready_room": return { cards: [move.rs] };
    case "pick":
      if (typeof move.rs === "string") return { targets: [face(move.rs)] };
      if (typeof move.card === "string") return { targets: [face(move.card)] };
      return Number.isInteger(move.seat) ? { targets: [seat(move.seat)] } : null;
    // choose-k templates: the picked cards go to their discard pile
    case "ready_discard": case "discard": return { targets: [zone("log_discard")] };
    case "discard_redshirts": return { targets: [zone("rs_discard")] };
    default: return null;
  }
}

export const BOARD_TARGETS = new Map([
  ["astronaut", astronaut], ["red-cliffs", redCliffs], ["red-dwarf", redDwarf], ["doctor-who", doctorWho],
  ["redshirts", redshirts],
]);
