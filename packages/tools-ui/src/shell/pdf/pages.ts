import { findPageBreak } from './paginate';
import { elementAt, hasContent, measureBoxes, setStyle, splitBetweenLines, takePage } from './pdfDom';

/** The PDF's width (spec §3: 800 px, margin 0): one A4 sheet, edge to edge. */
export const PAGE_WIDTH_PX = 800;
/** An A4 sheet's height at that width: 800 × 297 / 210, rounded down (whole device pixels at scale 2). */
export const A4_SHEET_HEIGHT_PX = Math.floor((PAGE_WIDTH_PX * 297) / 210);
/**
 * The white band inside every sheet: 12 mm (at 800 px to 210 mm). Printers clip the paper's edge,
 * and text set flush to it is hard to read (issue 16). html2pdf's own margin stays the spec's 0: the
 * band is part of each page, around the content.
 */
export const PAGE_PADDING_PX = Math.round((12 * PAGE_WIDTH_PX) / 210);
/**
 * Above and below the content, a strip for the letterhead (8 mm): its header sits just inside the
 * white band at the top, its "n / N" just inside it at the bottom, both clear of the paper's edge.
 */
export const LETTERHEAD_PX = Math.round((8 * PAGE_WIDTH_PX) / 210);
/** The width the result is laid out at, inside the band. */
export const CONTENT_WIDTH_PX = PAGE_WIDTH_PX - 2 * PAGE_PADDING_PX;
/** How tall one sheet's content may be, inside the band and the letterhead's strips: the largest `pageHeight`. */
export const A4_PAGE_HEIGHT_PX = A4_SHEET_HEIGHT_PX - 2 * (PAGE_PADDING_PX + LETTERHEAD_PX);

/**
 * What every sheet of a report says about itself, in the white band: the report's title, whom it is
 * for, the date of the result and who ran the session at the top, the sheet's number of all at the
 * bottom (issue 23). Null parts are left out.
 */
export interface PdfLetterhead {
  /** '커리어 앵커 결과 보고서' */
  title: string;
  person: string | null;
  /** '검사일 2026년 11월 24일' */
  date: string | null;
  /** '담당 상담사 김지현' */
  by: string | null;
}

/** The letterhead's text: small, grey, on one line, in its strip. */
const BAND_TEXT: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  left: `${PAGE_PADDING_PX}px`,
  right: `${PAGE_PADDING_PX}px`,
  display: 'flex',
  justifyContent: 'space-between',
  gap: '16px',
  fontSize: '11px',
  lineHeight: '16px',
  color: '#5c6470',
  whiteSpace: 'nowrap',
};

function bandLine(parts: readonly (string | null)[], place: Partial<CSSStyleDeclaration>): HTMLElement {
  const line = document.createElement('div');
  setStyle(line, { ...BAND_TEXT, ...place });
  for (const part of parts) {
    const span = document.createElement('span');
    span.textContent = part ?? '';
    line.append(span);
  }
  return line;
}

/** The header and footer of sheet `number` of `count` (see PdfLetterhead). */
function bands(letterhead: PdfLetterhead, number: number, count: number): HTMLElement[] {
  const about = [letterhead.person, letterhead.date, letterhead.by].filter(Boolean).join(' · ');
  const header = bandLine([letterhead.title, about], {
    top: `${PAGE_PADDING_PX}px`,
    paddingBottom: '4px',
    borderBottom: '1px solid #d5d9de',
    fontWeight: '700',
  });
  const footer = bandLine([about, `${number} / ${count}`], { bottom: `${PAGE_PADDING_PX}px` });
  header.setAttribute('data-pdf-letterhead', 'header');
  footer.setAttribute('data-pdf-letterhead', 'footer');
  return [header, footer];
}

/** One PDF page's content, and how many A4 sheets it fills (more than 1 only for a block taller than a page). */
export interface Page {
  content: Element;
  sheets: number;
}

/** A capture: frames of whole A4 sheets, drawn by one html2canvas call. */
export interface Section {
  element: HTMLElement;
  sheets: number;
}

/**
 * Lays the clone out off screen at the PDF width (hidden, out of the way of the pointer) and
 * returns the function that takes it away again.
 */
