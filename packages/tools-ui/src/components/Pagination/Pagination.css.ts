import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['1'],
  minWidth: vars.density.navItem,
  height: vars.density.navItem,
  paddingInline: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    '&:focus-visible': focusRing,
    // The current page is filled and bold, not only a different colour.
    '&[aria-current=page]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnBrand,
      fontWeight: vars.fontWeight.bold,
      cursor: 'default',
    },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const stepLabel = style([vars.type.bodySmall, { fontWeight: vars.fontWeight.medium }]);

export const gap = style({ minWidth: '1.5rem', textAlign: 'center', color: vars.color.textMuted });
