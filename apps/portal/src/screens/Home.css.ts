import { vars } from '@career/tools-ui/vars';
import { style } from '@vanilla-extract/css';

export const main = style({ flex: 1 });

export const section = style({
  maxWidth: vars.contentWidth.wide,
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['6']}`,
});

export const hero = style([
  section,
  { display: 'grid', gridTemplateColumns: '1.3fr 1fr', gap: vars.space['12'], alignItems: 'center' },
]);

export const eyebrow = style([vars.type.label, { color: vars.color.accentText, marginBottom: vars.space['3'] }]);

export const title = style([vars.type.display, { marginBottom: vars.space['5'] }]);

export const lead = style([vars.type.lead, { color: vars.color.textMuted }]);

export const actions = style({ display: 'flex', gap: vars.space['3'], marginTop: vars.space['8'], flexWrap: 'wrap' });

export const heroPanel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  padding: vars.space['8'],
  display: 'grid',
  gap: vars.space['4'],
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '2.25rem 1fr',
  gap: vars.space['3'],
  alignItems: 'start',
});

export const stepNumber = style({
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
});

export const band = style({ background: vars.color.surface, borderBlock: `1px solid ${vars.color.border}` });

export const sectionTitle = style([vars.type.heading, { marginBottom: vars.space['2'] }]);

export const sectionLead = style({ color: vars.color.textMuted, marginBottom: vars.space['8'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
});

export const cardTitle = style([vars.type.minorHeading, { marginBottom: vars.space['2'] }]);

export const cardText = style([vars.type.bodySmall, { color: vars.color.textMuted }]);

export const cardLink = style({
  display: 'inline-block',
  marginTop: vars.space['4'],
  fontWeight: vars.fontWeight.semibold,
});
