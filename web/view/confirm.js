// A yes/no question in a modal <dialog>: nothing is deleted or replaced without asking.
// Cancel has the focus, and Escape answers no.

import { qs } from "./dom.js";

export class ConfirmView {
  constructor() {
    this.dialog = qs("#confirm-dialog");
    this.title = qs("#confirm-title");
    this.text = qs("#confirm-text");
    this.yes = qs("#confirm-yes");
    this.no = qs("#confirm-no");
    this.answer = null; // resolves the question on view
    this.dialog.addEventListener("close", () => {
      const answer = this.answer;
      this.answer = null;
      answer?.(this.dialog.returnValue === "yes");
    });
  }

  /** Ask; resolves to true for `yes` (its label), false for Cancel or Escape. */
  ask({ title, text, yes, no = "Cancel" }) {
    if (this.dialog.open) this.dialog.close("no");
    this.title.textContent = title;
    this.text.textContent = text;
    this.yes.textContent = yes;
    this.no.textContent = no;
    this.dialog.returnValue = "";
    return new Promise((resolve) => {
      this.answer = resolve;
      this.dialog.showModal();
      this.no.focus();
    });
  }
}
