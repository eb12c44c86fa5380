/**
 * The default look: calm and warm, like a good counselling room. A deep teal for trust, a
 * terracotta accent for warmth, warm off-white surfaces. Text colours meet WCAG AA on every
 * surface they are used on (4.5:1 body text, 3:1 borders of controls and the focus ring);
 * contrast.test.ts holds every pairing the components use.
 */
export const defaultTokens = {
  color: {
    text: '#1f2328',
    textMuted: '#545d68',
    textOnBrand: '#ffffff',
    textOnDanger: '#ffffff',
    background: '#f7f5f1',
    surface: '#ffffff',
    surfaceMuted: '#f2efe9',
    surfaceSunken: '#ebe7df',
    border: '#dcd6cc',
    borderStrong: '#858b93',
    brand: '#245b70',
    brandHover: '#1d4b5d',
    brandActive: '#173c4b',
    brandSoft: '#e3eff3',
    brandText: '#1d4b5d',
    accent: '#a65a26',
    accentSoft: '#fbeee3',
    accentText: '#8c4a1f',
    focus: '#1d6fd6',
    danger: '#b3261e',
    dangerHover: '#951f18',
    dangerSoft: '#fcecea',
    dangerText: '#9b211a',
    success: '#1e7a46',
    successSoft: '#e6f4ec',
    successText: '#17643a',
    warning: '#a15c00',
    warningSoft: '#fff3d9',
    warningText: '#7a4600',
    info: '#1d5fa8',
    infoSoft: '#e7f0fb',
    infoText: '#1a5493',
    overlay: 'rgba(24, 28, 33, 0.48)',
    disabledBackground: '#ece9e4',
    disabledText: '#60656c',
  },
  font: {
    body: "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'D2Coding', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.5rem',
  },
  lineHeight: {
    tight: '1.3',
    normal: '1.6',
    relaxed: '1.8',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
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
    sm: '0 1px 2px rgba(31, 35, 40, 0.06), 0 1px 3px rgba(31, 35, 40, 0.08)',
    md: '0 4px 12px rgba(31, 35, 40, 0.08), 0 2px 4px rgba(31, 35, 40, 0.06)',
    lg: '0 16px 40px rgba(31, 35, 40, 0.16), 0 4px 12px rgba(31, 35, 40, 0.08)',
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
