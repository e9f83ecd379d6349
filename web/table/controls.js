// The table's own controls in its bar: "Undo" (when the engine allows it) and the table
// settings (bot pace, forced moves play themselves, always ask me in a response window;
// that label is in the game's words, table/words.js).

import { el } from "../view/dom.js";
import { PACE_NAMES } from "./pacing.js";
import { WINDOW_WORDS } from "./words.js";

export class TableControls {
  /** Built next to `anchor` (the Lobby button). */
  constructor(anchor) {
    this.undo = el("button", { type: "button", id: "undo", class: "undo", hidden: true, text: "Undo" });
    this.pace = el("select", { id: "pref-pace" },
      Object.entries(PACE_NAMES).map(([value, text]) => el("option", { value, text })));
    this.autoplay = el("input", { type: "checkbox", id: "pref-autoplay" });
    this.alwaysAsk = el("input", { type: "checkbox", id: "pref-always-ask" });
    this.alwaysAskText = el("span", { text: ` ${WINDOW_WORDS.alwaysAskSetting}` });
    this.settings = el("details", { class: "table-settings" },
      el("summary", {}, el("span", { class: "bar-mark", "aria-hidden": "true", text: "\u2699\ufe0e" }),
        el("span", { class: "bar-word", text: "Settings" })), // on a phone: the gear only (table.css)
      el("div", { class: "table-settings-body" },
        el("label", { class: "field" }, el("span", { class: "field-label", text: "Bot speed" }), this.pace),
        el("label", { class: "check" }, this.autoplay, " Play forced moves by themselves"),
        el("label", { class: "check" }, this.alwaysAsk, this.alwaysAskText)));
    anchor.before(this.undo, this.settings);
  }

  /** Label the window setting in the game's words ({alwaysAskSetting}). */
  setWords(words) {
    this.alwaysAskText.textContent = ` ${words.alwaysAskSetting}`;
  }

  fill(prefs) {
    this.pace.value = prefs.pace;
    this.autoplay.checked = prefs.autoplay;
    this.alwaysAsk.checked = prefs.alwaysAsk;
  }

  /** Show "Undo" (labelled with whose move it takes back), or hide it with null. */
  showUndo(label) {
    const wasFocused = document.activeElement === this.undo;
    this.undo.hidden = label === null;
    if (label !== null) this.undo.textContent = label;
    return wasFocused && label === null;
  }

  bindUndo(handler) {
    this.undo.addEventListener("click", () => handler());
  }

  bindPrefs(handler) {
    this.pace.addEventListener("change", () => handler({ pace: this.pace.value }));
    this.autoplay.addEventListener("change", () => handler({ autoplay: this.autoplay.checked }));
    this.alwaysAsk.addEventListener("change", () => handler({ alwaysAsk: this.alwaysAsk.checked }));
  }
}
