// The page shell: which screen shows, the loading progress, the alert and notice areas,
// and the rules drawer (opened by any data-rules button).

import { qs, showOnly } from "./dom.js";
import { RulesDrawer } from "./drawer.js";
import { rulesFor } from "../games/registry.js";

const STAGE_TEXT = {
  runtime: "Loading the Python runtime…",
  engine: "Unpacking the rules engine…",
  import: "Starting the rules engine…",
  ready: "Ready.",
};

export class AppView {
  constructor() {
    this.screens = {
      loading: qs("#loading"),
      lobby: qs("#lobby"),
      table: qs("#table"),
    };
    this.progress = qs("#load-progress");
    this.progressText = qs("#load-text");
    this.loadError = qs("#load-error");
    this.alertArea = qs("#alert-area");
    this.alertText = qs("#alert"); // role="alert", always in the page so it is announced
    this.notice = qs("#notice");
    qs("#alert-close").addEventListener("click", () => this.clearAlert());
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

  /** Loading progress: fraction 0 shows an indeterminate bar (the runtime download). */
  setProgress({ stage, fraction }) {
    if (fraction > 0) this.progress.value = fraction;
    else this.progress.removeAttribute("value");
    this.progressText.textContent = STAGE_TEXT[stage] ?? "Loading…";
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
