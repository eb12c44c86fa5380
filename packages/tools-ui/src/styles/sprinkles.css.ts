import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

const space = vars.space;
const { color } = vars;

/** Layout atoms: the values Box, Stack, Inline and friends may take. */
const layoutProperties = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    position: ['relative', 'absolute', 'sticky'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
    maxWidth: vars.contentWidth,
    overflow: ['hidden', 'auto', 'visible'],
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Surface atoms: only the semantic roles, so a screen cannot reach for an arbitrary colour. */
const surfaceProperties = defineProperties({
  properties: {
    background: {
      background: color.background,
      surface: color.surface,
      surfaceMuted: color.surfaceMuted,
      surfaceSunken: color.surfaceSunken,
      brand: color.brand,
      brandSoft: color.brandSoft,
      accentSoft: color.accentSoft,
      dangerSoft: color.dangerSoft,
      successSoft: color.successSoft,
      warningSoft: color.warningSoft,
      infoSoft: color.infoSoft,
    },
    color: {
      text: color.text,
      textMuted: color.textMuted,
      textOnBrand: color.textOnBrand,
      brandText: color.brandText,
      accentText: color.accentText,
      dangerText: color.dangerText,
      successText: color.successText,
      warningText: color.warningText,
      infoText: color.infoText,
    },
    borderRadius: vars.radius,
    boxShadow: { sm: vars.shadow.sm, md: vars.shadow.md, lg: vars.shadow.lg },
    borderStyle: { none: 'none', solid: 'solid' },
    borderWidth: { none: '0', thin: '1px' },
    borderColor: { border: color.border, borderStrong: color.borderStrong, brand: color.brand },
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
  },
});

/** Atomic classes for the theme's spacing, layout and surface roles. */
export const sprinkles = createSprinkles(layoutProperties, surfaceProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
