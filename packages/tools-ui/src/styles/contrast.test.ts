import { describe, expect, it } from 'vitest';
import { colorDifference, contrastRatio } from './colorMath';
import { defaultTokens } from './tokens';

type ColorRole = keyof typeof defaultTokens.color;
type TypeRole = keyof typeof defaultTokens.type;

const color = (role: ColorRole) => defaultTokens.color[role];
const contrast = (foreground: ColorRole, background: ColorRole) => contrastRatio(color(foreground), color(background));
const difference = (first: ColorRole, second: ColorRole) => colorDifference(color(first), color(second));

/** WCAG's large text: 18 pt (24 px), or 14 pt (18.66 px) in bold. Computed from the role's tokens. */
function isLargeText(role: TypeRole): boolean {
  const { fontSize, fontWeight } = defaultTokens.type[role];
  const pixels = Number.parseFloat(fontSize) * 16;
  return pixels >= 24 || (pixels >= 18.66 && Number(fontWeight) >= 700);
}

/** WCAG 1.4.3: 4.5:1, or 3:1 for large text. */
const textMinimum = (role: TypeRole) => (isLargeText(role) ? 3 : 4.5);

/**
 * Every text colour on every surface the components put it on, with the smallest role it is set
 * in there. Body text covers every role of that size or larger.
 */
const textPairs: [ColorRole, ColorRole, TypeRole][] = [
  ['text', 'background', 'body'],
  ['text', 'surface', 'body'],
  ['text', 'surfaceMuted', 'body'],
  ['text', 'surfaceSunken', 'caption'],
  ['text', 'brandSoft', 'body'],
  // Notices: plain text on the soft fill of their tone.
  ['text', 'infoSoft', 'bodySmall'],
  ['text', 'successSoft', 'bodySmall'],
  ['text', 'warningSoft', 'bodySmall'],
  ['text', 'dangerSoft', 'bodySmall'],
  ['textMuted', 'background', 'caption'],
  ['textMuted', 'surface', 'caption'],
  ['textMuted', 'surfaceMuted', 'caption'],
  ['textMuted', 'surfaceSunken', 'caption'],
  ['textOnBrand', 'brand', 'label'],
  ['textOnBrand', 'brandHover', 'label'],
  ['textOnBrand', 'brandActive', 'label'],
  ['textOnDanger', 'danger', 'label'],
  ['textOnDanger', 'dangerHover', 'label'],
  ['brandText', 'surface', 'caption'],
  ['brandText', 'background', 'bodySmall'],
  ['brandText', 'brandSoft', 'label'],
  ['brandText', 'surfaceMuted', 'bodySmall'],
  ['accentText', 'surface', 'caption'],
  ['accentText', 'background', 'label'],
  // Badges: the tone's text on its fill, at caption size.
  ['successText', 'successSoft', 'caption'],
  ['warningText', 'warningSoft', 'caption'],
  ['dangerText', 'dangerSoft', 'caption'],
  ['infoText', 'infoSoft', 'caption'],
  ['successText', 'surface', 'bodySmall'],
  ['dangerText', 'surface', 'bodySmall'],
  ['dangerText', 'background', 'bodySmall'],
  ['dangerText', 'surfaceMuted', 'bodySmall'],
  // Page titles and section headings on the paper and on cards.
  ['text', 'background', 'title'],
  ['textMuted', 'surfaceSunken', 'heading'],
];

/**
 * WCAG 1.4.11: 3:1 for what identifies a control or its state, and for icons that carry meaning.
 * Review 2026-11: the strong border sat at 2.99:1 on the muted surface (inputs inside muted cards).
 */
