// The several-devices parts of the page: the invitation panel in the lobby, the
// connection settings, the connection status on the table and the fairness result.

import { qs } from "./dom.js";

const STATUS_TEXT = {
  connecting: "Connecting to the table…",
  connected: "Connected to the host.",
  reconnecting: "Connection lost: reconnecting…",
  left: "The host left the table.",
};

export class NetView {
  constructor() {
    this.panel = qs("#net-panel");
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
    qs("#net-copy").addEventListener("click", () => {
      this.link.select();
      navigator.clipboard?.writeText(this.link.value).catch(() => {});
    });
  }

  showInvite(link, waitText) {
    this.panel.hidden = false;
    this.hostBox.hidden = false;
    this.joinForm.hidden = true;
    this.link.value = link;
    this.wait.textContent = waitText;
  }

  showJoin(gameName, name) {
    this.panel.hidden = false;
    this.hostBox.hidden = true;
    this.joinForm.hidden = false;
    this.joinText.textContent = `You are invited to a match of ${gameName}.`;
    if (!this.name.value) this.name.value = name;
    this.wait.textContent = "";
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
