// What the table shows, as plain data: a pure function of (view, UI state, renderer,
// table facts), with no DOM access, so it is tested without a browser (tests/web/).
// The controller (app/table.js) draws it: the renderer's board and hand from `ctx`, the
// panels (app/../table/panels.js) from `panel`, `note` and `choice`, the rest through
// view/table.js.
//
// Inputs:
//   view     the engine's view of the seat on view (view.legal: [{move, label}])
//   ui       {viewer, selected, pause, playing, hint, choose, pick}: the seat on view (null:
//            nobody's hand), the hand card whose moves are shown, the pause (null |
//            "handover" | "responders" | "handback" | "round" | "over"), a human's move
//            on its way, a one-off hint, the choose-k picks ({key, picks} | null), the
//            cards picked on the board with their ways (pickModel, below; null: none)
//   renderer the game's renderer (games/registry.js): status, cardLabel, and optional
//            moveGroups, secondaryMove, windowOf, windowWords
//   table    {gameId, title, names, kinds, seats, catalog, sureDecline, alwaysAsk, skipWindow,
//            undoHere, watching}: kinds[seat] is "human" (at this device), "bot" or "remote";
//            undoHere: a move may be taken back on this device (not across devices);
//            watching: this device only watches (a watch link): no hand, no move

import { andList, cardDef, fillNames } from "../view/text.js";
import { choiceModel, choiceOf, isTemplate, templateKey } from "./choose.js";
import { declineEntry, windowOf } from "./windows.js";
import { plural, windowWords } from "./words.js";

const FOLD_OVER = 3; // a pick made on the board lists more ways than this folded: the board shows them

/** The seats played by humans at this device. */
export function humansOf(kinds) {
  return kinds.flatMap((kind, seat) => (kind === "human" ? [seat] : []));
}

/**
 * Hot-seat: the human here whose last move may still be taken back, when the device is
 * on a screen that shows no hand ("pass the device to …", "Anyone responding?"): they
 * take the device back first (ui pause "handback"), and only then is Undo theirs to
 * press. `except`: a seat that takes the device anyway. {seat, label} or null.
 */
export function handBackOf(view, table, except = []) {
  const seat = view?.undo_seat ?? null;
  if (!table.undoHere || seat === null || except.includes(seat) || table.kinds[seat] !== "human") return null;
  if (humansOf(table.kinds).length < 2) return null;
  return { seat, label: `I am ${table.names[seat]}: take back my move` };
}

/** The legal moves with their index and labels (names filled), sorted by how they are shown. */
export function sortMoves(view, names) {
  const templates = [];
  const cardMoves = new Map(); // hand card -> its moves
  const otherMoves = [];
  for (const [index, entry] of view.legal.entries()) {
    const item = { ...entry, index, label: fillNames(entry.label, names) };
    if (isTemplate(entry.move)) templates.push(item);
    else if (typeof entry.move.card === "string") {
      if (!cardMoves.has(entry.move.card)) cardMoves.set(entry.move.card, []);
      cardMoves.get(entry.move.card).push(item);
    } else otherMoves.push(item);
  }
  return { templates, cardMoves, otherMoves };
}

/** The choose-k template being picked for: the one named by `choose`, or the only one. */
function activeTemplate(templates, choose) {
  const named = choose ? templates.find((entry) => templateKey(entry.move) === choose.key) : null;
  if (named) return { entry: named, picks: choose.picks };
  return templates.length === 1 ? { entry: templates[0], picks: [] } : null;
}

/** "Choose a card from your hand: A, B or C." (never assumes the highlight is seen). */
function cardPrompt(view, viewer, cardMoves, otherMoves, label) {
  const handSize = view.zones[`hand:${viewer}`]?.count ?? 0;
  const usable = [...new Set([...cardMoves.keys()].map(label))];
  const which = cardMoves.size >= handSize ? "any of them"
    : usable.length > 1 ? `${usable.slice(0, -1).join(", ")} or ${usable.at(-1)}` : usable[0];
  return `${otherMoves.length ? "Choose a move, or a card from your hand" : "Choose a card from your hand"}: ${which}.`;
}

