import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/vars.css';

// A box of no size: the status region stays in the page (so what appears in it is announced) and
// takes no room wherever the app mounts it.
export const region = style({ position: 'fixed', top: 0, left: 0, width: 0, height: 0 });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Blocks every click and tap on the page beneath while the work runs.
  pointerEvents: 'auto',
  cursor: 'progress',
  background: 'rgba(247, 245, 241, 0.6)',
});

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Drawn in CSS, like the Spinner component's ring, to keep the overlay's markup (in every entry) minimal.
export const spinner = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: '50%',
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
