// The pure table model (web/table/model.js): what the table says and offers in each
// situation, without a browser. Run: node --test --experimental-default-type=module tests/web/
import { test } from "node:test";
import assert from "node:assert/strict";

import astronaut from "../../web/games/astronaut.js";
import redCliffs from "../../web/games/red-cliffs.js";
import redDwarf from "../../web/games/red-dwarf.js";
import { handoverModel, matchEndModel, roundSummaryModel, sortMoves, tableModel } from "../../web/table/model.js";
import { WINDOW_WORDS } from "../../web/table/words.js";
import { UI, astronautView, facts, redCliffsView } from "./fixtures.js";

const DRAWS = [
  { move: { type: "draw", from: "pack" }, label: "Draw from the pack" },
  { move: { type: "draw", from: "discard" }, label: "Take Countdown from the discard pile" },
];
const CARD_MOVES = [
  { move: { type: "play", card: "stage-2#1" }, label: "Play Lift-off as stage 2" },
  { move: { type: "discard", card: "stage-2#1" }, label: "Discard Lift-off" },
  { move: { type: "discard", card: "ill#1" }, label: "Discard ILL" },
];
const SOLO = facts("astronaut", ["human", "bot"]);
const model = (view, ui = {}, renderer = astronaut, table = SOLO) =>
  tableModel({ view, ui: { ...UI, ...ui }, renderer, table });

// A generic game: no window words, no groups (what a new game gets for free).
const plain = { id: "plain", status: () => "Plain", cardLabel: (card) => String(card).split("#")[0] };

test("my turn: the turn line names me, the prompt and the move buttons offer my moves", () => {
  const m = model(astronautView({ legal: DRAWS }));
  assert.equal(m.turn, "Your turn, Alex");
  assert.equal(m.turnMine, true);
  assert.equal(m.prompt, "Choose a move.");
  assert.deepEqual(m.moves.map((move) => [move.index, move.label, move.primary]),
    [[0, "Draw from the pack", true], [1, "Take Countdown from the discard pile", true]]);
  assert.equal(m.handTitle, "Your hand, Alex");
  assert.equal(m.status, "Round 1 of 3");
  assert.equal(m.log[0].text, "Robbie draws a card.");
});

test("my turn with card moves: the prompt names the usable cards, never only a highlight", () => {
  const m = model(astronautView({ legal: [...DRAWS, ...CARD_MOVES] }));
  assert.equal(m.prompt, "Choose a move, or a card from your hand: Lift-off (stage 2) or ILL card.");
  assert.deepEqual([...m.ctx.cardMoves.keys()], ["stage-2#1", "ill#1"]);
  assert.equal(m.moves.length, 2, "card moves wait for their card to be selected");
  const all = model(astronautView({ legal: CARD_MOVES, hand: ["stage-2#1", "ill#1"] }));
  assert.equal(all.prompt, "Choose a card from your hand: any of them.");
});

test("a bot's turn: the turn line says the bot plays, the prompt waits, nothing is offered", () => {
  const m = model(astronautView({ toMove: [1] }));
  assert.equal(m.turn, "Robbie (bot) is playing…");
  assert.equal(m.prompt, "Waiting for Robbie…");
  assert.equal(m.turnMine, false);
  assert.deepEqual(m.moves, []);
});

test("another device's turn and a human's turn at this device", () => {
  const remote = model(astronautView({ toMove: [1] }), {}, astronaut, facts("astronaut", ["human", "remote"]));
  assert.equal(remote.turn, "Robbie to move (on their device)");
  const hotseat = model(astronautView({ seat: null, toMove: [1] }), { viewer: null }, astronaut,
    facts("astronaut", ["human", "human"], { names: ["Ann", "Ben"] }));
  assert.equal(hotseat.turn, "Ben to move");
  assert.equal(hotseat.handTitle, "");
});

test("a human's move on its way: no moves, the prompt says so", () => {
  const m = model(astronautView({ legal: DRAWS }), { playing: true });
  assert.equal(m.turnMine, false);
  assert.deepEqual(m.moves, []);
  assert.equal(m.prompt, "Playing your move…");
});

test("waiting for a window: the asked seats are named, in the game's words or the generic ones", () => {
  const view = redCliffsView({ toMove: [1, 2], phase: "claim", claim: { before: 1, waiting: [1, 2] } });
  const table = facts("red-cliffs", ["human", "bot", "bot"]);
  const m = model(view, {}, redCliffs, table);
  assert.equal(m.turn, "Waiting for answers: Robbie, Cy");
  assert.equal(m.prompt, "Waiting for Robbie, Cy to answer…");
  const generic = model({ ...view, public: {} }, {}, plain, table);
  assert.equal(generic.turn, "Waiting for answers: Robbie, Cy", "several seats to move make a window anywhere");
});