/** The turn line. */
function turnLine({ view, pause, mine, win, seat, viewer, names, kinds, words, said, watching }) {
  const before = win?.before !== null && win?.before !== undefined ? names[win.before] : null;
  if (view.is_over) return "The match is over";
  if (pause === "round") return "The round is over";
  if (pause === "handback") return `${names[viewer]}: take back your move?`;
  if (pause === "responders") return words.ask(before, said);
  if (mine && win) return words.yourAnswer(names[seat], said);
  if (mine) return words.yourTurn(names[seat], said);
  if (win) return `Waiting for answers: ${win.asked.map((s) => names[s]).join(", ")}`;
  if (kinds[seat] === "bot") return `${names[seat]} (bot) is playing…`;
  if (watching) return `${names[seat]} to move`;
  if (kinds[seat] === "remote") return `${names[seat]} to move (on their device)`;
  return `${names[seat]} to move`;
}

/**
 * The table snapshot: {gameId, title, status, statusShort, moveCount, turn, turnMine, over, handTitle,
 * prompt, moves, groups, panel, note, choice, selected, ctx, log}.
 *   moves  generic buttons [{index, label, key, primary, cardMove, deselect, choose}]
 *   groups the renderer's grouped moves ({key, title, moves}[]), drawn by renderer.drawMoves
 *   panel  several humans here in a window: {responders: [{seat, label}], none, others, handBack}
 *   handOn the device taken back to undo a move (pause "handback"): {label} of the button passing it on
 *   note   a lone human asked in a window, under grouped moves: {text, alwaysAsk, skip: {on, label} | null}
 *   choice a choose-k template being picked for (table/choose.js choiceModel), with inHand:
 *          every option is a card of the hand on view
 *   pick   cards picked on the board (pickModel): its ways replace the moves and groups
 *   ctx    what the renderer's board and hand need (selected card, card moves, picks)
 */
