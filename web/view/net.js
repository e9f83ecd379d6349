// The several-devices parts of the page: the invitation panel in the lobby (and the watch
// link), the connection settings, the connection status on the table, who watches, the
// fairness result, and problems that need a decision (a refused join, a damaged saved
// table, a watch link nobody answers) with buttons.

import { andList, delegate, el, qs, replace } from "./dom.js";
import { drawQr } from "./qr.js";

const STATUS_TEXT = {
  connecting: "Connecting to the table…",
  connected: "Connected to the host.",
  reconnecting: "Connection lost: reconnecting…",
  left: "The host left the table.",
  replying: "Waiting for the host to take your reply link…",
  "direct-reconnecting": "The direct connection is unsteady: waiting…",
  "direct-left": "The direct connection dropped: ask the host for a new direct link (your seat is kept).",
  "watch-lost": "Connection to the host lost: waiting for it to come back…",
};

/** What a guest is told when its join fails, by the host's refusal code (or no_host). */
const FAILURE_TEXT = {
  no_host: "Nobody answered at this table’s address. The host’s page may be closed or asleep, "
    + "the link may be old, or the network may block the connection. Ask the host to open the "
    + "table on their device (their own link reopens it), then try again.",
  table_full: "Every seat at this table is taken. If you already have a seat, open the link on the "
    + "device or browser that took it; otherwise ask the host for a table with a seat for you.",
  seat_taken: "That seat was taken meanwhile: try again to take another free seat.",
  unknown_seat: "The host’s table does not know the seat this browser kept for it (the host may "
    + "have started the table again). Join as a new player to take a free seat, or ask the host for a new link.",
  one_seat: "This device already holds a seat at this table: one device, one seat. Close the other "
    + "tab or window that joined, then try again.",
};

/** What a watcher is told when watching fails, by the host's refusal code (or no_host). */
const WATCH_FAILURE_TEXT = {
  no_host: "Nobody is hosting this table now: the host’s page may be closed or asleep, the match "
    + "may be over, or the network may block the connection. Ask the host to open the table on "
    + "their device (their own link reopens it), then try again.",
  table_full: "This table has as many watchers as it takes (16). Try again when someone stops watching.",
};

/** The watcher's explanation of a failed watch {code, message}. */
export function watchFailureText({ code, message }) {
  return WATCH_FAILURE_TEXT[code] ?? `The host did not let you watch: ${message}`;
}

/** "Watching (2): Wes (you) and Val"; null when nobody watches. */
export function watchersText(names, me = null) {
  if (!names?.length) return null;
  let marked = false;
  const shown = names.map((name) => {
    if (marked || name !== me) return name;
    marked = true;
    return `${name} (you)`;
  });
  return `Watching (${names.length}): ${andList(shown)}`;
}

/** The guest's explanation of a failed join {code, message}. */
export function failureText({ code, message }) {
  return FAILURE_TEXT[code] ?? `The host did not seat you: ${message}`;
}

function copyField(input) {
  input.select();
  navigator.clipboard?.writeText(input.value).catch(() => {});
}

export class NetView {
  constructor() {
    this.panel = qs("#net-panel");
    this.title = qs("#net-title");
    this.hostBox = qs("#net-host");
    this.link = qs("#net-link");
    this.joinForm = qs("#net-join");
    this.joinText = qs("#net-join-text");
    this.name = qs("#net-name");
    this.wait = qs("#net-wait");
    this.status = qs("#net-status");
    this.verify = qs("#verify-result");
    this.settings = qs("#net-settings");
    this.relays = qs("#net-relays");
    this.ice = qs("#net-ice");
    this.relayInvite = qs("#net-relay-invite");
    this.directIntro = qs("#net-direct-intro");
    this.copyButton = qs("#net-copy");
    this.qr = qs("#net-qr");
    this.reply = qs("#net-reply");
    this.replyLink = qs("#net-reply-link");
    this.replyQr = qs("#net-reply-qr");
    this.tableDirect = qs("#net-direct-table");
    this.dialog = qs("#direct-dialog");
    this.directLink = qs("#direct-link");
    this.directQr = qs("#direct-qr");
    this.directReply = qs("#direct-reply");
    this.directStatus = qs("#direct-status");
    this.problem = qs("#net-problem");
    this.problemText = qs("#net-problem-text");
    this.problemActions = qs("#net-problem-actions");
    this.watchBox = qs("#net-watch-box");
    this.watchLink = qs("#net-watch-link");
    this.watchQr = qs("#net-watch-qr");
    this.joinButton = qs("#net-join-button");
    this.watchNote = qs("#net-watch-note");
    this.watchers = qs("#watchers");
    this.tableWatch = qs("#net-watch-table");
    this.watchDialog = qs("#watch-dialog");
    this.watchDialogLink = qs("#watch-link");
    this.watchDialogQr = qs("#watch-qr");
    this.watchList = qs("#watch-list");
    this.lobbyWatchers = qs("#net-watchers");
    this.watcherNames = []; // who watches now, as last shown
    this.copyButton.addEventListener("click", () => copyField(this.link));
    qs("#net-watch-copy").addEventListener("click", () => copyField(this.watchLink));
    qs("#watch-copy").addEventListener("click", () => copyField(this.watchDialogLink));
    qs("#watch-close").addEventListener("click", () => this.watchDialog.close());
    this.tableWatch.addEventListener("click", () => this.openWatchDialog());
    qs("#net-reply-copy").addEventListener("click", () => copyField(this.replyLink));
    qs("#direct-copy").addEventListener("click", () => copyField(this.directLink));
    qs("#direct-close").addEventListener("click", () => this.dialog.close());
  }

