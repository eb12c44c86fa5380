import { describe, expect, it } from 'vitest';
import { defaultTokens } from './tokens';

type ColorRole = keyof typeof defaultTokens.color;

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(foreground: ColorRole, background: ColorRole): number {
  const [lighter, darker] = [
    luminance(defaultTokens.color[foreground]),
    luminance(defaultTokens.color[background]),
  ].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// Every text colour on every surface the components put it on (WCAG 1.4.3: 4.5:1).
const textPairs: [ColorRole, ColorRole][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'surfaceSunken'],
  ['text', 'brandSoft'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['textMuted', 'surfaceSunken'],
  ['textOnBrand', 'brand'],
  ['textOnBrand', 'brandHover'],
  ['textOnBrand', 'brandActive'],
  ['textOnDanger', 'danger'],
  ['textOnDanger', 'dangerHover'],
  ['brandText', 'surface'],
  ['brandText', 'background'],
  ['brandText', 'brandSoft'],
  ['brandText', 'surfaceMuted'],
  ['accentText', 'accentSoft'],
  ['accentText', 'surface'],
  ['dangerText', 'dangerSoft'],
  ['dangerText', 'surface'],
  ['dangerText', 'background'],
  ['successText', 'successSoft'],
  ['successText', 'surface'],
  ['warningText', 'warningSoft'],
  ['infoText', 'infoSoft'],
  ['disabledText', 'disabledBackground'],
  ['disabledText', 'surface'],
];

// Control borders, indicators and the focus ring (WCAG 1.4.11: 3:1).
const nonTextPairs: [ColorRole, ColorRole][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'background'],
  ['brand', 'surface'],
  ['brand', 'background'],
  ['brand', 'surfaceSunken'],
  ['accent', 'surface'],
  ['focus', 'surface'],
  ['focus', 'background'],
  ['danger', 'surface'],
  ['success', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
];

describe('the default palette', () => {
  it.each(textPairs)('gives %s text on %s at least 4.5:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('gives %s on %s at least 3:1', (foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
