// What a window looks like on this device. With several humans at one device: one
// "Any claims?" panel for all of them (no hand shown), a button per asked human and
// "No claims"; whoever has a claim takes the device. With one human here: their own
// answer buttons, and when they can only decline, a note that it answers itself soon
// (unless they asked to always be asked). Input comes back through delegated data-*.

import { el } from "../view/dom.js";

/**
 * The "Any claims?" panel: {prompt, node}. `asked`: local human seats still to answer;
 * `others`: names of the other seats still to answer (bots, other devices).
 */
export function anyClaimsPanel({ asked, names, before, others }) {
  const prompt = before === null || before === undefined
    ? "Any claims? Whoever has one takes the device to choose it."
    : `Any claims before ${names[before]}’s turn? Whoever has one takes the device to choose it.`;
  const node = el("div", { class: "any-claims" },
    el("div", { class: "any-claims-buttons" },
      asked.map((seat) => el("button", {
        type: "button", class: "move primary", dataset: { claimant: seat, key: `claimant:${seat}` },
        text: `${names[seat]} has a claim`,
      })),
      el("button", { type: "button", class: "move", dataset: { noClaims: "", key: "no-claims" },
        text: asked.length > 1 ? "No claims" : `No claim (${names[asked[0]]})` })),
    others.length ? el("p", { class: "any-claims-wait", text: `Also still to answer: ${others.join(", ")}.` }) : null);
  return { prompt, node };
}

/** The note under a lone human's window moves when their only answer is "decline". */
export function sureDeclineNote({ alwaysAsk, auto }) {
  return el("div", { class: "sure-decline" },
    auto ? el("p", { class: "sure-decline-text", text: "You cannot claim now: this answers itself in a moment." }) : null,
    el("label", { class: "always-ask" },
      el("input", { type: "checkbox", dataset: { alwaysAsk: "" }, checked: alwaysAsk }),
      " Always ask me"));
}

/** Wire the panel's buttons (delegated on `root`). */
export function bindClaims(root, { claimant, noClaims, alwaysAsk }) {
  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const who = target?.closest("[data-claimant]");
    if (who && root.contains(who)) claimant(Number(who.dataset.claimant));
    else if (target?.closest("[data-no-claims]")) noClaims();
  });
  root.addEventListener("change", (event) => {
    const box = event.target instanceof Element ? event.target.closest("[data-always-ask]") : null;
    if (box) alwaysAsk(box.checked);
  });
}
