import { style, styleVariants } from '@vanilla-extract/css';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export const columns = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });

// Fractions share the space left after the gaps, so '1/3' + '2/3' fill a row exactly.
const fraction = (share: number) => ({ flex: `${share} 1 0`, minWidth: 0 });

export const column = styleVariants({
  fill: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
} satisfies Record<ColumnWidth, object>);
