// The lobby: game tiles, the seat set-up and options of the chosen game, and the offer
// to resume a saved match. Options are drawn generically from the game's schema.
// Playable games come first and their set-up (with Start) right after them; the games
// still to come are listed below it, so Start is in reach without scrolling past them.

import { delegate, el, qs, qsa, replace } from "./dom.js";

const NAME_MAX = 20;
// One line per bot level, shown under the seats (a level the engine adds later still
// appears in the seat menus, just without a line here). A game's own words for a bot kind
// (its `bot_notes`: the simple bot's rule of thumb, how the hard bot fares against it)
// replace these while that game is chosen, and its `bot_strength` (a line per level from
// the measured arena table, py/cardtable/strength.py) follows them.
const BOT_LEVELS = {
  random: "plays any legal move at random.",
  simple: "a rule of thumb for the game, with no look-ahead.",
  greedy: "only advances its own position and never aims at anyone: a baseline.",
  easy: "thinks ahead a little (about 30 tries of the possible deals per move).",
  normal: "thinks ahead more (about 120 tries per move, up to an eighth of a second).",
  hard: "thinks ahead most (about 400 tries per move, up to three quarters of a second).",
};

/** "Simple bot" for "simple". */
function botLabel(bot) {
  return `${bot[0].toUpperCase()}${bot.slice(1)} bot`;
}

function playersText({ min_players: min, max_players: max }) {
  return min === max ? `${min} players` : `${min}–${max} players`;
}

export class LobbyView {
  constructor() {
    this.games = qs("#games");
    this.soon = qs("#soon");
    this.soonGames = qs("#games-soon");
    this.rulesButton = qs("#lobby-rules");
    this.remoteSetup = qs("#remote-setup");
    this.setup = qs("#setup");
    this.setupTitle = qs("#setup-title");
    this.seatList = qs("#seat-list");
    this.addSeat = qs("#add-seat");
    this.options = qs("#options");
    this.optionsBox = qs("#options-box");
    this.resume = qs("#resume");
    this.resumeButton = qs("#resume-button");
    this.discardButton = qs("#discard-button");
    this.resumeText = qs("#resume-text");
    this.kinds = [];
    this.fairBox = qs("#fair-mode");
    this.fairHint = qs("#fair-hint");
    this.fairSupport = { supported: {}, why_not: {} };
    this.fairChosen = true; // the player's own choice, kept while the option is offered
    this.fairBox.addEventListener("change", () => {
      if (!this.fairBox.disabled) this.fairChosen = this.fairBox.checked;
    });
    // "how they join" matters only once a seat plays on another device
    delegate(this.seatList, "[data-seat-kind]", "change", () => this.showRemoteSetup());
  }

  /** Game tiles: playable games are buttons; the rest, listed after the set-up, say "coming soon". */
  showGames(games, selectedId) {
    replace(this.games, games.filter((game) => game.playable).map((game) => el("li", {},
      el("button", {
        type: "button", class: ["game-tile", "playable", game.id === selectedId && "selected"],
        dataset: { game: game.id }, "aria-pressed": String(game.id === selectedId),
      },
      el("span", { class: "game-name", text: game.name }),
      el("span", { class: "game-players", text: playersText(game) }),
      game.about ? el("span", { class: "game-about" }, `${game.about} `,
        el("span", { class: "game-length", text: `${game.length}.` })) : null,
      el("span", { class: "game-status", text: "Play" })))));
    const chosen = games.find((game) => game.id === selectedId);
    this.gameAbout ??= document.querySelector("#game-about"); // a phone's tiles are too small for it
    if (this.gameAbout) this.gameAbout.textContent = chosen?.about ? `${chosen.name}: ${chosen.about} ${chosen.length}.` : "";
    const soon = games.filter((game) => !game.playable);
    this.soon.hidden = soon.length === 0;
    replace(this.soonGames, soon.map((game) => el("li", {},
      el("div", { class: "game-tile soon", dataset: { game: game.id } },
        el("span", { class: "game-name", text: game.name }),
        el("span", { class: "game-players", text: playersText(game) }),
        el("span", { class: "game-status", text: "Coming soon" })))));
  }