test("my answer in a window: the game's question; a sure pass answers itself, in its words", () => {
  const decline = [{ move: { type: "decline" }, label: "Decline" }];
  const view = redCliffsView({ toMove: [0, 1], phase: "claim", claim: { before: 1, waiting: [0, 1] }, legal: decline });
  const m = model(view, {}, redCliffs, facts("red-cliffs", ["human", "bot", "bot"]));
  assert.equal(m.turn, "Your answer, Alex: any claim?");
  assert.deepEqual(m.note, { text: "You cannot claim now: this answers itself in a moment.", alwaysAsk: false });
  assert.deepEqual(m.groups.map((group) => group.key), ["decline"]);
  const asked = model(view, {}, redCliffs, facts("red-cliffs", ["human", "bot", "bot"], { sureDecline: false, alwaysAsk: true }));
  assert.deepEqual(asked.note, { text: null, alwaysAsk: true });
  const generic = model({ ...view, public: {} }, {}, plain, facts("plain", ["human", "bot", "bot"]));
  assert.equal(generic.turn, "Your answer, Alex: respond?");
  assert.equal(generic.note, null, "no grouped moves: the prompt says it instead");
  assert.equal(generic.prompt, WINDOW_WORDS.sure);
});

test("several humans at one device in a window: one panel, a button each, in the game's words", () => {
  const view = redCliffsView({ seat: null, toMove: [1, 2, 3], players: 4, claim: { before: 0, waiting: [1, 2, 3] } });
  const table = facts("red-cliffs", ["human", "human", "human", "bot"], { names: ["Ann", "Ben", "Cy", "Robbie"] });
  const m = model(view, { viewer: null, pause: "responders" }, redCliffs, table);
  assert.equal(m.turn, "Any claims before Ann’s turn?");
  assert.equal(m.prompt, "Any claims before Ann’s turn? Whoever has one takes the device to choose it.");
  assert.deepEqual(m.panel, {
    responders: [{ seat: 1, label: "Ben has a claim" }, { seat: 2, label: "Cy has a claim" }],
    none: "No claims", others: "Also still to answer: Robbie.", handBack: null,
  });
  assert.deepEqual(m.moves, []);
  const generic = model({ ...view, to_move: [1], public: {} }, { viewer: null, pause: "responders" }, plain, table);
  assert.equal(generic.turn, "Anyone responding?");
  assert.deepEqual(generic.panel, { responders: [{ seat: 1, label: "Ben responds" }], none: "No response (Ben)", others: null, handBack: null });
});

test("a hand-over: every hand hidden, the next player named", () => {
  const view = astronautView({ seat: null, toMove: [1] });
  const h = handoverModel(view, 1, astronaut, facts("astronaut", ["human", "human"], { names: ["Ann", "Ben"] }));
  assert.deepEqual(h, { gameId: "astronaut", title: "Astronaut", status: "Round 1 of 3", statusShort: "Round 1 of 3", moveCount: 12,
    turn: "Ben to move", heading: "Pass the device to Ben", button: "I am Ben", handBack: null });
});

test("the bar's facts on a phone: a short form of a few words a fact, else the status (issue 19)", () => {
  const view = astronautView();
  const bar = (v, renderer = astronaut) => handoverModel(v, 1, renderer, facts(v.game, ["human", "human"]));
  assert.equal(bar(view).statusShort, "Round 1 of 3");
  const quiet = (n) => bar({ ...view, public: { ...view.public, quiet_turns: n } });
  assert.equal(quiet(2).status, "Round 1 of 3 · no new stage for 2 of 60 turns");
  assert.equal(quiet(2).statusShort, "Round 1 of 3", "the move count says more, until half the limit has gone");
  assert.equal(quiet(30).statusShort, "Round 1 of 3 · no stage 30/60");
  const cliffs = redCliffsView();
  assert.equal(bar(cliffs, redCliffs).statusShort, redCliffs.status(cliffs), "no short form: the status");
});

