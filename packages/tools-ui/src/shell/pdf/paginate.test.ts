import { describe, expect, it } from 'vitest';
import { A4_PAGE_HEIGHT_PX, A4_SHEET_HEIGHT_PX, PAGE_PADDING_PX, PAGES_PER_SECTION, PDF_OPTIONS } from './exportPdf';
import { LETTERHEAD_PX } from './pages';
import { findPageBreak, type PdfBox } from './paginate';

const PAGE = 1000;

/** Blocks one under another, each `height` tall with `gap` between them, from `start`. */
function column(heights: number[], { start = 0, gap = 0 } = {}): PdfBox[] {
  let top = start;
  return heights.map((height) => {
    const box = { top, height };
    top += height + gap;
    return box;
  });
}

/** A container box around `children` (tops relative to the page, as the exporter measures them). */
function container(children: PdfBox[], padding = 0): PdfBox {
  const first = children[0];
  const last = children.at(-1);
  const top = (first?.top ?? 0) - padding;
  const bottom = (last ? last.top + last.height : top) + padding;
  return { top, height: bottom - top, children };
}

describe('the page-break rule', () => {
  it('breaks nothing when everything fits on the page', () => {
    expect(findPageBreak(column([300, 300, 400]), PAGE)).toEqual({ kind: 'none' });
  });

  it('lets a block end exactly at the page edge, and half a pixel past it', () => {
    expect(findPageBreak(column([600, 400.4]), PAGE)).toEqual({ kind: 'none' });
  });

  it('inserts a page break before the element that would overflow the page', () => {
    expect(findPageBreak(column([400, 400, 400]), PAGE)).toEqual({ kind: 'before', path: [2] });
  });

  it('breaks before a block that starts below the page', () => {
    expect(findPageBreak(column([900, 50], { gap: 200 }), PAGE)).toEqual({ kind: 'before', path: [1] });
  });

  it('divides a container taller than a page between its blocks', () => {
    const section = container(column([300, 300, 300, 300], { start: 120 }), 20);
    const boxes = [{ top: 0, height: 100 }, section];
    expect(findPageBreak(boxes, PAGE)).toEqual({ kind: 'before', path: [1, 2] });
  });

  it('moves a container that fits on a page whole to the next page when that leaves little blank', () => {
    const card = container(column([200, 200], { start: 820 }), 10);
    expect(findPageBreak([{ top: 0, height: 800 }, card], PAGE)).toEqual({ kind: 'before', path: [1] });
  });

  it('divides a section that fits on a page rather than leave more than a quarter of the page blank', () => {
    const section = container(column([250, 250, 250], { start: 420 }), 10);
    expect(findPageBreak([{ top: 0, height: 400 }, section], PAGE)).toEqual({ kind: 'before', path: [1, 2] });
  });

  it('keeps side-by-side blocks together: a row is not divided', () => {
    const row: PdfBox = {
      top: 0,
      height: 1400,
      children: [
        { top: 0, height: 1400 },
        { top: 0, height: 900 },
      ],
    };
    expect(findPageBreak([row, { top: 1400, height: 100 }], PAGE)).toEqual({ kind: 'after', path: [0], bottom: 1400 });
  });

  it('divides a grid taller than a page between its rows, keeping the cells of a row together', () => {
    // Two columns of cards, 300 px a row: cells 0–1, 2–3, 4–5, 6–7.
    const cells = Array.from({ length: 8 }, (_, index) => ({ top: Math.floor(index / 2) * 300, height: 280 }));
    const grid: PdfBox = { top: 0, height: 1180, children: cells };
    expect(findPageBreak([grid], PAGE)).toEqual({ kind: 'before', path: [0, 6] });
  });

  it('moves a row of cells that would overflow whole to the next page, with the heading before it', () => {
    const cells: PdfBox[] = [
      { top: 0, height: 40, keepWithNext: true },
      { top: 40, height: 500 },
      { top: 560, height: 40, keepWithNext: true },
      { top: 600, height: 500 },
      { top: 600, height: 300 },
    ];
    const section: PdfBox = { top: 0, height: 1100, children: cells };
    expect(findPageBreak([section], PAGE)).toEqual({ kind: 'before', path: [0, 2] });
  });

  it('divides text taller than a page where the page ends, after what is already on it', () => {
    const boxes: PdfBox[] = [
      { top: 0, height: 40, keepWithNext: true },
      { top: 40, height: 2400, lines: true },
    ];
    expect(findPageBreak(boxes, PAGE)).toEqual({ kind: 'split', path: [1] });
    // Text that fits on a page of its own moves there whole, as any block does.
    expect(
      findPageBreak(
        [
          { top: 0, height: 600 },
          { top: 600, height: 800, lines: true },
        ],
        PAGE,
      ),
    ).toEqual({
      kind: 'before',
      path: [1],
    });
  });

  it('slices a block taller than a page that cannot be divided, when it is the first thing on the page', () => {
    expect(findPageBreak(column([2500, 100]), PAGE)).toEqual({ kind: 'after', path: [0], bottom: 2500 });
  });

  it('starts such a block on a fresh page when something comes before it', () => {
    expect(findPageBreak(column([200, 2500]), PAGE)).toEqual({ kind: 'before', path: [1] });
  });

  it('never breaks before the first thing on a page, even below a top padding', () => {
    const section = container(column([500, 700], { start: 40 }), 40);
    expect(findPageBreak([section], PAGE)).toEqual({ kind: 'before', path: [0, 1] });
  });

  it('does not count empty boxes as content', () => {
    expect(
      findPageBreak(
        [
          { top: 0, height: 0 },
          { top: 0, height: 1500 },
        ],
        PAGE,
      ),
    ).toEqual({ kind: 'after', path: [1], bottom: 1500 });
  });

  it('takes a heading along to the next page with the block it introduces', () => {
    const boxes: PdfBox[] = [
      { top: 0, height: 700 },
      { top: 700, height: 40, keepWithNext: true },
      { top: 740, height: 400 },
    ];
    expect(findPageBreak(boxes, PAGE)).toEqual({ kind: 'before', path: [1] });
  });

  it('leaves a heading in place when it is all the page has so far', () => {
    const boxes: PdfBox[] = [
      { top: 0, height: 40, keepWithNext: true },
      { top: 40, height: 2000 },
    ];
    expect(findPageBreak(boxes, PAGE)).toEqual({ kind: 'before', path: [1] });
  });

  it('starts a new page where the content asks for one', () => {
    const boxes: PdfBox[] = [
      { top: 0, height: 100 },
      { top: 100, height: 100, breakBefore: true },
    ];
    expect(findPageBreak(boxes, PAGE)).toEqual({ kind: 'before', path: [1] });
    expect(findPageBreak([{ top: 0, height: 100, breakBefore: true }], PAGE)).toEqual({ kind: 'none' });
  });

  it('ignores an overflow of a container padding when its blocks all fit', () => {
    const card = container(column([480, 480], { start: 20 }), 30);
    expect(findPageBreak([card, { top: card.height, height: 50 }], PAGE)).toEqual({ kind: 'before', path: [1] });
  });

  it('refuses a page height that is not positive', () => {
    expect(() => findPageBreak([], 0)).toThrow(RangeError);
    expect(() => findPageBreak([], Number.NaN)).toThrow(RangeError);
  });

  it('fills every page of a long flowing document without cutting a block', () => {
    // The exporter's loop: break, move the rest to a new page, measure again.
    let blocks = column(
      Array.from({ length: 40 }, (_, index) => 120 + ((index * 37) % 200)),
      { gap: 16 },
    );
    const pages: number[][] = [];
    while (blocks.length > 0) {
      const decision = findPageBreak(blocks, PAGE);
      const end =
        decision.kind === 'none' ? blocks.length : (decision.path[0] ?? 0) + (decision.kind === 'after' ? 1 : 0);
      const page = blocks.slice(0, end);
      expect(page.every((box) => box.top + box.height <= PAGE)).toBe(true);
      pages.push(page.map((box) => box.height));
      const shift = blocks[end]?.top ?? 0;
      blocks = blocks.slice(end).map((box) => ({ ...box, top: box.top - shift }));
    }
    expect(pages.flat()).toHaveLength(40);
    // Each page is full: the next page's first block would not have fitted.
    for (const [index, page] of pages.slice(0, -1).entries()) {
      const used = page.reduce((sum, height) => sum + height + 16, 0);
      expect(used + (pages[index + 1]?.[0] ?? 0)).toBeGreaterThan(PAGE);
    }
  });
});