export function layOut(content: Element, textStyle: Partial<CSSStyleDeclaration>): () => void {
  const host = document.createElement('div');
  setStyle(host, {
    ...textStyle,
    position: 'fixed',
    top: '0',
    left: '0',
    width: `${CONTENT_WIDTH_PX}px`,
    visibility: 'hidden',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  host.setAttribute('aria-hidden', 'true');
  host.append(content);
  document.body.append(host);
  return () => host.remove();
}

/**
 * Spec §4's pagination: each page ends before the first block that would overflow it, and the
 * next page starts with that block. Needs `content` laid out (see `layOut`).
 */
export function paginate(content: Element, pageHeight: number): Page[] {
  const pages: Page[] = [];
  // Text found not to be divisible on this page (not even its first line fits): it is moved instead.
  const unsplittable = new Set<Element>();
  while (hasContent(content)) {
    if (pages.length > 2000) throw new Error('Pagination did not come to an end');
    const top = content.getBoundingClientRect().top;
    const boxes = measureBoxes(content, top, pageHeight, unsplittable);
    const decision = findPageBreak(boxes, pageHeight);
    if (decision.kind === 'none') {
      pages.push({ content, sheets: 1 });
      break;
    }
    const boundary = elementAt(content, decision.path);
    if (decision.kind === 'split') {
      // The lines that fit stay on this page; the rest becomes the next block (see splitBetweenLines).
      if (!splitBetweenLines(boundary, top + pageHeight)) unsplittable.add(boundary);
      continue;
    }
    // Text taller than a page at a page's top goes on between its lines; anything else is sliced.
    if (decision.kind === 'after' && splitBetweenLines(boundary, top + pageHeight)) continue;
    const sheets = decision.kind === 'after' ? Math.max(1, Math.ceil(decision.bottom / A4_PAGE_HEIGHT_PX)) : 1;
    pages.push({ content: takePage(content, boundary, decision.kind === 'after'), sheets });
    unsplittable.clear();
  }
  return pages;
}

/** Where a named block (`data-pdf-block`) landed: the A4 sheets it is on, 1-based. */
export interface PdfBlockPlacement {
  name: string;
  sheets: number[];
}

/**
 * The sheets each named block is drawn on. A block divided between pages leaves a copy of itself
 * (with its name) around each part, so it lists more than one sheet: how a result proves that no
 * grid, chart or card was cut.
 */
export function placeBlocks(pages: readonly Page[]): PdfBlockPlacement[] {
  const placements = new Map<string, Set<number>>();
  let firstSheet = 1;
  for (const page of pages) {
    for (const element of [page.content, ...page.content.querySelectorAll('[data-pdf-block]')]) {
      const name = element.getAttribute('data-pdf-block');
      if (!name) continue;
      const sheets = placements.get(name) ?? new Set<number>();
      for (let sheet = firstSheet; sheet < firstSheet + page.sheets; sheet += 1) sheets.add(sheet);
      placements.set(name, sheets);
    }
    firstSheet += page.sheets;
  }
  return [...placements].map(([name, sheets]) => ({ name, sheets: [...sheets] }));
}

/** Manual pagination: the author marked the pages (`data-pdf-page`, else each child is one). */
export function manualPages(content: Element): Page[] {
  const marked = [...content.querySelectorAll('[data-pdf-page]')];
  const elements = marked.length > 0 ? marked : [...content.children];
  return elements.map((element) => {
    const sheets = Math.max(1, Math.ceil(element.getBoundingClientRect().height / A4_PAGE_HEIGHT_PX));
    // Each page keeps the look of the result's root around it.
    const shell = content.cloneNode(false) as Element;
    shell.append(element);
    return { content: shell, sheets };
  });
}

/** One sheet of a page: the page, or the next window onto a page taller than a sheet. */
interface Frame {
  content: Element;
  /** How far the content is moved up in the sheet's window. */
  offset: number;
}

/**
 * Pages as A4 sheets, at most `perSection` to a section (one capture each). Each sheet is the white
 * band around a window of the content as tall as a sheet's content; a page taller than a sheet
 * shows its next window on each further sheet. With a letterhead, the band carries it.
 */
export function toSections(
  pages: Page[],
  textStyle: Partial<CSSStyleDeclaration>,
  perSection: number,
  letterhead: PdfLetterhead | null = null,
): Section[] {
  const frames: Frame[] = pages.flatMap(({ content, sheets }) =>
    Array.from({ length: sheets }, (_, sheet) => ({
      content: sheet === 0 ? content : (content.cloneNode(true) as Element),
      offset: sheet * A4_PAGE_HEIGHT_PX,
    })),
  );
  const sections: Section[] = [];
  for (const [index, frame] of frames.entries()) {
    let section = sections.at(-1);
    if (!section || section.sheets >= perSection) {
      const element = document.createElement('div');
      setStyle(element, { ...textStyle, width: `${PAGE_WIDTH_PX}px`, background: '#ffffff' });
      section = { element, sheets: 0 };
      sections.push(section);
    }
    const sheet = document.createElement('div');
    setStyle(sheet, {
      position: 'relative',
      boxSizing: 'border-box',
      width: `${PAGE_WIDTH_PX}px`,
      height: `${A4_SHEET_HEIGHT_PX}px`,
      padding: `${PAGE_PADDING_PX + LETTERHEAD_PX}px ${PAGE_PADDING_PX}px`,
      background: '#ffffff',
    });
    const window = document.createElement('div');
    setStyle(window, { position: 'relative', height: `${A4_PAGE_HEIGHT_PX}px`, overflow: 'hidden' });
    const shifted = document.createElement('div');
    setStyle(shifted, { width: `${CONTENT_WIDTH_PX}px`, marginTop: `${-frame.offset}px` });
    shifted.append(frame.content);
    window.append(shifted);
    sheet.append(window);
    if (letterhead) sheet.append(...bands(letterhead, index + 1, frames.length));
    section.element.append(sheet);
    section.sheets += 1;
  }
  return sections;
}