test("hot-seat Undo: never on a screen without a hand; the last mover takes the device back for it (issue 18 item 12)", () => {
  const hot = { ...facts("astronaut", ["human", "human"], { names: ["Ann", "Ben"] }), undoHere: true };
  // Ann moved last and may take it back; the screen passes the device to Ben
  const view = { ...astronautView({ seat: null, toMove: [1] }), undo_seat: 0 };
  const h = handoverModel(view, 1, astronaut, hot);
  assert.deepEqual(h.handBack, { seat: 0, label: "I am Ann: take back my move" });
  assert.equal(handoverModel(view, 0, astronaut, hot).handBack, null, "Ann takes the device anyway");
  assert.equal(handoverModel(view, 1, astronaut, { ...hot, undoHere: false }).handBack, null, "not across devices");
  assert.equal(handoverModel({ ...view, undo_seat: null }, 1, astronaut, hot).handBack, null);
  // Ann holds the device again: her table, nothing to play, a button that passes it on
  const back = model({ ...astronautView({ seat: 0, toMove: [1] }), undo_seat: 0 }, { viewer: 0, pause: "handback" }, astronaut, hot);
  assert.equal(back.turn, "Ann: take back your move?");
  assert.deepEqual(back.moves, []);
  assert.deepEqual(back.handOn, { label: "Pass the device on" });
  assert.match(back.prompt, /Undo/);
  // the "Anyone responding?" screen offers the same, unless the last mover is asked there anyway
  const win = { ...redCliffsView({ seat: null, toMove: [1, 2], players: 3, claim: { before: 0, waiting: [1, 2] } }), undo_seat: 0 };
  const three = { ...facts("red-cliffs", ["human", "human", "human"], { names: ["Ann", "Ben", "Cy"] }), undoHere: true };
  assert.deepEqual(model(win, { viewer: null, pause: "responders" }, redCliffs, three).panel.handBack,
    { seat: 0, label: "I am Ann: take back my move" });
  assert.equal(model({ ...win, undo_seat: 1 }, { viewer: null, pause: "responders" }, redCliffs, three).panel.handBack, null);
});

test("the round and the match over: the turn line says so, nothing is offered", () => {
  const round = model(astronautView({ legal: DRAWS }), { pause: "round" });
  assert.equal(round.turn, "The round is over");
  assert.equal(round.prompt, "");
  assert.deepEqual(round.moves, []);
  const view = astronautView({ over: true });
  const over = model(view);
  assert.equal(over.turn, "The match is over");
  assert.equal(over.over, true);
  assert.equal(over.prompt, "");
  const end = matchEndModel(view, astronaut, SOLO.names);
  assert.equal(end.winnersText, "Winner: Robbie");
  assert.deepEqual(end.rows, [{ name: "Alex", scores: [3], total: 3, winner: false },
    { name: "Robbie", scores: [5], total: 5, winner: true }]);
  const summary = roundSummaryModel({ type: "round_end", round: 1, scores: [3, 5], totals: [3, 5], lander: 1 },
    view, plain, SOLO.names);
  assert.deepEqual(summary.rows[1], { name: "Robbie", cells: [5, 5] });
  assert.match(roundSummaryModel({ round: 1, scores: [3, 5], totals: [3, 5], lander: 1, breakdown: [] },
    view, astronaut, SOLO.names).note, /Robbie landed on the Moon/);
});

test("a card selected: its moves and Back; a discard is the lesser choice; a stale pick is dropped", () => {
  const view = astronautView({ legal: [...DRAWS, ...CARD_MOVES] });
  const m = model(view, { selected: "stage-2#1" });
  assert.equal(m.selected, "stage-2#1");
  assert.equal(m.ctx.selected, "stage-2#1");
  assert.equal(m.prompt, "Lift-off (stage 2): choose what to do.");
  assert.deepEqual(m.moves.slice(2).map((move) => [move.label, Boolean(move.cardMove), Boolean(move.primary)]),
    [["Play Lift-off as stage 2", true, true], ["Discard Lift-off", true, false], ["Back", false, false]]);
  assert.equal(model(view, { selected: "stage-7#1" }).selected, null, "a card without moves is not selected");
  const forced = model(astronautView({ legal: [CARD_MOVES[2]] }));
  assert.equal(forced.selected, "ill#1", "the only card with moves is selected by itself");
  assert.equal(forced.prompt, "You must act with ILL card:");
  assert.equal(forced.moves.some((move) => move.deselect), false);
  assert.equal(model(view, { hint: "ILL card: no move with this card now." }).prompt.startsWith("ILL card: no move"), true);
});

