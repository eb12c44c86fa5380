import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focus.css';
import { vars } from '../../styles/vars.css';
import { row, rowList } from './rows.css';

// The parts every tool's screens share: the main screen's facts, the introduce screen's steps, the
// questionnaire's items, the picks, and the result's blocks (each kept whole on a PDF page).

const wide = 'screen and (min-width: 48rem)';

export const facts = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const pastList = rowList;

export const pastItem = row;

export const steps = style({
  margin: 0,
  paddingLeft: vars.space['6'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space['8'] });

export const candidates = rowList;

export const candidate = row;

/** One block of a result: kept whole on a PDF page. */
export const block = style({ breakInside: 'avoid', display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/**
 * A longer section of a result (an explanation in parts): on paper it may go on overleaf between
 * its parts rather than leave half a page blank (its headings stay with what they introduce).
 */
export const flowBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** A heading block that introduces the figure after it: on paper, never left at a page's foot without it. */
export const introduces = style({ breakAfter: 'avoid' });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  background: vars.color.background,
});

/** The answers that carried a result ("why this result"). */
export const carried = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], flexWrap: 'wrap' });

/** Cards two to a row on a wide screen. */
export const cards = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The lines of a result's response-quality notes. */
export const notes = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

/** The counsellor's plain flags under the person's note. */
export const counsellorFlags = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

/** A counsellor's report export: the copy to save, then the button (and its progress). */
export const reportExport = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space['3']} ${vars.space['6']}`,
});

// The pieces of a writing tool's screens (deep interview, selling point, job search).

/** A column of a screen's parts. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/** A row of buttons (and what is said beside them), wrapping. */
export const actions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap', alignItems: 'center' });

/** One thing of a list, boxed. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The student's (or a generated) text as written: its line breaks kept. */
export const paragraph = style([vars.type.body, { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }]);

/** What a status line says after an action. */
export const status = style([vars.type.bodySmall, { color: vars.color.textMuted, margin: 0 }]);

/** A question in a list of them, as a button: the open one marked by a bar and aria-current. */
export const questionButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['1'],
  width: '100%',
  padding: `${vars.space['3']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    // The open question: a strong edge and a bar on the left, and aria-current for assistive technology.
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
      background: vars.color.brandSoft,
    },
  },
});

export const questionLabel = style([vars.type.label, { color: vars.color.text }]);
