// The type scale: one place for sizes and line heights; the text roles below are built from it.
const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.5rem',
};

const lineHeight = {
  /** One-line controls and display type. */
  tight: '1.3',
  /** Headings, labels and captions: Hangul is tall, so even short lines need room. */
  snug: '1.45',
  /** Running Korean text, the page default. */
  normal: '1.7',
};

const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' };

/** A text role: what a piece of text is, with every property it needs. */
function role(size: string, height: string, tracking: string, weight: string) {
  return { fontSize: size, lineHeight: height, letterSpacing: tracking, fontWeight: weight };
}

/**
 * The default look: calm and warm, like a good counselling room. A deep teal for trust, a
 * terracotta accent for warmth (never a status), warm off-white paper with greys of the same warm
 * hue. Status colours each have their own hue and icon. contrast.test.ts holds every pairing the
 * components use: text 4.5:1, control edges, icons and the focus ring 3:1, status fills apart.
 */
export const defaultTokens = {
  color: {
    text: '#27231e',
    textMuted: '#615a50',
    textOnBrand: '#ffffff',
    textOnDanger: '#ffffff',
    background: '#f7f5f1',
    surface: '#ffffff',
    surfaceMuted: '#f2efe9',
    surfaceSunken: '#ebe7df',
    border: '#dcd6cc',
    borderStrong: '#877f73',
    brand: '#245b70',
    brandHover: '#1d4b5d',
    brandActive: '#173c4b',
    brandSoft: '#e3eff3',
    brandText: '#1d4b5d',
    // Warmth for highlights and decoration (an eyebrow, a recommendation): never a status.
    accent: '#a65a26',
    accentSoft: '#fbeee3',
    accentText: '#8c4a1f',
    focus: '#1d6fd6',
    danger: '#b3261e',
    dangerHover: '#951f18',
    dangerSoft: '#ffe5e4',
    dangerText: '#9b211a',
    success: '#1e7a46',
    successSoft: '#ddf6e4',
    successText: '#17643a',
    // Amber, a hue of its own: the terracotta accent sat 1.02:1 from the old warning orange.
    warning: '#967107',
    warningSoft: '#fbf1c7',
    warningText: '#6f4f07',
    info: '#2b58b1',
    infoSoft: '#e3edff',
    infoText: '#2e4d99',
    overlay: 'rgba(39, 35, 30, 0.45)',
    // Disabled is lighter than muted text (WCAG exempts inactive controls) yet still legible at 3:1.
    disabledBackground: '#ede9e4',
    disabledBorder: '#c3bdb4',
    disabledText: '#857f77',
  },
  font: {
    body: "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'D2Coding', monospace",
  },
  fontSize,
  lineHeight,
  fontWeight,
  /**
   * Text roles for Korean. Larger type is set tighter, in line height and in tracking; nothing is
   * smaller than 13 px.
   */
  type: {
    display: role(fontSize['4xl'], lineHeight.tight, '-0.025em', fontWeight.bold),
    title: role(fontSize['3xl'], lineHeight.tight, '-0.02em', fontWeight.bold),
    heading: role(fontSize['2xl'], lineHeight.snug, '-0.015em', fontWeight.bold),
    subheading: role(fontSize.xl, lineHeight.snug, '-0.01em', fontWeight.semibold),
    minorHeading: role(fontSize.lg, lineHeight.snug, '-0.005em', fontWeight.semibold),
    lead: role(fontSize.lg, lineHeight.normal, '-0.005em', fontWeight.regular),
    body: role(fontSize.md, lineHeight.normal, '0', fontWeight.regular),
    bodySmall: role(fontSize.sm, lineHeight.normal, '0', fontWeight.regular),
    label: role(fontSize.sm, lineHeight.snug, '0', fontWeight.semibold),
    caption: role(fontSize.xs, lineHeight.snug, '0.01em', fontWeight.medium),
  },
  /**
   * Sizes that follow the density: comfortable here (generous, for the tools), compact through
   * `densityClass.compact` (the admin console's dense tables and forms).
   */
  density: {
    controlSm: '2.25rem',
    controlMd: '2.75rem',
    controlLg: '3.25rem',
    /** Inline padding of a medium button. */
    controlInline: '1.25rem',
    /** Block padding inside a text field. */
    fieldBlock: '0.5rem',
    cellBlock: '1rem',
    cellInline: '1.25rem',
    cellText: fontSize.md,
    navItem: '2.5rem',
  },
  space: {
    none: '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '20px',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(39, 35, 30, 0.06), 0 1px 3px rgba(39, 35, 30, 0.08)',
    md: '0 4px 12px rgba(39, 35, 30, 0.08), 0 2px 4px rgba(39, 35, 30, 0.06)',
    lg: '0 16px 40px rgba(39, 35, 30, 0.16), 0 4px 12px rgba(39, 35, 30, 0.08)',
    focus: '0 0 0 3px rgba(29, 111, 214, 0.45)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    // Tool windows layer from 1000 upward (spec §9); everything modal sits above them.
    toolWindow: '1000',
    popover: '100000',
    dialog: '100100',
    loading: '100200',
    toast: '100300',
  },
  duration: {
    fast: '120ms',
    normal: '200ms',
  },
  contentWidth: {
    narrow: '28rem',
    medium: '48rem',
    wide: '75rem',
  },
};

/** The shape every theme fills: the same keys as the default, any values. */
export type ThemeTokens = typeof defaultTokens;