test("move grouping: the generic sort, and Red Cliffs' groups in their order with headings", () => {
  const sorted = sortMoves(astronautView({ legal: [...CARD_MOVES, ...DRAWS] }), SOLO.names);
  assert.deepEqual(sorted.otherMoves.map((entry) => entry.index), [3, 4]);
  assert.deepEqual([...sorted.cardMoves].map(([card, entries]) => [card, entries.map((e) => e.index)]),
    [["stage-2#1", [0, 1]], ["ill#1", [2]]]);
  const legal = [
    { move: { type: "pass" }, label: "Pass" },
    { move: { type: "discard", card: "joker#9" }, label: "Discard Joker" },
    { move: { type: "set", cards: ["green-0#2", "green-1#1"], pile: 0 }, label: "Set: Green 0 and Green 1 with Red 1 from pile 1" },
    { move: { type: "set", cards: ["green-0#2", "green-1#1", "joker#9"] }, label: "Set: Green 0, Green 1 and Joker" },
    { move: { type: "set", cards: ["green-0#3", "green-1#1", "joker#9"] }, label: "Set: Green 0, Green 1 and Joker" },
  ];
  const m = model(redCliffsView({ legal }), {}, redCliffs, facts("red-cliffs", ["human", "bot", "bot"]));
  assert.equal(m.prompt, "Action 1 of 2: lay out a set, discard a card or pass.");
  assert.deepEqual(m.groups.map((group) => [group.key, group.title, group.moves.map((move) => move.index)]), [
    ["set:hand", "Lay out a set from your hand", [3]],
    ["set:0", "Lay out a set with pile 1’s top card", [2]],
    ["discard", "Discard a card", [1]],
    ["pass", null, [0]],
  ]);
  assert.deepEqual(m.groups[1].moves[0].cards, ["green-0#2", "green-1#1", "red-1#1"], "the pile's top card is involved");
  assert.deepEqual(m.groups.map((group) => group.moves[0].primary), [true, true, false, false]);
});

test("generic code knows no game: the model's words for a window come from the renderer", () => {
  const own = { ...plain, windowWords: { yourAnswer: (name) => `${name}, respond to the chain?` } };
  const view = { ...astronautView({ toMove: [0, 1], legal: DRAWS }), public: {} };
  assert.equal(model(view, {}, own).turn, "Alex, respond to the chain?");
});

test("a one-seat window named by the renderer: its pass type, words that name the play (Red Dwarf)", () => {
  const chain = [{ seat: 1, card: "rd-travel-drive-room#1", kind: "travel", name: "Drive Room", bonus: null, mission: "lister",
    icon: "drive-room", cast: null, target: null }];
  const pub = { active: 1, phase: "respond", chain, responding_to: 0, cast: [],
    missions: [{ slot: "lister", card: "rd-task-lister-1#1", name: "Play Guitar", cast: ["lister"] }] };
  const respond = { name: "respond", mode: "each", asked: [0], waiting: [0], passed: [], answer: null };
  const pass = [{ move: { type: "pass" }, label: "Let it through" }];
  const view = { ...astronautView({ toMove: [0], legal: pass }), public: pub, window: respond };
  const solo = facts("red-dwarf", ["human", "bot"]);
  const m = model(view, {}, redDwarf, solo);
  assert.equal(m.turn, "Alex: respond to Robbie’s Drive Room on Play Guitar?");
  assert.deepEqual(m.note, { text: "You have no answer to this play: it goes through in a moment.", alwaysAsk: false });
  // a lone "pass" outside a window is no sure pass; nor is a pass carrying more than its type
  assert.equal(model({ ...view, window: null, public: { ...pub, phase: "turn" } }, {}, redDwarf, solo).note, null);
  const more = [{ move: { type: "pass", card: "x#1" }, label: "Pass x" }];
  assert.equal(model({ ...view, legal: more }, {}, redDwarf, solo).note, null);
  // two humans here: one neutral screen, in the game's words, whatever the hand holds
  const hot = facts("red-dwarf", ["human", "human"], { names: ["Ann", "Ben"] });
  const screen = model({ ...view, seat: null, legal: [] }, { viewer: null, pause: "responders" }, redDwarf, hot);
  assert.equal(screen.turn, "Ann: respond to Ben’s Drive Room on Play Guitar?");
  assert.deepEqual(screen.panel, { responders: [{ seat: 0, label: "Look at my hand" }], none: "Let it through", others: null, handBack: null });
});