  /** The panel with one of its parts (host box, join form, reply) shown, or none (null). */
  showPart(part) {
    this.panel.hidden = false;
    this.problem.hidden = true;
    for (const each of [this.hostBox, this.joinForm, this.reply]) each.hidden = each !== part;
  }

  /**
   * A problem the player must decide about, under the panel's current part: `text`, and
   * `actions` [{id, label, primary}] as buttons (bindProblem gets the id).
   */
  showProblem(text, actions = []) {
    this.panel.hidden = false;
    this.problem.hidden = false;
    this.problemText.textContent = text;
    replace(this.problemActions, actions.map(({ id, label, primary }) => el("button", {
      type: "button", class: primary ? "primary" : null, dataset: { problemAction: id }, text: label,
    })));
    this.wait.textContent = "";
    this.panel.scrollIntoView({ block: "start" });
    this.problemActions.querySelector("button")?.focus();
  }

  hideProblem() {
    this.problem.hidden = true;
  }

  /**
   * The host's panel: the room's invitation link (relay), or direct links (`link` null);
   * `watchLink`: the link to watch the table (a relay table), folded under the invitation.
   */
  showInvite(link, waitText, watchLink = null) {
    this.showPart(this.hostBox);
    this.title.textContent = "Play on several devices";
    this.watchBox.hidden = watchLink === null;
    this.watchLink.value = watchLink ?? "";
    this.tableWatch.dataset.link = watchLink ?? "";
    if (watchLink) drawQr(this.watchQr, watchLink, "QR code of the watch link").catch(() => { this.watchQr.hidden = true; });
    this.relayInvite.hidden = link === null;
    this.copyButton.hidden = link === null;
    this.directIntro.hidden = link !== null;
    this.link.value = link ?? "";
    this.wait.textContent = waitText;
    this.panel.scrollIntoView({ block: "start" });
    if (link) drawQr(this.qr, link, "QR code of the invitation link").catch(() => { this.qr.hidden = true; });
  }

  /** The direct-link dialog with a fresh link (null: making one). */
  showDirectLink(link) {
    if (!this.dialog.open) this.dialog.showModal();
    this.directLink.value = link ?? "";
    this.directReply.value = "";
    this.directQr.hidden = true;
    this.setDirectStatus(link ? "Waiting for the reply link…" : "Making a direct link…");
    if (link) drawQr(this.directQr, link, "QR code of the direct link").catch(() => {});
  }

  setDirectStatus(text) {
    this.directStatus.textContent = text;
  }

  isDirectOpen() {
    return this.dialog.open;
  }

  closeDirect() {
    if (this.dialog.open) this.dialog.close();
  }

  /** The table's "Watch link" button (a host's relay table, once it is dealt). */
  showTableWatch(on) {
    this.tableWatch.hidden = !on || !this.tableWatch.dataset.link;
  }

  /** The watch link with its QR code, and who watches now. */
  openWatchDialog() {
    const link = this.tableWatch.dataset.link;
    if (!link) return;
    this.watchDialogLink.value = link;
    this.fillWatchList();
    if (!this.watchDialog.open) this.watchDialog.showModal();
    drawQr(this.watchDialogQr, link, "QR code of the watch link").catch(() => { this.watchDialogQr.hidden = true; });
  }

  fillWatchList() {
    const text = watchersText(this.watcherNames) ?? "Nobody is watching yet.";
    this.watchList.textContent = text;
    this.lobbyWatchers.textContent = text;
  }