  /** The seat kinds a seat can take: human, then one per bot kind; and what each bot does. */
  setBots(bots) {
    this.bots = bots;
    this.kinds = [{ value: "human", label: "Human" }, { value: "remote", label: "Another device" },
      ...bots.map((bot) => ({ value: `bot:${bot}`, label: botLabel(bot) }))];
    this.renderBotLevels();
  }

  /** "About the bots": what each bot kind does, in the chosen game's words where it has some. */
  renderBotLevels() {
    const notes = this.game?.bot_notes ?? {};
    const strength = this.game?.bot_strength ?? {};
    const explained = (this.bots ?? []).filter((bot) => notes[bot] ?? BOT_LEVELS[bot]);
    const open = this.botLevels?.open ?? false;
    this.botLevels?.remove();
    this.botLevels = null;
    if (!explained.length) return;
    this.botLevels = el("details", { class: "bot-levels", open },
      el("summary", { text: "About the bots" }),
      el("ul", {}, explained.map((bot) => el("li", { dataset: { bot } },
        el("strong", { text: `${botLabel(bot)}:` }), ` ${notes[bot] ?? BOT_LEVELS[bot]}`,
        strength[bot] ? ` ${strength[bot]}` : null))),
      el("p", { class: "hint", text: "Every bot sees only what its seat may see." }));
    this.addSeat.after(this.botLevels);
  }

  /** Show the set-up form for `game` with `seats` [{name, kind, bot?}] and option values. */
  showSetup(game, { seats, options }) {
    this.game = game;
    this.setup.hidden = false;
    // the chosen tile shows the game's name; screen readers hear it in the heading too
    replace(this.setupTitle, el("span", { class: "sr-only", text: `${game.name}: ` }), "Players and options");
    this.rulesButton.dataset.rules = game.id;
    replace(this.rulesButton, el("span", { class: "rules-mark", "aria-hidden": "true", text: "?" }), " Rules",
      el("span", { class: "sr-only", text: ` of ${game.name}` }));
    this.renderSeats(seats);
    this.renderBotLevels();
    replace(this.options, game.options.map((option) => this.optionField(option, options[option.id])));
    this.optionsBox.hidden = game.options.length === 0;
  }

  renderSeats(seats) {
    const { min_players: min, max_players: max } = this.game;
    replace(this.seatList, seats.map((seat, i) => el("li", { class: "seat-row", dataset: { index: i } },
      el("label", { class: "field name-field" },
        el("span", { class: "field-label", text: `Player ${i + 1}` }),
        el("input", { type: "text", name: `seat-name-${i}`, value: seat.name, maxlength: NAME_MAX,
          autocomplete: "off", spellcheck: "false", required: true, dataset: { seatName: i } })),
      el("label", { class: "field kind-field" },
        el("span", { class: "field-label", text: "Plays as" }),
        el("select", { name: `seat-kind-${i}`, dataset: { seatKind: i } },
          this.kinds.map(({ value, label }) => el("option", {
            value, text: label,
            selected: value === (seat.kind === "bot" ? `bot:${seat.bot}` : seat.kind),
          })))),
      el("button", { type: "button", class: "remove-seat", dataset: { remove: i },
        "aria-label": `Remove player ${i + 1}`, title: "Remove this player", disabled: seats.length <= min,
        text: "✕" }))));
    this.addSeat.disabled = seats.length >= max;
    this.showRemoteSetup();
  }

  showRemoteSetup() {
    const kinds = qsa("[data-seat-kind]", this.seatList).map((select) => select.value);
    this.remoteSetup.hidden = !kinds.includes("remote");
    this.showFair(kinds);
  }

  /** fair_support: {supported: {game: [counts]}, why_not: {game: why}} (py/cardtable/fairplay/session.py). */
  setFairSupport(support) {
    this.fairSupport = support ?? { supported: {}, why_not: {} };
  }