test("Redshirts' Modify window: the attempt named from public facts; \"don't ask me again this attempt\" while it lasts", async () => {
  const { default: redshirts } = await import("../../web/games/redshirts.js");
  const catalog = {
    "rs-mis-reroute-power": { id: "rs-mis-reroute-power", name: "Reroute Power", kind: "mission", skills: ["SCI"], prereq: "ENG", text: "" },
    "rs-crew-milo": { id: "rs-crew-milo", name: "Milo Beamsworth", kind: "redshirt", skills: ["ENG"], text: "" },
  };
  const attempt = { seat: 1, mission: "rs-mis-reroute-power#1", rs: "rs-crew-milo#1", needs: ["SCI"], prereq: "ENG",
    has: [], missing: ["SCI"], would_succeed: false };
  const modify = { name: "modify", mode: "each", asked: [0, 1], waiting: [0], passed: [], answer: null };
  const pub = { active: 1, phase: "modify", turn: 3, attempt, modify, teams: [], pending: null };
  const legal = [{ move: { type: "pass" }, label: "Pass" }, { move: { type: "event", card: "rs-ev-x#1" }, label: "Play X" }];
  const view = { ...astronautView({ toMove: [0], legal }), public: pub, window: modify };
  const solo = { ...facts("redshirts", ["human", "bot"], { catalog }), skipWindow: null };
  const m = model(view, {}, redshirts, solo);
  // issue 18 item 8: whose attempt it is, and that Alex is asked
  assert.equal(m.turn, "Alex, Robbie’s attempt: play a card or pass");
  const own = { ...view, public: { ...pub, active: 0, attempt: { ...attempt, seat: 0 } } };
  assert.equal(model(own, {}, redshirts, solo).turn, "Alex, your attempt: play a card or pass");
  // Alex's go in Robbie's attempt (not the window itself): never "Your turn, Alex"
  const go = { ...view, window: null, public: { ...pub, phase: "go_more", go: { seat: 0, card: true, ability: false } } };
  assert.equal(model(go, {}, redshirts, solo).turn, "Alex, Robbie’s attempt: finish your go");
  const pick = { ...view, window: null, public: { ...pub, phase: "pick", modify: null, attempt: null } };
  assert.equal(model(pick, {}, redshirts, solo).turn, "Alex, Robbie’s turn: make your choice");
  const mine = { ...view, window: null, public: { ...pub, phase: "turn", active: 0, modify: null, attempt: null } };
  assert.equal(model(mine, {}, redshirts, solo).turn, "Your turn, Alex");
  // a card in hand: no sure pass, but the choice not to be asked again this attempt
  assert.deepEqual(m.note, { text: null, alwaysAsk: false, skip: { on: false, label: "Don’t ask me again this attempt" } });
  const scope = redshirts.windowScope(view);
  assert.equal(scope, "3:1:rs-mis-reroute-power#1:rs-crew-milo#1");
  const skipping = model(view, {}, redshirts, { ...solo, skipWindow: scope });
  assert.equal(skipping.note.skip.on, true);
  assert.match(skipping.note.text, /not to be asked again this attempt/);
  // another attempt (another scope): asked again
  const next = { ...view, public: { ...pub, turn: 4 } };
  assert.equal(model(next, {}, redshirts, { ...solo, skipWindow: scope }).note.skip.on, false);
  // outside the Modify window there is no scope
  assert.equal(redshirts.windowScope({ ...view, window: null }), null);
  // two humans here: one neutral screen naming the attempt, whatever the hand
  const hot = { ...facts("redshirts", ["human", "human"], { catalog, names: ["Ann", "Ben"] }), skipWindow: null };
  const screen = model({ ...view, seat: null, legal: [] }, { viewer: null, pause: "responders" }, redshirts, hot);
  assert.equal(screen.turn, "Anyone modifying Ben’s attempt on Reroute Power with Milo Beamsworth? Ann is asked.");
  assert.deepEqual(screen.panel, { responders: [{ seat: 0, label: "Look at my hand" }], none: "Pass", others: null, handBack: null });
});

test("a watcher (a watch link): nobody's hand, no move, the turn line names who moves", () => {
  const table = { ...facts("astronaut", ["remote", "remote"]), watching: true, undoHere: false };
  const m = model(astronautView({ seat: null, toMove: [1], hand: [] }), { viewer: null }, astronaut, table);
  assert.equal(m.watching, true);
  assert.equal(m.turn, "Robbie to move");
  assert.equal(m.turnMine, false);
  assert.equal(m.handTitle, "");
  assert.deepEqual(m.moves, []);
  assert.equal(m.ctx.viewer, null);
  const player = model(astronautView({ toMove: [1] }), {}, astronaut, facts("astronaut", ["human", "remote"]));
  assert.equal(player.watching, false);
});
