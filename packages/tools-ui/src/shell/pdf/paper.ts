/**
 * The attribute the PDF's copy of a report carries on its root (set by `cloneForPdf`), and the
 * vanilla-extract selector of an element inside it: paper may lay a figure out more tightly than
 * the screen (a grid's cells on fewer lines) so it stays with its legend on one page.
 */
export const PAPER_COPY = 'data-pdf-copy';

export const onPaper = `[${PAPER_COPY}] &`;
