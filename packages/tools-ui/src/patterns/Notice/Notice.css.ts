import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/vars.css';

export const noticeTones = ['info', 'success', 'warning', 'danger'] as const;
export type NoticeTone = (typeof noticeTones)[number];

const { color } = vars;

export const notice = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: vars.space['3'],
    alignItems: 'start',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: color.infoSoft, borderColor: color.info, color: color.infoText },
      success: { background: color.successSoft, borderColor: color.success, color: color.successText },
      warning: { background: color.warningSoft, borderColor: color.warning, color: color.warningText },
      danger: { background: color.dangerSoft, borderColor: color.danger, color: color.dangerText },
    },
  },
  defaultVariants: { tone: 'info' },
});