export function tableModel({ view, ui, renderer, table }) {
  const { names, kinds, catalog } = table;
  const { viewer, pause, playing } = ui;
  const humans = humansOf(kinds);
  const words = windowWords(renderer);
  const label = (card) => renderer.cardLabel(card, catalog);
  const live = !(pause || playing);
  const { templates, cardMoves, otherMoves } = live ? sortMoves(view, names)
    : { templates: [], cardMoves: new Map(), otherMoves: [] };
  const legalCount = live ? view.legal.length : 0;

  const pick = live ? ui.pick ?? null : null;
  let selected = ui.selected !== null && cardMoves.has(ui.selected) ? ui.selected : null;
  const autoSelected = !pick && otherMoves.length === 0 && templates.length === 0 && cardMoves.size === 1;
  if (autoSelected) selected = [...cardMoves.keys()][0];
  if (pick) selected = pick.cards[0] ?? null;
  const active = pick ? null : activeTemplate(templates, ui.choose); // a board pick shows its own ways
  const choice = active ? choiceModel(active.entry, active.picks, label) : null;
  if (choice) { // every option is a card of the hand on view: a phone picks them there (table.css)
    const hand = new Set(view.zones[`hand:${viewer}`]?.cards ?? []);
    choice.inHand = viewer !== null && choice.options.every(({ id }) => hand.has(id));
  }
  const choosing = choice ? { options: new Set(choiceOf(active.entry.move).from), picked: new Set(choice.picks) } : null;
  const ctx = { catalog, names, seats: table.seats, viewer, selected, cardMoves, choosing };

  const mine = viewer !== null && view.to_move.includes(viewer) && !pause && !playing;
  const seat = view.to_move.includes(viewer) ? viewer : view.to_move[0];
  const win = windowOf(view, renderer);
  const scope = win ? renderer.windowScope?.(view) ?? null : null; // what "don't ask me again" lasts for
  // what the window words may name: the humans here still asked, everyone asked, the view
  const said = win ? {
    here: win.asked.filter((s) => humans.includes(s)).map((s) => names[s]),
    asked: win.asked.map((s) => names[s]), view, names, catalog,
  } : { here: [], asked: [], view, names, catalog };
  const moves = pick ? [] : otherMoves.map((entry) => ({ ...entry, key: `move:${entry.label}`, primary: true }));
  for (const entry of pick ? [] : templates) {
    if (entry !== active?.entry) moves.push({ index: entry.index, label: `${entry.label}…`, key: `choose:${entry.index}`, choose: true, primary: true });
  }
  let prompt;
  if (pick) {
    prompt = pick.prompt;
  } else if (selected !== null) {
    const name = label(selected);
    prompt = autoSelected ? `You must act with ${name}:` : `${name}: choose what to do.`;
    for (const entry of cardMoves.get(selected)) {
      moves.push({ ...entry, key: `move:${entry.label}`, cardMove: true, primary: !renderer.secondaryMove?.(entry.move) });
    }
    if (!autoSelected) moves.push({ deselect: true, label: "Back", key: "deselect" });
  } else if (choice) {
    prompt = choice.prompt;
  } else if (mine && cardMoves.size) {
    prompt = cardPrompt(view, viewer, cardMoves, otherMoves, label);
  } else if (mine) {
    prompt = "Choose a move.";
  } else if (view.is_over || pause) {
    prompt = "";
  } else if (playing) {
    prompt = "Playing your move…";
  } else if (win) {
    prompt = `Waiting for ${win.asked.map((s) => names[s]).join(", ")} to answer…`;
  } else {
    prompt = `Waiting for ${names[seat]}…`;
  }

  let groups = null; // a renderer that groups the legal moves itself (renderer.moveGroups)
  const concrete = [...otherMoves, ...[...cardMoves.values()].flat()].sort((a, b) => a.index - b.index);
  if (renderer.moveGroups && mine && concrete.length && !pick) {
    ({ prompt, groups } = renderer.moveGroups(view, { ...ctx, legal: concrete }));
    if (choice) prompt = choice.prompt;
  }
  let panel = null;
  let note = null;
  let handOn = null; // the device taken back to undo a move: the button that passes it on again
  if (pause === "handback") {
    prompt = "Undo (at the top) takes your last move back; or pass the device on.";
    handOn = { label: "Pass the device on" };
  } else if (pause === "responders") {
    const here = view.to_move.filter((s) => humans.includes(s));
    const others = view.to_move.filter((s) => !humans.includes(s)).map((s) => names[s]);
    const before = win?.before !== null && win?.before !== undefined ? names[win.before] : null;
    prompt = `${words.ask(before, said)} ${words.takeDevice}`;
    groups = null;
    panel = {
      responders: here.map((s) => ({ seat: s, label: words.responder(names[s], said) })),
      none: words.none(here.map((s) => names[s]), said),
      others: others.length ? `Also still to answer: ${others.join(", ")}.` : null,
      handBack: handBackOf(view, table, here),
    };
  } else if (win && mine && humans.length === 1 && (scope !== null || (legalCount === 1 && declineEntry(view.legal, win.pass)))) {
    // a lone human asked: a sure pass answers itself; a game with a window scope (a Modify
    // window's attempt) also offers "don't ask me again" for as long as the scope lasts
    const auto = table.sureDecline && legalCount === 1 && declineEntry(view.legal, win.pass) !== null;
    const skipping = scope !== null && table.skipWindow === scope;
    const text = skipping ? words.skipping : auto ? words.sure : null;
    if (groups) {
      note = { text, alwaysAsk: table.alwaysAsk };
      if (scope !== null) note.skip = { on: skipping, label: words.skipSetting };
    }
    else if (text) prompt = text;
  }
  if (ui.hint) prompt = `${ui.hint} ${prompt}`;

  return {
    gameId: table.gameId,
    title: table.title,
    status: renderer.status(view),
    statusShort: shortStatus(view, renderer),
    moveCount: view.move_count,
    turn: turnLine({ view, pause, mine, win, seat, viewer, names, kinds, words, said, watching: Boolean(table.watching) }),
    turnMine: mine,
    over: view.is_over,
    handTitle: viewer === null ? "" : `Your hand, ${names[viewer]}`,
    watching: Boolean(table.watching),
    prompt,
    moves,
    groups,
    panel,
    note,
    handOn,
    choice,
    pick,
    selected,
    ctx,
    log: view.log.map((event) => ({ type: event.type, text: fillNames(event.text, names) })),
  };
}

/** The bar's facts in their phone form: the renderer's shortStatus, else its status. */
function shortStatus(view, renderer) {
  return renderer.shortStatus?.(view) ?? renderer.status(view);
}

