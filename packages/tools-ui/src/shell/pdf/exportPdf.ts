import { saveBlob } from '../download';
import { findPageBreak } from './paginate';
import { cloneForPdf, elementAt, hasContent, inheritedTextStyle, measureBoxes, setStyle, splitAt } from './pdfDom';

/** Spec §3 and §9: scale 2, A4, portrait, 800 px wide, no margin, JPEG at quality 0.98. */
export const PDF_OPTIONS = {
  scale: 2,
  format: 'a4',
  orientation: 'portrait',
  widthPx: 800,
  margin: 0,
  jpegQuality: 0.98,
} as const;

/** An A4 page's height at the PDF width: 800 × 297 / 210, rounded down so a page is whole device pixels at scale 2. */
export const A4_PAGE_HEIGHT_PX = Math.floor((PDF_OPTIONS.widthPx * 297) / 210);

/**
 * Pages captured by one html2canvas call. Each call clones the document into a frame, which has a
 * fixed cost; a few pages at a time keeps the canvas far below the browser's limits (Chromium blanks
 * a canvas taller than 65,535 px, i.e. 28 pages at scale 2, without an error) and memory modest.
 */
export const PAGES_PER_SECTION = 4;

export const PDF_MESSAGES = {
  noPageHeight:
    'PDF로 나눌 페이지 높이가 없습니다. 페이지 높이(pageHeight)를 정하거나 직접 페이지 나누기(manualPagination)를 켜 주세요.',
  pageTooTall: `페이지 높이는 A4 한 장(${A4_PAGE_HEIGHT_PX}px)보다 클 수 없습니다.`,
  noContent: 'PDF로 저장할 내용이 없습니다.',
  failed: 'PDF를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

/** A problem the person or the calling screen can act on; its message is Korean and shown as it is. */
export class PdfExportError extends Error {
  override name = 'PdfExportError';
}

export interface ExportPdfOptions {
  filename: string;
  /**
   * How tall the content of one page may be, in px at the 800 px PDF width (at most
   * `A4_PAGE_HEIGHT_PX`). Required unless `manualPagination` is on (spec §5).
   */
  pageHeight?: number;
  /** Each `[data-pdf-page]` element (or each child of the source) is a page of its own. */
  manualPagination?: boolean;
  /** Progress in percent: 25, then pagination, 70, the pages as they are drawn, the download, 100. */
  onProgress?: (percent: number) => void;
  /** Start the download (default); off, only the PDF is returned. */
  download?: boolean;
  pagesPerSection?: number;
}

export interface PdfExportResult {
  blob: Blob;
  pageCount: number;
}

/** html2pdf's worker: a promise that carries the source, canvas and PDF from step to step. */
type Html2PdfWorker = InstanceType<typeof import('html2pdf.js')['default']['Worker']>;

/** The part of jsPDF used here. */
interface JsPdf {
  addPage(): void;
  output(type: 'blob'): Blob;
}

interface Page {
  content: Element;
  /** How many A4 pages it fills: 1, or more for a single block taller than a page (then sliced). */
  sheets: number;
}

/**
 * Exports `source` (a result screen) as an A4 PDF. The page is left untouched: a clone is laid out
 * off screen at 800 px, divided into pages so that no block is cut across two, and drawn a few pages
 * at a time through html2pdf.js, which is fetched only now (it is ~265 KiB gzip).
 */
export async function exportPdf(source: HTMLElement, options: ExportPdfOptions): Promise<PdfExportResult> {
  const { pageHeight, manualPagination = false, onProgress, download = true } = options;
  if (!manualPagination && !(typeof pageHeight === 'number' && pageHeight > 0)) {
    throw new PdfExportError(PDF_MESSAGES.noPageHeight);
  }
  if (!manualPagination && (pageHeight ?? 0) > A4_PAGE_HEIGHT_PX) throw new PdfExportError(PDF_MESSAGES.pageTooTall);
  if (!hasContent(source)) throw new PdfExportError(PDF_MESSAGES.noContent);
  onProgress?.(25);

  const text = [...new Set(source.textContent ?? '')].join('');
  const textStyle = inheritedTextStyle(source);
  const [{ default: html2pdf }] = await Promise.all([import('html2pdf.js'), loadFonts(document, source, text)]);

  const host = document.createElement('div');
  setStyle(host, {
    ...textStyle,
    position: 'fixed',
    top: '0',
    left: '0',
    width: `${PDF_OPTIONS.widthPx}px`,
    visibility: 'hidden',
    pointerEvents: 'none',
    zIndex: '-1',
  });
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  try {
    const content = cloneForPdf(source);
    host.append(content);
    const pages = manualPagination ? manualPages(content) : paginate(host, content, pageHeight ?? A4_PAGE_HEIGHT_PX);
    host.remove();
    onProgress?.(70);

    const sections = toSections(pages, textStyle, options.pagesPerSection ?? PAGES_PER_SECTION);
    const sheets = pages.reduce((sum, page) => sum + page.sheets, 0);
    const settings = {
      margin: PDF_OPTIONS.margin,
      filename: options.filename,
      image: { type: 'jpeg' as const, quality: PDF_OPTIONS.jpegQuality },
      enableLinks: false,
      pagebreak: { mode: [] },
      html2canvas: {
        scale: PDF_OPTIONS.scale,
        width: PDF_OPTIONS.widthPx,
        scrollX: 0,
        scrollY: 0,
        backgroundColor: '#ffffff',
        useCORS: true,
        logging: false,
        // The capture frame gets the app's stylesheets and the page being drawn, not the app itself.
        ignoreElements: (element: Element) =>
          element.parentElement === element.ownerDocument.body && !element.classList.contains('html2pdf__overlay'),
        // Text is measured in the frame: its fonts must be loaded there, or Korean lines are misplaced.
        onclone: (clone: Document) => loadFonts(clone, clone.body, text),
      },
      jsPDF: { unit: 'mm', format: PDF_OPTIONS.format, orientation: PDF_OPTIONS.orientation },
    };
    let worker: Html2PdfWorker = html2pdf().set(settings);

    let drawn = 0;
    for (const [index, section] of sections.entries()) {
      // The worker is a promise chain that keeps its PDF: each section adds its pages to the same one.
      if (index > 0) worker = worker.get('pdf', (pdf: JsPdf) => pdf.addPage()) as unknown as Html2PdfWorker;
      worker = worker.from(section.element).toContainer().toCanvas().toPdf();
      await worker;
      drawn += section.sheets;
      onProgress?.(70 + Math.round((25 * drawn) / sheets));
    }
    const pdf: JsPdf = await worker.get('pdf');
    const blob = pdf.output('blob');
    if (download) saveBlob(blob, options.filename);
    onProgress?.(100);
    return { blob, pageCount: sheets };
  } finally {
    host.remove();
  }
}

/** Loads the faces the text needs, in the document that will lay it out (the page, or the capture frame). */
async function loadFonts(target: Document, element: Element, text: string): Promise<void> {
  if (!target.fonts) return;
  const family = getComputedStyle(element).fontFamily;
  if (family) await Promise.all([400, 700].map((weight) => target.fonts.load(`${weight} 16px ${family}`, text)));
  await target.fonts.ready;
}

/** Spec §4's pagination: the page ends before the first block that would overflow it; the rest goes on. */
function paginate(host: HTMLElement, content: Element, pageHeight: number): Page[] {
  const pages: Page[] = [];
  let rest: Element | null = content;
  while (rest) {
    if (pages.length > 2000) throw new PdfExportError(PDF_MESSAGES.failed);
    const top = rest.getBoundingClientRect().top;
    const decision = findPageBreak(measureBoxes(rest, top, pageHeight), pageHeight);
    const page: Element = rest;
    let next: Element | null = null;
    if (decision.kind !== 'none') {
      next = splitAt(rest, elementAt(rest, decision.path), decision.kind === 'before');
      if (!hasContent(next)) next = null;
    }
    const height = page.getBoundingClientRect().height;
    const sheets = decision.kind === 'after' ? Math.max(1, Math.ceil(height / A4_PAGE_HEIGHT_PX)) : 1;
    pages.push({ content: page, sheets });
    page.remove();
    if (next) host.append(next);
    rest = next;
  }
  return pages;
}

/** Manual pagination: the author marked the pages; one taller than A4 is sliced over several sheets. */
function manualPages(content: HTMLElement): Page[] {
  const marked = [...content.querySelectorAll<HTMLElement>('[data-pdf-page]')];
  const elements = marked.length > 0 ? marked : [...content.children];
  const pages = elements.map((element) => ({
    content: element,
    sheets: Math.max(1, Math.ceil(element.getBoundingClientRect().height / A4_PAGE_HEIGHT_PX)),
  }));
  for (const page of pages) {
    // Each page keeps the look of the result's root around it.
    const shell = content.cloneNode(false) as Element;
    page.content.replaceWith(shell);
    shell.append(page.content);
    page.content = shell;
  }
  return pages;
}

interface Section {
  element: HTMLElement;
  sheets: number;
}

/** Pages in frames of whole A4 sheets, a few frames to a section (one capture each). */
function toSections(pages: Page[], textStyle: Partial<CSSStyleDeclaration>, perSection: number): Section[] {
  const sections: Section[] = [];
  for (let start = 0; start < pages.length; start += perSection) {
    const element = document.createElement('div');
    setStyle(element, { ...textStyle, width: `${PDF_OPTIONS.widthPx}px`, background: '#ffffff' });
    let sheets = 0;
    for (const page of pages.slice(start, start + perSection)) {
      const frame = document.createElement('div');
      setStyle(frame, {
        position: 'relative',
        width: `${PDF_OPTIONS.widthPx}px`,
        height: `${page.sheets * A4_PAGE_HEIGHT_PX}px`,
        overflow: 'hidden',
        background: '#ffffff',
      });
      frame.append(page.content);
      element.append(frame);
      sheets += page.sheets;
    }
    sections.push({ element, sheets });
  }
  return sections;
}
