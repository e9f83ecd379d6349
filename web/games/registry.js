// Table renderers by game id. A game gets a table by adding its own module here.
//
// A renderer module's default export is
//   { id,
//     status(view) -> string                  one line for the table bar ("Round 1 of 3")
//     shortStatus?(view) -> string            optional: its phone form, facts of a few
//                                              words joined by " · " (two shown, a line
//                                              each, then "Move N"); status(view) if absent
//     board(view, ctx) -> Node                everything on the table but the hand
//     hand(view, ctx) -> Node | null          the viewer's hand (null for a spectator)
//     cardLabel(cardId, catalog) -> string    a card's name for screen readers and logs
//     moveGroups?(view, ctx) -> {prompt, groups: [{key, title, moves}]}
//                                              optional, pure: groups the legal moves
//                                              (ctx.legal: [{index, move, label}]) ...
//     drawMoves?(groups, view) -> Node         ... and draws them, in place of the
//                                              generic move buttons
//     secondaryMove?(move) -> bool             optional: a card's lesser move (not primary)
//     windowOf?(view) -> {before, pass?} | null optional: the game's response window (the
//                                              seat whose turn follows, or null; the type
//                                              of its pass move, default "decline")
//     windowWords?: {...}                      optional: the window UI's words (table/words.js)
//     roundSummary?(event, view, names) -> {title, note, head, rows: [{name, cells}]}
//                                              optional: the round-end dialog's table
//     winnersText?(view, names) -> string | null   optional: the match-end headline
//     windowScope?(view) -> string | null }   optional: what a window belongs to (Redshirts: the
//                                              attempt), for "don't ask me again" while it lasts
// where ctx = {catalog, names, seats, viewer, selected, cardMoves, choosing}:
//   cardMoves: Map(card instance id -> [{index, move, label}]) for moves with a `card`;
//   choosing: {options: Set, picked: Set} while a choose-k move is picked for, else null.
// The table model (table/model.js) calls the pure parts; only board, hand and drawMoves
// build DOM nodes.
// Conventions the table view relies on (event delegation, no per-node listeners):
//   a hand card is <button data-card="<instance id>">; a control that makes a move
//   carries data-move="<index into view.legal>"; focusable nodes carry a stable data-key.
// Renderers use textContent only and know no rule beyond the legal moves in the view.
//
// A game's rules drawer is plain data in its own module (<game>-rules.js, drawn by
// web/view/drawer.js): rulesFor(gameId).

import astronaut from "./astronaut.js";
import redCliffs from "./red-cliffs.js";
import redDwarf from "./red-dwarf.js";
import doctorWho from "./doctor-who.js";
import redshirts from "./redshirts.js";
import astronautRules from "./astronaut-rules.js";
import redCliffsRules from "./red-cliffs-rules.js";
import redDwarfRules from "./red-dwarf-rules.js";
import doctorWhoRules from "./doctor-who-rules.js";
import redshirtsRules from "./redshirts-rules.js";

const RENDERERS = new Map([[astronaut.id, astronaut], [redCliffs.id, redCliffs], [redDwarf.id, redDwarf], [doctorWho.id, doctorWho],
  [redshirts.id, redshirts]]);

/** The renderer for `gameId`, or null when the game has no table yet. */
export function rendererFor(gameId) {
  return RENDERERS.get(gameId) ?? null;
}

const RULES = new Map([
  [astronautRules.id, astronautRules], [redCliffsRules.id, redCliffsRules], [redDwarfRules.id, redDwarfRules],
  [doctorWhoRules.id, doctorWhoRules], [redshirtsRules.id, redshirtsRules],
]);

/** The rules drawer's data for `gameId`, or null. */
export function rulesFor(gameId) {
  return RULES.get(gameId) ?? null;
}
