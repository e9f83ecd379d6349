// A first match of a game offers a three-step tour of the table: your hand, your moves,
// the log. Offered once per game in this browser (localStorage), dismissible at every
// step; it never takes focus from the moves. Under ?debug=1 (the browser tests) it is off
// unless &tour=1 asks for it.

import { el } from "../view/dom.js";

const SCOPE = new URL("../", import.meta.url).pathname;
const KEY = `cardtable:${SCOPE}:toured`;

const STEPS = [
  { target: "#hand-box", title: "Your hand", text: "Your cards. A card you can play now is outlined: tap it to see what it can do." },
  { target: "#dock .actions", title: "Your moves", text: "What you can do now, in words. After choosing a card its ways are listed here; press E to jump to End turn when there is one." },
  { target: "#log", title: "The log", text: "Everything that happened, newest last. The line under the turn banner lists what the others did since your move." },
];

function toured() {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? "{}");
    return all && typeof all === "object" && !Array.isArray(all) ? all : {};
  } catch {
    return {};
  }
}

function markToured(gameId) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...toured(), [gameId]: true }));
  } catch {
    // a browser that keeps nothing offers the tour again next time: no harm
  }
}

export class Tour {
  /** `params`: the page's URL parameters. */
  constructor(params) {
    this.enabled = !params.has("debug") || params.get("tour") === "1";
    this.panel = el("section", { id: "tour", class: "tour", "aria-labelledby": "tour-title", hidden: true });
    document.querySelector("#table").append(this.panel);
    this.step = -1;
    this.gameId = null;
  }

  /** The table shows a human's turn in `gameId` (`title`): offer the tour if it is the first time. */
  offer(gameId, title) {
    if (!this.enabled || this.gameId === gameId || toured()[gameId]) return;
    this.gameId = gameId;
    markToured(gameId); // offered once, whatever the answer
    this.step = -1;
    this.draw(`First time at ${title}?`, "A three-step tour shows where things are on this table.",
      [["Show me", () => this.go(0), true], ["No thanks", () => this.close()]]);
  }

  go(step) {
    this.step = step;
    const { target, title, text } = STEPS[step];
    this.highlight(target);
    const last = step === STEPS.length - 1;
    this.draw(`${step + 1} of ${STEPS.length}: ${title}`, text, [
      [last ? "Done" : "Next", () => (last ? this.close() : this.go(step + 1)), true],
      ...(last ? [] : [["End the tour", () => this.close()]]),
    ]);
    document.querySelector(target)?.scrollIntoView({ block: "nearest" });
    this.panel.querySelector("button")?.focus({ preventScroll: true });
  }

  highlight(selector) {
    for (const node of document.querySelectorAll(".tour-target")) node.classList.remove("tour-target");
    if (selector) document.querySelector(selector)?.classList.add("tour-target");
  }

  draw(title, text, buttons) {
    this.panel.replaceChildren(
      el("h2", { id: "tour-title", class: "tour-title", text: title }),
      el("p", { class: "tour-text", text }),
      el("div", { class: "button-row" }, buttons.map(([label, action, primary]) => {
        const button = el("button", { type: "button", class: primary && "primary", dataset: { tour: label }, text: label });
        button.addEventListener("click", action);
        return button;
      })));
    this.panel.hidden = false;
  }

  /** Dismissed or done: focus goes back to the moves. */
  close() {
    const had = this.panel.contains(document.activeElement);
    this.panel.hidden = true;
    this.panel.replaceChildren();
    this.highlight(null);
    this.step = -1;
    if (had) (document.querySelector("#moves button, #spill-moves button, #prompt"))?.focus({ preventScroll: true });
  }

  /** The table was left: the tour goes with it. */
  hide() {
    if (!this.panel.hidden) this.close();
    this.gameId = null;
  }
}
