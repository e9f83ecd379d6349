// Card face specs by game id (pure): faceFor(gameId, card, catalog) is the face of a card
// instance ("red-7#2") or id from the game's catalog (the engine's catalog op, built from
// cards/<game>.toml). The renderers use their own game's module directly; this map serves
// the tests and anything that shows any game's cards (a replay, a details panel).

import { cardDef } from "../view/text.js";
import { faceSpec as astronaut } from "./astronaut-faces.js";
import { faceSpec as redCliffs } from "./red-cliffs-faces.js";
import { faceSpec as redDwarf } from "./red-dwarf-faces.js";
import { faceSpec as doctorWho } from "./doctor-who-faces.js";
import { faceSpec as redshirts } from "./redshirts-faces.js";

export const FACE_SPECS = new Map([
  ["astronaut", astronaut], ["red-cliffs", redCliffs], ["red-dwarf", redDwarf], ["doctor-who", doctorWho],
  ["redshirts", redshirts],
]);

/** The face spec of `card` in `gameId` (null for a game with no faces). */
export function faceFor(gameId, card, catalog) {
  const build = FACE_SPECS.get(gameId);
  return build ? build(cardDef(card, catalog)) : null;
}