/** The status bar's facts (also shown on the hand-over screen). */
export function barFacts(view, renderer, table) {
  return { gameId: table.gameId, title: table.title, status: renderer.status(view), statusShort: shortStatus(view, renderer),
    moveCount: view.move_count };
}

/**
 * Hot-seat: the screen that hides every hand until `seat` holds the device. It holds no
 * hand and no move, nor Undo: the player who just moved may take the device back to
 * undo (`handBack`), as `seat` takes it to play.
 */
export function handoverModel(view, seat, renderer, table) {
  const name = table.names[seat];
  return {
    ...barFacts(view, renderer, table),
    turn: `${name} to move`,
    heading: `Pass the device to ${name}`,
    button: `I am ${name}`,
    handBack: handBackOf(view, table, [seat]),
  };
}

/** The round-end dialog: the renderer's summary, or a generic one from the event. */
export function roundSummaryModel(event, view, renderer, names) {
  return renderer.roundSummary?.(event, view, names) ?? {
    title: `Round ${event.round} is over`,
    head: ["Player", "This round", "Total"],
    rows: names.map((name, seat) => ({ name, cells: [event.scores[seat], event.totals[seat]] })),
  };
}

/** The match-end screen: winners, the renderer's headline (if any), scores per round. */
export function matchEndModel(view, renderer, names) {
  const { scores, winners } = view.result;
  const rounds = view.public?.round_scores ?? [];
  const winnerNames = winners.map((seat) => names[seat]);
  const generic = winners.length > 1 ? `Shared win: ${andList(winnerNames)}` : `Winner: ${winnerNames[0]}`;
  return {
    winners: winnerNames,
    winnersText: renderer.winnersText?.(view, names) ?? generic,
    rounds: rounds.length,
    rows: names.map((name, seat) => ({
      name, scores: rounds.map((round) => round[seat]), total: scores[seat], winner: winners.includes(seat),
    })),
  };
}

/**
 * The cards picked on the board (app/boardplay.js) and what they may still become:
 * {cards, prompt, title, onBoard, buttons, folded, foldLabel, back}. `ways` are the open
 * plays (table/targets.js), each {index, label, move, targets, template}; `pick` =
 * {cards, targets, choices, from ("hand" | "board" | "list" | "drag"), keyboard, unfolded,
 * auto}. The ways finished on the board (they have a target) fold away when the pick was
 * made on the board by pointer and they are many (the board glows instead); the ways with
 * no target on the board are always buttons. The prompt names the card, says its text
 * (a touch screen has no hover) and what to do now.
 */
export function pickModel({ ways, pick, renderer, catalog, names }) {
  const name = (card) => cardDef(card, catalog).name;
  const entries = ways.map((play) => ({
    index: play.index, label: fillNames(play.label, names), choose: Boolean(play.template),
    key: play.template ? `choose:${play.index}` : `move:${fillNames(play.label, names)}`,
    onBoard: play.targets.length > 0,
  }));
  const onBoard = entries.filter((entry) => entry.onBoard);
  const buttons = entries.filter((entry) => !entry.onBoard);
  const folded = onBoard.length > FOLD_OVER && !pick.keyboard && pick.from !== "list" && !pick.unfolded && !pick.choices;
  const cards = pick.cards;
  const who = cards.length === 1 ? renderer.cardLabel(cards[0], catalog) : andList(cards.map(name));
  const text = cards.length === 1 ? cardDef(cards[0], catalog).text ?? "" : "";
  const placed = pick.targets?.length ? ` (${plural(pick.targets.length, "place")} chosen)` : "";
  let doing;
  if (pick.choices) doing = `choose one of these ${entries.length} moves`;
  else if (onBoard.length) doing = `choose how to play it: tap a glowing place on the table${placed}${folded && !buttons.length ? "" : ", or a way below"}`;
  else doing = "choose how to play it";
  const lead = pick.auto ? `You must act with ${who}` : who || "Your move";
  const title = pick.choices ? `${andList(cards.map(name)) || "Your move"}: choose one` : `${andList(cards.map(name))}: ${plural(entries.length, "way")}`;
  return {
    cards,
    prompt: `${lead}${text ? `: ${text}` : ""} — ${doing}.`,
    title,
    onBoard,
    buttons,
    folded,
    foldLabel: `List the ${plural(onBoard.length, "way")}`,
    back: !pick.auto,
  };
}
