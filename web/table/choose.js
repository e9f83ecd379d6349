// Choose-k moves as pick-and-confirm (pure: no DOM). The engine lists one legal-move
// *template* for "choose k of these n" (py/cardtable/engine/choose.py): one field of the
// move holds {"choose": {"from": [ids], "min": k, "max": k}}. The player toggles picks
// (changeable until they confirm); Confirm plays the concrete move, whose field is the
// list of picked ids in the template's order.

/** The template's choice {field, from, min, max}, or null for a concrete move. */
export function choiceOf(move) {
  if (!move || typeof move !== "object") return null;
  for (const [field, value] of Object.entries(move)) {
    const inner = value !== null && typeof value === "object" && !Array.isArray(value) ? value.choose : undefined;
    if (inner && Array.isArray(inner.from)) {
      const min = Number(inner.min);
      const max = Number(inner.max ?? inner.min);
      return { field, from: inner.from.map(String), min, max };
    }
  }
  return null;
}

export function isTemplate(move) {
  return choiceOf(move) !== null;
}

/**
 * A choice of cards: a template, or a concrete move naming a list of cards ("Pass these
 * three to Hal"). Such a move is the player's to make: it never plays by itself, even
 * when it is the only one (a template sent as it is would be refused, again and again).
 */
export function isCardChoice(move) {
  return isTemplate(move) || Array.isArray(move?.cards);
}

/** A stable name for a template (it survives redraws while the view offers it). */
export function templateKey(move) {
  return JSON.stringify(move);
}

/** `picks` kept to the template's options, without repeats, in the template's order. */
export function ordered(choice, picks) {
  const chosen = new Set(picks);
  return choice.from.filter((id) => chosen.has(id));
}

/**
 * Toggle `id` in `picks`. A pick past the maximum is refused (the player unpicks one
 * first), except with a maximum of 1, where the new pick replaces the old one.
 * Returns {picks, refused}.
 */
export function togglePick(choice, picks, id) {
  if (!choice.from.includes(id)) return { picks, refused: false };
  if (picks.includes(id)) return { picks: picks.filter((p) => p !== id), refused: false };
  if (picks.length < choice.max) return { picks: ordered(choice, [...picks, id]), refused: false };
  if (choice.max === 1) return { picks: [id], refused: false };
  return { picks, refused: true };
}

/** True when `picks` is a size the template allows. */
export function canConfirm(choice, picks) {
  return picks.length >= choice.min && picks.length <= choice.max;
}

/** The concrete move `template` stands for with `picks` (in the template's order). */
export function concreteMove(template, picks) {
  const choice = choiceOf(template);
  return { ...template, [choice.field]: ordered(choice, picks) };
}

/** How many to choose, in words: "3", "2 to 4", "up to 2". */
export function howMany({ min, max }) {
  if (min === max) return String(min);
  return min === 0 ? `up to ${max}` : `${min} to ${max}`;
}

/** "2 of 3 chosen" (or "2 chosen, 1 to 3 allowed" for a range). */
export function countText(choice, picks) {
  return choice.min === choice.max
    ? `${picks.length} of ${choice.max} chosen`
    : `${picks.length} chosen, ${howMany(choice)} allowed`;
}

/**
 * What the choose panel shows for `entry` (a template from view.legal, with its index
 * and label) and the current `picks`: {index, key, label, prompt, options: [{id, label,
 * picked, key}], count, countText, ready, confirmLabel}. `labelOf(id)` names an option.
 */
export function choiceModel(entry, picks, labelOf) {
  const choice = choiceOf(entry.move);
  const kept = ordered(choice, picks);
  const ready = canConfirm(choice, kept);
  const text = countText(choice, kept);
  return {
    index: entry.index,
    key: templateKey(entry.move),
    label: entry.label,
    min: choice.min,
    max: choice.max,
    picks: kept,
    prompt: `${entry.label}: choose ${howMany(choice)}, then confirm.`,
    options: choice.from.map((id) => ({ id, label: labelOf(id), picked: kept.includes(id), key: `pick:${id}` })),
    count: kept.length,
    countText: text,
    ready,
    confirmLabel: `Confirm (${text})`,
  };
}
