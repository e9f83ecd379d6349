// The table's generic panels, drawn from the pure model (table/model.js): the window
// panel for several humans at one device ("Anyone responding?": a button per asked human
// and one for "nobody here"; whoever answers takes the device), the note under a lone
// human's window moves when their only answer is to pass (it answers itself soon, unless
// they asked to always be asked), the choose-k panel (pick, then confirm), and in hot-seat
// the button that passes the device on again after its last mover took it back. The words
// come from the model, which takes them from the game's renderer (table/words.js).
// Input comes back through delegated data-* (bindPanels).

import { el } from "../view/dom.js";

/** Several humans here in a window: model.panel {responders, none, others, handBack}. */
export function respondersPanel({ responders, none, others, handBack = null }) {
  return el("div", { class: "window-panel" },
    el("div", { class: "window-panel-buttons" },
      responders.map(({ seat, label }) => el("button", {
        type: "button", class: "move primary", dataset: { responder: seat, key: `responder:${seat}` }, text: label,
      })),
      el("button", { type: "button", class: "move", dataset: { noResponse: "", key: "no-response" }, text: none })),
    others ? el("p", { class: "window-panel-wait", text: others }) : null,
    handBack ? el("button", { type: "button", class: "move handback", dataset: { handBack: "", key: "hand-back" }, text: handBack.label }) : null);
}

/** The device taken back to undo a move: model.handOn {label}, the button that passes it on. */
export function handOnPanel({ label }) {
  return el("div", { class: "window-panel" },
    el("button", { type: "button", class: "move primary", dataset: { handOn: "", key: "hand-on" }, text: label }));
}

/** The note under a lone human's window moves: model.note {text, alwaysAsk, skip}. */
export function sureDeclineNote({ text, alwaysAsk, skip = null }) {
  return el("div", { class: "sure-decline" },
    text ? el("p", { class: "sure-decline-text", text }) : null,
    skip ? el("label", { class: "always-ask skip-window" },
      el("input", { type: "checkbox", dataset: { skipWindow: "" }, checked: skip.on }), ` ${skip.label}`) : null,
    el("label", { class: "always-ask" },
      el("input", { type: "checkbox", dataset: { alwaysAsk: "" }, checked: alwaysAsk }),
      " Always ask me"));
}

/**
 * A choose-k template: a toggle button per option (aria-pressed), a live count and
 * Confirm (aria-disabled until the count is allowed, so it keeps its place in the tab order).
 * When every option is a card of the hand (`inHand`), a phone shows only the hand's cards
 * as the toggles (table.css), so the dock stays pinned in sight.
 */
export function choosePanel(choice) {
  return el("section", { class: ["choose-panel", choice.inHand && "in-hand"], "aria-label": choice.label, dataset: { choice: choice.key } },
    choice.inHand ? el("p", { class: "choose-hint", text: "Tap the cards in your hand to choose them." }) : null,
    // a group: when the options would make the pinned dock too tall (a long hand to discard
    // from), they go onto the table (view/table.js) and the count and Confirm stay in sight
    el("div", { class: "choose-options", role: "group", "aria-label": `${choice.label}: options`, dataset: { group: "choose" } },
      choice.options.map(({ id, label, picked, key }) => el("button", {
        type: "button", class: ["move", "choose-option", picked && "picked"], "aria-pressed": String(picked),
        dataset: { pick: id, key }, text: label,
      }))),
    el("p", { class: "choose-count", role: "status", "aria-live": "polite", text: choice.countText }),
    el("button", {
      type: "button", class: ["move", "primary", "choose-confirm"], "aria-disabled": String(!choice.ready),
      dataset: { confirmChoice: "", key: "confirm-choice" }, text: choice.confirmLabel,
    }));
}

/** Wire the panels' controls (delegated on `root`). */
export function bindPanels(root, { responder, noResponse, alwaysAsk, skipWindow, pick, confirmChoice, startChoice, handBack, handOn }) {
  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const hit = (selector) => {
      const node = target?.closest(selector);
      return node && root.contains(node) ? node : null;
    };
    let node;
    if ((node = hit("[data-responder]"))) responder(Number(node.dataset.responder));
    else if (hit("[data-no-response]")) noResponse();
    else if ((node = hit("[data-pick]"))) pick(node.dataset.pick);
    else if (hit("[data-confirm-choice]")) confirmChoice();
    else if ((node = hit("[data-choose]"))) startChoice(Number(node.dataset.choose));
    else if (hit("[data-hand-back]")) handBack();
    else if (hit("[data-hand-on]")) handOn();
  });
  root.addEventListener("change", (event) => {
    const box = event.target instanceof Element ? event.target.closest("[data-always-ask]") : null;
    if (box) alwaysAsk(box.checked);
    const skip = event.target instanceof Element ? event.target.closest("[data-skip-window]") : null;
    if (skip) skipWindow(skip.checked);
  });
}

/**
 * The tags beside a seat's name: "you", "bot", whose turn it is and who is asked now.
 * The active player who is also to move gets one tag ("to move"), so a narrow seat
 * column keeps its tags on one line.
 */
export function seatTags({ you = false, bot = false, active = false, toMove = false }) {
  return [
    you && el("span", { class: "tag you", text: "you" }),
    bot && el("span", { class: "tag bot", text: "bot" }),
    active && !toMove && el("span", { class: "tag active", text: you ? "your turn" : "their turn" }),
    toMove && el("span", { class: ["tag turn", active && "active"], text: "to move" }),
  ];
}