describe('the sheet a page frame fills', () => {
  it('is exactly the part of the capture html2pdf puts on one sheet (spec margin 0), at scale 2', () => {
    // html2pdf's own cut: floor(canvas width × inner height / inner width), with jsPDF's A4 in points.
    const mm = 72 / 25.4;
    expect(PDF_OPTIONS.margin).toBe(0);
    const inner = { width: 595.28 / mm, height: 841.89 / mm };
    const cut = Math.floor((PDF_OPTIONS.scale * PDF_OPTIONS.widthPx * inner.height) / inner.width);
    expect(cut).toBe(PDF_OPTIONS.scale * A4_SHEET_HEIGHT_PX);
  });

  it('keeps a white band of at least 10 mm inside every sheet, around the content', () => {
    const mmPerPx = 210 / PDF_OPTIONS.widthPx;
    expect(PAGE_PADDING_PX * mmPerPx).toBeGreaterThanOrEqual(10);
    expect(A4_PAGE_HEIGHT_PX + 2 * (PAGE_PADDING_PX + LETTERHEAD_PX)).toBe(A4_SHEET_HEIGHT_PX);
  });

  it('gives one capture as many sheets as keep its canvas within GPU texture limits', () => {
    expect(PAGES_PER_SECTION).toBeGreaterThanOrEqual(1);
    expect(PAGES_PER_SECTION * PDF_OPTIONS.scale * A4_SHEET_HEIGHT_PX).toBeLessThanOrEqual(16_384);
  });
});
