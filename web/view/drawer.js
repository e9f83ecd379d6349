// The rules drawer: one view for every game's rules, drawn from plain data kept in the
// game's own module (web/games/<game>-rules.js). It opens from any button carrying
// data-rules="<game id>" (the lobby's and the table bar's "? Rules" buttons).
//
// Rules data: {id, title, summary, sections: [{id, title, content: [block]}]} where a block is
//   "a paragraph"
//   {steps: ["...", ...]}                    a numbered list
//   {terms: [[term, text], ...]}             a list of terms and what they mean
//   {glossary: [[term, gloss], ...]}         the same for the words the rulebook leaves unexplained
//   {table: {caption, head: [...], rows: [[...], ...]}}   first cell of a row is its header
//   {rulings: [[id, text], ...]}             our rulings, each with its id (AS-1, RC-G2…)

import { delegate, el, qs, replace } from "./dom.js";
import { glossaryFor } from "../games/glossary.js";

function block(item) {
  if (typeof item === "string") return el("p", { text: item });
  if (item.steps) return el("ol", { class: "rules-steps" }, item.steps.map((text) => el("li", { text })));
  if (item.terms || item.glossary) { // glossary: the rulebook's unexplained words (games/glossary.js)
    return el("dl", { class: item.terms ? "rules-terms" : "rules-terms-glossary" }, (item.terms ?? item.glossary).map(([term, text]) => el("div", {},
      el("dt", { text: term }), el("dd", { text }))));
  }
  if (item.table) {
    const { caption, head, rows } = item.table;
    return el("table", { class: "rules-table" },
      caption ? el("caption", { text: caption }) : null,
      el("thead", {}, el("tr", {}, head.map((text) => el("th", { scope: "col", text })))),
      el("tbody", {}, rows.map(([first, ...cells]) => el("tr", {},
        el("th", { scope: "row", text: first }), cells.map((text) => el("td", { text }))))));
  }
  if (item.rulings) {
    return el("dl", { class: "rulings" }, item.rulings.map(([id, text]) => el("div", {
      class: "ruling", id: `ruling-${id}`, dataset: { ruling: id },
    }, el("dt", { text: id }), el("dd", { text }))));
  }
  return null;
}

export class RulesDrawer {
  /** `rulesFor(gameId)` -> rules data or null. */
  constructor(rulesFor) {
    this.rulesFor = rulesFor;
    this.dialog = qs("#rules-drawer");
    this.title = qs("#rules-title");
    this.body = qs("#rules-body");
    this.opener = null;
    delegate(document, "[data-rules]", "click", (button) => this.open(button.dataset.rules, button));
    qs("#rules-close").addEventListener("click", () => this.close());
    // a click on the backdrop (the dialog box itself, outside its content) closes it
    this.dialog.addEventListener("click", (event) => {
      if (event.target === this.dialog) this.close();
    });
    this.dialog.addEventListener("close", () => {
      this.opener?.focus({ preventScroll: true });
      this.opener = null;
    });
    // section links are buttons, not #anchors: the address bar's fragment belongs to the table
    delegate(this.body, "[data-section]", "click", (button) => {
      const heading = this.body.querySelector(`#rules-section-${button.dataset.section}`);
      heading?.scrollIntoView({ block: "start" });
      heading?.focus({ preventScroll: true });
    });
  }

  /** Show the rules of `gameId` (nothing happens for a game without rules data). */
  open(gameId, opener = null) {
    const rules = this.rulesFor(gameId);
    if (!rules) return;
    this.opener = opener;
    this.title.textContent = `How to play ${rules.title}`;
    const words = glossaryFor(gameId); // the rulebook's unexplained words (games/glossary.js)
    const sections = words.length
      ? [...rules.sections, { id: "words", title: "Words at this table", content: [{ glossary: words }] }] : rules.sections;
    replace(this.body,
      rules.summary ? el("p", { class: "rules-summary", text: rules.summary }) : null,
      el("nav", { class: "rules-nav", "aria-label": "Rules sections" },
        el("ul", {}, sections.map(({ id, title }) => el("li", {},
          el("button", { type: "button", class: "rules-nav-link", dataset: { section: id }, text: title }))))),
      sections.map(({ id, title, content }) => el("section", { class: "rules-section", dataset: { id } },
        el("h3", { id: `rules-section-${id}`, tabindex: "-1", text: title }),
        content.map(block))));
    this.body.scrollTop = 0;
    if (!this.dialog.open) this.dialog.showModal();
    this.dialog.scrollTop = 0;
    qs("#rules-close").focus({ preventScroll: true });
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }
}
