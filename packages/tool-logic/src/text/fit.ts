// Fitting a draft to the length the user aims for. A draft is a list of units (sentences or whole
// experience paragraphs), each with how readily it goes when the draft is too long: our connecting
// sentences first, then notes, then experiences from the last; the opening and closing never.
// After dropping, units are put back, most important first, wherever they still fit, so a draft
// lands close under the limit. Never over 110% of the target; shorter when the inputs are thin.

export interface Unit {
  /** Units of one paragraph are joined by a space; paragraphs by a blank line. */
  paragraph: number;
  text: string;
  /** The inputs the unit uses (counted for `usedInputs`). */
  uses: readonly string[];
  /** Lower goes first; Infinity never. */
  drop: number;
  id?: string;
  /** The unit this one belongs with (a keyword's sentence with its experience): kept only with it. */
  after?: string;
}

/** The most a draft may run over the target. */
export const LENGTH_ALLOWANCE = 1.1;

/** Characters as a Korean counter counts them (공백 포함): every character, line breaks included. */
export const characterCount = (text: string) => Array.from(text).length;

function render(units: readonly Unit[]): string {
  const paragraphs = new Map<number, string[]>();
  for (const unit of units) paragraphs.set(unit.paragraph, [...(paragraphs.get(unit.paragraph) ?? []), unit.text]);
  return [...paragraphs.keys()]
    .sort((a, b) => a - b)
    .map((paragraph) => paragraphs.get(paragraph)?.join(' ') ?? '')
    .join('\n\n');
}

/** The text cut at the last sentence end that fits (or, failing that, at the limit, marked with …). */
function cut(text: string, limit: number): string {
  const characters = Array.from(text).slice(0, limit);
  const head = characters.join('');
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'), head.endsWith('.') ? head.length - 1 : -1);
  return end > 0 ? head.slice(0, end + 1) : `${characters.slice(0, Math.max(0, limit - 1)).join('')}…`;
}

/** The units that fit `length` (in their original order) and the text they make. */
export function fitToLength(units: readonly Unit[], length: number): { text: string; kept: Unit[] } {
  const limit = Number.isFinite(length) && length > 0 ? Math.floor(length * LENGTH_ALLOWANCE) : Infinity;
  const fits = (set: ReadonlySet<Unit>) => characterCount(render(units.filter((unit) => set.has(unit)))) <= limit;
  const kept = new Set(units);
  const removable = (unit: Unit) => unit.drop !== Infinity;
  // Drop the readiest unit (the later one among equals) until the draft fits.
  const order = units.filter(removable).sort((a, b) => a.drop - b.drop || units.indexOf(b) - units.indexOf(a));
  for (const unit of order) {
    if (fits(kept)) break;
    kept.delete(unit);
    for (const other of units) if (other.after && other.after === unit.id) kept.delete(other);
  }
  // Put back what still fits, most important first, with the unit it belongs to.
  for (const unit of [...order].reverse()) {
    if (kept.has(unit)) continue;
    const owner = units.find((other) => other.id !== undefined && other.id === unit.after);
    if (owner && !kept.has(owner)) continue;
    kept.add(unit);
    if (!fits(kept)) kept.delete(unit);
  }
  const chosen = units.filter((unit) => kept.has(unit));
  const text = render(chosen);
  return { text: characterCount(text) > limit ? cut(text, limit) : text, kept: chosen };
}
