// Hand-made engine views (the shape bridge.py's "view" returns) and table facts for the
// pure table model's tests. Only what the model and the renderers' pure parts read.

export const ASTRONAUT_CATALOG = {
  "stage-1": { id: "stage-1", name: "Countdown", kind: "stage", stage: 1 },
  "stage-2": { id: "stage-2", name: "Lift-off", kind: "stage", stage: 2 },
  "stage-7": { id: "stage-7", name: "Landing on the Moon", kind: "stage", stage: 7 },
  ill: { id: "ill", name: "ILL", kind: "ill" },
  sub: { id: "sub", name: "SUB", kind: "sub" },
};

export const RC_CATALOG = {
  "red-1": { id: "red-1", name: "Red 1", kind: "number", colour: "red", value: 1 },
  "green-0": { id: "green-0", name: "Green 0", kind: "number", colour: "green", value: 0 },
  "green-1": { id: "green-1", name: "Green 1", kind: "number", colour: "green", value: 1 },
  joker: { id: "joker", name: "Joker", kind: "joker", colour: "black" },
  "angel-red": { id: "angel-red", name: "Red Angel", kind: "angel", colour: "red" },
};

/** Table facts: `kinds` per seat ("human" here, "bot", "remote"). */
export function facts(gameId, kinds, { names = ["Alex", "Robbie", "Cy", "Dee"], catalog, sureDecline = true, alwaysAsk = false } = {}) {
  const seatNames = names.slice(0, kinds.length);
  return {
    gameId, title: gameId === "astronaut" ? "Astronaut" : "The Battle of Red Cliffs",
    names: seatNames, kinds, seats: kinds.map((kind, seat) => ({ name: seatNames[seat], kind })),
    catalog: catalog ?? (gameId === "astronaut" ? ASTRONAUT_CATALOG : RC_CATALOG), sureDecline, alwaysAsk,
  };
}

export const UI = { viewer: 0, selected: null, pause: null, playing: false, hint: "", choose: null };

/** An Astronaut view for `seat` (null: a spectator) with `legal` moves and `toMove`. */
export function astronautView({ seat = 0, toMove = [0], legal = [], hand = ["ill#1", "stage-7#1", "stage-2#1", "sub#1"], over = false } = {}) {
  return {
    game: "astronaut", seat, players: 2, move_count: 12, to_move: over ? [] : toMove, is_over: over,
    result: { scores: [3, 5], winners: over ? [1] : [] },
    zones: {
      pack: { count: 30, cards: null },
      discard: { count: 1, cards: ["stage-1#1"] },
      "hand:0": { count: hand.length, cards: seat === 0 ? hand : null },
      "hand:1": { count: 4, cards: seat === 1 ? ["stage-1#2"] : null },
    },
    public: { round: 1, rounds: 3, dealer: 1, phase: "draw", scores: [3, 5], round_scores: over ? [[3, 5]] : [],
      next_stage: [1, 1], round_points: [0, 0], quiet_turns: 0, quiet_limit: 60 },
    legal, log: [{ type: "draw", text: "{1} draws a card." }], log_start: 0, undo_seat: null,
  };
}

/** A Red Cliffs view; `claim` {before, waiting} makes it a claim window. */
export function redCliffsView({ seat = 0, toMove = [0], legal = [], phase = "act", claim = null, players = 3 } = {}) {
  const prize = { same: 0, colour: 0, mixed: 0, sequence: 0, total: 0 };
  return {
    game: "red-cliffs", seat, players, move_count: 40, to_move: toMove, is_over: false,
    result: { scores: Array(players).fill(0), winners: [] },
    zones: {
      deck: { count: 20, cards: null }, "pile:0": { count: 1, cards: ["red-1#1"] }, "pile:1": { count: 0, cards: [] },
      [`hand:${seat ?? 0}`]: { count: 3, cards: seat === null ? null : ["green-0#2", "green-1#1", "joker#9"] },
    },
    public: {
      round: 1, first: 0, current: 0, phase, actions_left: 2, team_size: 1, teams: [[0], [1], [2]].slice(0, players),
      team_of: [0, 1, 2].slice(0, players), team_totals: Array(players).fill(0), target: 1,
      scores: Array(players).fill(0), round_scores: [], prize_scores: Array(players).fill(prize), claim,
      setter: null, by_claim: false, final_turns: false,
    },
    legal, log: [], log_start: 0, undo_seat: null,
  };
}
