/**
 * The page-break rule of spec §4, over measured boxes and without a DOM: a page ends before the
 * first element that would overflow it, so no block that fits on a page is ever cut across two (a
 * section of blocks may go on overleaf between them rather than leave a large hole: `LARGEST_HOLE`).
 *
 * The exporter measures what is left of the document, asks where the current page ends, moves the
 * rest to a new page, and asks again; so this rule only ever decides the end of one page.
 */

/** An element's box, in px from the top of the page being filled. */
export interface PdfBox {
  top: number;
  height: number;
  /**
   * The element's own boxes, when it may be divided between pages (a container of blocks). Given
   * only for a box the exporter may need to divide; leave out for text, images and charts.
   */
  children?: PdfBox[];
  /** A heading: keep it on the page of what follows it. */
  keepWithNext?: boolean;
  /** Text that may go on between its lines on the next page (a long answer, a story). */
  lines?: boolean;
  /**
   * Always start a new page here (CSS `break-before: page`, `data-pdf-break-before`, or right after
   * an element marked `data-pdf-break-after`).
   */
  breakBefore?: boolean;
}

/** Where the current page ends; `path` is the box's index at each level of `children`. */
export type PageBreak =
  | { kind: 'none' }
  /** The page ends before this box; the box starts the next page. */
  | { kind: 'before'; path: number[] }
  /**
   * This text is taller than a page: the page ends inside it, after its last line that fits (the
   * exporter divides it there; where not even one line fits, it asks again without `lines`).
   */
  | { kind: 'split'; path: number[] }
  /**
   * This box alone is taller than a page and cannot be divided between blocks: the page ends after
   * it, `bottom` px down (the exporter divides its text between lines, or slices what is not text).
   */
  | { kind: 'after'; path: number[]; bottom: number };

// Half a pixel: layout positions are fractional and a box that ends exactly at the page edge fits.
const EPSILON = 0.5;

/**
 * The most of a page a block may leave blank by moving whole to the next page. A block that fits
 * on a page moves whole, unless that would leave more than this part of the page empty and it is a
 * section of blocks that may be divided (no `break-inside: avoid`): then it goes on overleaf
 * between its blocks, as paper does (issue 36: pages half empty before each long section).
 */
export const LARGEST_HOLE = 1 / 4;

/**
 * Children as rows: a child that starts above the bottom of those before it sits beside them (a
 * grid's cells, a flex row). Rows may go on different pages; the cells of one row stay together.
 */
interface Row {
  /** The row as one box: the child itself, or the cells merged (never divided). */
  box: PdfBox;
  first: number;
  last: number;
}

function rowsOf(boxes: readonly PdfBox[]): Row[] {
  const rows: Row[] = [];
  let bottom = Number.NEGATIVE_INFINITY;
  for (const [index, box] of boxes.entries()) {
    const row = rows.at(-1);
    if (row && box.top < bottom - EPSILON) {
      const top = Math.min(row.box.top, box.top);
      bottom = Math.max(bottom, box.top + box.height);
      row.box = { top, height: bottom - top, breakBefore: row.box.breakBefore };
      row.last = index;
    } else {
      rows.push({ box, first: index, last: index });
      bottom = box.top + box.height;
    }
  }
  return rows;
}

/** Whether a row is one box whose own blocks may go on different pages. */
function dividable(row: Row): boolean {
  return row.first === row.last && Boolean(row.box.children?.length) && rowsOf(row.box.children ?? []).length > 1;
}

/** Decides where the page that starts at 0 and is `pageHeight` tall ends. */
export function findPageBreak(boxes: readonly PdfBox[], pageHeight: number): PageBreak {
  if (!(pageHeight > 0)) throw new RangeError('pageHeight must be positive');
  // Whether anything visible is already on the page: breaking before the first thing would make an empty page.
  let placed = false;

  const search = (level: readonly PdfBox[], path: number[]): PageBreak | null => {
    const rows = rowsOf(level);
    // Whether something was on the page before the previous row: a heading alone does not move.
    let placedBeforePrevious = false;
    for (const [index, row] of rows.entries()) {
      const { box } = row;
      const here = [...path, row.first];
      const previous = rows[index - 1];
      const breakHere = (): PageBreak =>
        // A heading goes to the next page with what follows it, unless it is all this page has.
        previous?.box.keepWithNext && placedBeforePrevious
          ? { kind: 'before', path: [...path, previous.first] }
          : { kind: 'before', path: here };
      const placedBeforeThis = placed;

      if (box.breakBefore && placed) return breakHere();
      if (box.top + box.height <= pageHeight + EPSILON) {
        if (box.height > 0) placed = true;
      } else if (row.first === row.last && box.lines && box.height > pageHeight && box.top < pageHeight - EPSILON) {
        // Text taller than any page would be divided anyway: it starts here, and goes on overleaf.
        return { kind: 'split', path: here };
      } else if (
        placed &&
        (box.top >= pageHeight - EPSILON || box.height <= pageHeight) &&
        !(dividable(row) && pageHeight - box.top > pageHeight * LARGEST_HOLE)
      ) {
        // It would overflow, and it fits on a page of its own (or starts below this one): next page.
        return breakHere();
      } else if (dividable(row)) {
        const inner = search(box.children ?? [], here);
        if (inner) return inner;
        // Its rows all fit; only its own bottom padding or border reaches past the page edge.
        placed = true;
      } else {
        // Taller than a page and not divisible into rows: it starts a page of its own.
        return placed ? breakHere() : { kind: 'after', path: [...path, row.last], bottom: box.top + box.height };
      }
      placedBeforePrevious = placedBeforeThis;
    }
    return null;
  };

  return search(boxes, []) ?? { kind: 'none' };
}