const nonTextPairs: [ColorRole, ColorRole][] = [
  // Edges of inputs, check boxes, radios and switches, wherever a form sits.
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['borderStrong', 'surfaceMuted'],
  ['borderStrong', 'surfaceSunken'],
  // Selected check boxes, radios, switches, progress fills, the current tab's underline.
  ['brand', 'surface'],
  ['brand', 'background'],
  ['brand', 'surfaceMuted'],
  ['brand', 'surfaceSunken'],
  // The dot of a selected radio (the surface shows through the ring) and the check mark.
  ['surface', 'brand'],
  // The focus ring on every surface, and on the current navigation item.
  ['focus', 'surface'],
  ['focus', 'background'],
  ['focus', 'surfaceMuted'],
  ['focus', 'surfaceSunken'],
  ['focus', 'brandSoft'],
  // Emphasis badges are outlined, not filled: the ring is their shape.
  ['brand', 'surface'],
  ['accent', 'surface'],
  ['accent', 'background'],
  // Status icons in notices, badges and dialogs, on their fill and on plain surfaces.
  ['info', 'infoSoft'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['danger', 'dangerSoft'],
  ['info', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['danger', 'surface'],
  // A selected control that is disabled still shows its answer (review: the dot was 1.19:1).
  ['disabledText', 'disabledBackground'],
  ['surface', 'disabledText'],
];

const pairsOf = <T>(items: T[]) =>
  items.flatMap((first, index) => items.slice(index + 1).map((second) => [first, second] as [T, T]));

/** Status fills: badges and notices that must not be mistaken for one another. */
const statusFills: ColorRole[] = ['surfaceSunken', 'infoSoft', 'successSoft', 'warningSoft', 'dangerSoft'];

/** Strong colours that can sit side by side: the statuses, and the brand and the accent beside them. */
const statusHues: ColorRole[] = ['info', 'success', 'warning', 'danger'];
const strongHuePairs = [
  ...pairsOf(statusHues),
  ...statusHues.flatMap((status) => [
    ['accent', status],
    ['brand', status],
  ]),
] as [ColorRole, ColorRole][];

describe('the default palette', () => {
  it.each(textPairs)('gives %s text on %s at least the WCAG minimum for %s', (foreground, background, role) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(textMinimum(role));
  });

  it.each(nonTextPairs)('gives %s on %s at least 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  // Inactive controls are exempt from 1.4.3; they must still be legible and must not look active.
  it.each(['disabledBackground', 'surface', 'surfaceMuted'] as const)(
    'keeps disabled text legible on %s (3:1)',
    (background) => {
      expect(contrast('disabledText', background)).toBeGreaterThanOrEqual(3);
    },
  );

  it('sets disabled text clearly apart from muted text (review: 1.14:1, a disabled tab looked usable)', () => {
    expect(contrast('textMuted', 'disabledText')).toBeGreaterThanOrEqual(1.5);
  });

  it('gives an unselected disabled control an edge that can be seen', () => {
    expect(contrast('disabledBorder', 'disabledBackground')).toBeGreaterThanOrEqual(1.5);
  });

  // CIEDE2000: pale fills below about 7 read as one colour (review: 추천 / 마감 임박 at 6.4).
  it.each(pairsOf(statusFills))('keeps the status fills %s and %s apart (ΔE2000 ≥ 10)', (first, second) => {
    expect(difference(first, second)).toBeGreaterThanOrEqual(10);
  });

  // Review: the accent sat 1.02:1 from the old warning orange, one hue to the eye.
  it.each(strongHuePairs)('keeps the strong colours %s and %s apart (ΔE2000 ≥ 12)', (first, second) => {
    expect(difference(first, second)).toBeGreaterThanOrEqual(12);
  });
});

describe('the text roles', () => {
  it('set nothing under 13 px', () => {
    const sizes = Object.values(defaultTokens.type).map(({ fontSize }) => Number.parseFloat(fontSize) * 16);
    expect(
      Math.min(...sizes, ...Object.values(defaultTokens.fontSize).map((size) => Number.parseFloat(size) * 16)),
    ).toBe(13);
  });

  it('treat only the page and section titles as large text', () => {
    const large = (Object.keys(defaultTokens.type) as TypeRole[]).filter(isLargeText);
    expect(large).toEqual(['display', 'title', 'heading']);
  });
});