  /** Whether "Nobody sees your hand" is offered for these seats, and why not where it is not. */
  fairOffer(kinds) {
    const game = this.game;
    if (!game) return { ok: false, why: "" };
    const counts = this.fairSupport.supported[game.id];
    const why = this.fairSupport.why_not[game.id];
    if (!counts) return { ok: false, why: `Not yet for ${game.name}: ${why ?? "not built yet"}.` };
    if (!counts.includes(kinds.length)) {
      return { ok: false, why: `Not yet for ${game.name} at ${kinds.length} players (it runs at ${counts.join(" or ")})${why ? `: ${why}` : ""}.` };
    }
    const bots = kinds.filter((kind) => kind.startsWith("bot:")).length;
    if (bots || kinds.filter((kind) => kind === "human").length !== 1) {
      return { ok: false, why: "A bot's cards are known to the host's device, which runs it (and so are a second "
        + "player's on that device): for this, one player plays on the host's device and every other on a device of their own." };
    }
    return { ok: true, why: "Every device shuffles and deals together: your cards reach your device only, and at "
      + "the end every device checks the whole match and says “verified” or who cheated." };
  }

  showFair(kinds) {
    const { ok, why } = this.fairOffer(kinds);
    this.fairBox.disabled = !ok;
    this.fairBox.checked = ok && this.fairChosen;
    this.fairHint.textContent = why;
  }

  optionField(option, value) {
    const current = value ?? option.default;
    const id = `option-${option.id}`;
    let input;
    if (Array.isArray(option.choices) && option.choices.length) {
      input = el("select", { id, dataset: { option: option.id } },
        option.choices.map((choice) => {
          const v = typeof choice === "object" ? choice.value : choice;
          const label = typeof choice === "object" ? choice.label ?? String(v) : String(v);
          return el("option", { value: v, text: label, selected: v === current });
        }));
    } else {
      input = el("input", { id, type: "number", inputmode: "numeric", min: option.min, max: option.max,
        step: 1, value: current, required: true, dataset: { option: option.id } });
    }
    const range = !option.choices?.length && option.min !== undefined && option.max !== undefined
      && !option.hint ? ` (${option.min}–${option.max})` : "";
    const hintId = option.hint ? `${id}-hint` : null;
    if (hintId) input.setAttribute("aria-describedby", hintId);
    return el("div", { class: "field option-field" },
      el("label", { for: id, class: "field-label", text: `${option.label}${range}` }), input,
      hintId ? el("small", { id: hintId, class: "option-hint", text: option.hint }) : null);
  }

  /** The set-up as the form holds it: {seats, options}; names default to "Player n". */
  readSetup() {
    const seats = qsa(".seat-row", this.seatList).map((row, i) => {
      const name = qs("[data-seat-name]", row).value.trim().slice(0, NAME_MAX) || `Player ${i + 1}`;
      const kind = qs("[data-seat-kind]", row).value;
      return kind.startsWith("bot:") ? { name, kind: "bot", bot: kind.slice(4) } : { name, kind };
    });
    const options = {};
    for (const input of qsa("[data-option]", this.options)) {
      options[input.dataset.option] = Number.parseInt(input.value, 10);
    }
    const fair = seats.some((seat) => seat.kind === "remote") && !this.fairBox.disabled && this.fairBox.checked;
    return { seats, options, joinMode: qs("#join-mode").value, fair };
  }

  /**
   * The saved match banner (null hides it): its `text`, and `resumeLabel` for the Resume
   * button (null: nothing can be resumed; only "Delete saved match" is offered).
   */
  showResume(offer) {
    this.resume.hidden = offer === null;
    if (offer) {
      this.resumeButton.hidden = !offer.resumeLabel;
      this.resumeButton.textContent = offer.resumeLabel ?? "";
      this.resumeText.textContent = offer.text;
    }
  }

  bindSelectGame(handler) {
    delegate(this.games, "button[data-game]", "click", (button) => handler(button.dataset.game));
  }

  bindAddSeat(handler) {
    this.addSeat.addEventListener("click", () => handler());
  }

  bindRemoveSeat(handler) {
    delegate(this.seatList, "button[data-remove]", "click", (button) => handler(Number(button.dataset.remove)));
  }

  bindStart(handler) {
    this.setup.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.readSetup());
    });
  }

  bindResume(handler) {
    this.resumeButton.addEventListener("click", () => handler());
  }

  bindDiscard(handler) {
    this.discardButton.addEventListener("click", () => handler());
  }

  focusSeatName(index) {
    qs(`[data-seat-name="${index}"]`, this.seatList)?.focus();
  }
}
