// The page shell: which screen shows, the loading progress, the alert and notice areas,
// and the rules drawer (opened by any data-rules button).

import { el, qs, showOnly } from "./dom.js";
import { RulesDrawer } from "./drawer.js";
import { rulesFor } from "../games/registry.js";

// What each loading stage of engine.js says ("download" also counts the bytes).
const STAGE_TEXT = {
  download: "Downloading Python",
  python: "Starting Python…",
  restore: "Restoring the rules engine…",
  engine: "Starting the rules engine…",
  ready: "Ready.",
};

const megabytes = (bytes) => (bytes / 1e6).toFixed(1);

export class AppView {
  constructor() {
    this.screens = {
      loading: qs("#loading"),
      lobby: qs("#lobby"),
      table: qs("#table"),
      history: qs("#history"), // view/replays.js: past matches, your record ...
      replay: qs("#replay"), // ... and a replay
    };
    this.progress = qs("#load-progress");
    this.progressText = qs("#load-text");
    this.loadError = qs("#load-error");
    this.alertArea = qs("#alert-area");
    this.alertText = qs("#alert"); // role="alert", always in the page so it is announced
    this.notice = qs("#notice");
    qs("#alert-close").addEventListener("click", () => this.clearAlert());
    this.update = el("div", { class: "update-ready", role: "status", hidden: true });
    document.body.append(this.update);
    this.drawer = new RulesDrawer(rulesFor);
  }

  /** Show one screen; a new screen opens at its top (not where the last one was scrolled to). */
  show(name) {
    const changed = document.body.dataset.screen !== name;
    showOnly(Object.values(this.screens), this.screens[name]);
    document.body.dataset.screen = name;
    if (changed) window.scrollTo(0, 0);
    if (name !== "table") { // the table's pinned bar and dock are gone: nothing covers the page
      document.documentElement.style.scrollPaddingTop = "";
      document.documentElement.style.scrollPaddingBottom = "";
    }
  }

  /**
   * Loading progress from engine.js: {stage, done, total, fraction}. While downloading,
   * the bar moves with the bytes received ("Downloading Python — 2.1 of 4.3 MB"), then
   * with the steps. (style.css keeps the loading panel invisible for its first half
   * second, so a warm start shows no bar at all.)
   */
  setProgress({ stage, done = 0, total = 0, fraction = 0 }) {
    if (fraction > 0) this.progress.value = fraction;
    else this.progress.removeAttribute("value");
    let text = STAGE_TEXT[stage] ?? "Loading…";
    if (stage === "download") text += total > 0 ? ` — ${megabytes(done)} of ${megabytes(total)} MB` : "…";
    this.progressText.textContent = text;
  }

  /** A new version is installed: offer to reload into it (the match in progress is saved). */
  showUpdate(reload) {
    const button = el("button", { type: "button", class: "primary", text: "Reload" });
    button.addEventListener("click", () => {
      button.disabled = true;
      reload();
    });
    this.update.replaceChildren(
      el("p", { text: "A new version of Card Table is ready. Your match is saved and resumes after the reload." }),
      button,
    );
    this.update.hidden = false;
  }

  showLoadFailure(message) {
    this.progress.hidden = true;
    this.progressText.textContent = "The game engine could not start.";
    this.loadError.hidden = false;
    qs("#load-error-text").textContent = message;
  }

  /** Something refused or failed: a visible role="alert" message until dismissed. */
  showAlert(message) {
    this.alertText.textContent = message;
    this.alertArea.classList.add("open");
  }

  clearAlert() {
    this.alertArea.classList.remove("open");
    this.alertText.textContent = "";
  }

  /** A passing, polite status message (not an error). */
  showNotice(message) {
    this.notice.textContent = message;
  }
}