  /**
   * Who watches the table (`names`; null or empty: nobody), on the table's bar and in the
   * watch dialog; `me`: this device's own name when it watches. Nothing else is redrawn.
   */
  showWatchers(names, me = null) {
    this.watcherNames = names ?? [];
    const text = watchersText(names, me);
    this.watchers.hidden = text === null;
    if (this.watchers.textContent !== (text ?? "")) this.watchers.textContent = text ?? "";
    this.fillWatchList();
  }

  /** No watch link nor watchers any more (the table is left). */
  closeWatch() {
    this.tableWatch.hidden = true;
    this.tableWatch.dataset.link = "";
    if (this.watchDialog.open) this.watchDialog.close();
    this.showWatchers(null);
  }

  /** The table's "Direct link…" button, for a host whose guests join by direct links. */
  showTableDirect(on) {
    this.tableDirect.hidden = !on;
  }

  /** The guest's reply link, to send back to the host. */
  showReply(link) {
    this.showPart(this.reply);
    this.replyLink.value = link;
    this.panel.scrollIntoView({ block: "start" });
    drawQr(this.replyQr, link, "QR code of the reply link").catch(() => { this.replyQr.hidden = true; });
  }

  /** The join form; `watch`: to watch the table instead (a watch link). */
  showJoin(gameName, name, { watch = false } = {}) {
    this.showPart(this.joinForm);
    this.joinText.textContent = watch
      ? `You are invited to watch a match of ${gameName}: you will see the table as everyone at it sees it, never a hand, and cannot move.`
      : `You are invited to a match of ${gameName}.`;
    this.joinButton.textContent = watch ? "Watch the table" : "Join the table";
    this.watchNote.hidden = !watch;
    this.title.textContent = watch ? "Watch a match" : "Play on several devices";
    if (!this.name.value) this.name.value = name;
    this.wait.textContent = "";
  }

  /** The panel with just a message (e.g. in a tab that passed a reply link on). */
  showMessage(text) {
    this.showPart(null);
    this.wait.textContent = text;
  }

  setWait(text) {
    this.wait.textContent = text;
  }

  hidePanel() {
    this.panel.hidden = true;
  }

  /** The table's connection line: a status key or free text; null hides it. */
  setStatus(status, text = STATUS_TEXT[status] ?? status) {
    this.status.hidden = status === null;
    this.status.dataset.status = status ?? "";
    this.status.textContent = text ?? "";
  }

  showVerification(result) {
    this.verify.hidden = result === null;
    if (!result) return;
    if (result.fair) { // a fair table's audit (docs/fairplay.md): every device's keys, the whole match replayed
      this.verify.dataset.ok = result.pending ? "" : String(result.ok);
      this.verify.textContent = result.pending
        ? "Checking the match: every device reveals its key, then replays every shuffle, card and move…"
        : result.ok ? "Verified: every device revealed its key; this device replayed every shuffle, every card dealt and every move, and found nothing wrong."
          : `Not verified: ${result.text}`;
      return;
    }
    this.verify.dataset.ok = String(result.ok);
    this.verify.textContent = result.ok
      ? `Verified: this device replayed all ${result.moves} moves and the shuffle used your contribution.`
      : `Not verified: ${result.problems.join(" ")}`;
  }

  fillSettings({ relays, ice }) {
    this.relays.value = relays;
    this.ice.value = ice;
  }

  bindJoin(handler) {
    this.joinForm.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.name.value.trim().slice(0, 20) || "Guest");
    });
  }

  /** `open()`: make a direct link (panel, table and dialog buttons); `reply(text)`: a pasted reply. */
  bindDirect({ open, reply }) {
    for (const id of ["#net-direct-open", "#net-direct-table", "#direct-new"]) {
      qs(id).addEventListener("click", () => open());
    }
    qs("#direct-reply-form").addEventListener("submit", (event) => {
      event.preventDefault();
      reply(this.directReply.value);
    });
  }

  /** `handler(id)` when a problem's action button is pressed. */
  bindProblem(handler) {
    delegate(this.problemActions, "button[data-problem-action]", "click", (button) => handler(button.dataset.problemAction));
  }

  bindCancel(handler) {
    qs("#net-cancel").addEventListener("click", () => handler());
  }

  bindSettings(handler) {
    this.settings.addEventListener("submit", (event) => {
      event.preventDefault();
      handler({ relays: this.relays.value.trim(), ice: this.ice.value.trim() });
    });
  }
}
