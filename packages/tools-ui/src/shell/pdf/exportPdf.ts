import { saveBlob } from '../download';
import {
  adoptCaptureStyles,
  ignoreForCapture,
  keepBaselineProbeInline,
  loadFonts,
  withholdNextStyleElement,
} from './capture';
import {
  A4_PAGE_HEIGHT_PX,
  A4_SHEET_HEIGHT_PX,
  layOut,
  manualPages,
  PAGE_WIDTH_PX,
  type Page,
  type PdfBlockPlacement,
  type PdfLetterhead,
  paginate,
  placeBlocks,
  toSections,
} from './pages';
import { cloneForPdf, hasContent, inheritedTextStyle } from './pdfDom';
import { setSvgTextAsHtml } from './svgText';

export {
  A4_PAGE_HEIGHT_PX,
  A4_SHEET_HEIGHT_PX,
  PAGE_PADDING_PX,
  type PdfBlockPlacement,
  type PdfLetterhead,
} from './pages';

/**
 * Spec §3 and §9: scale 2, A4, portrait, 800 px wide, no margin, JPEG at quality 0.98. The white
 * band printers need is inside each sheet (`PAGE_PADDING_PX`), not html2pdf's margin.
 */
export const PDF_OPTIONS = {
  scale: 2,
  format: 'a4',
  orientation: 'portrait',
  widthPx: PAGE_WIDTH_PX,
  margin: 0,
  jpegQuality: 0.98,
} as const;

/**
 * Pages captured by one html2canvas call. Each call copies the document into a frame (~0.2 s), so
 * pages go a few at a time, as many as keep the canvas within GPU texture limits (16,384 px; 7 pages,
 * 15,834 px) and far below the height at which Chromium blanks a canvas without an error (65,535 px).
 */
export const PAGES_PER_SECTION = Math.floor(16_384 / (PDF_OPTIONS.scale * A4_SHEET_HEIGHT_PX));

export const PDF_MESSAGES = {
  noPageHeight:
    'PDF로 나눌 페이지 높이가 없습니다. 페이지 높이(pageHeight)를 정하거나 직접 페이지 나누기(manualPagination)를 켜 주세요.',
  pageTooTall: `페이지 높이는 A4 한 장의 내용 높이(${A4_PAGE_HEIGHT_PX}px)보다 클 수 없습니다.`,
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
   * How tall the content of one page may be, in px as laid out inside the sheet's white band (at
   * most `A4_PAGE_HEIGHT_PX`). Required unless `manualPagination` is on (spec §5).
   */
  pageHeight?: number;
  /** Each `[data-pdf-page]` element (or each child of the source) is a page of its own. */
  manualPagination?: boolean;
  /** Progress in percent: 25, then pagination, 70, the pages as they are drawn, the download, 100. */
  onProgress?: (percent: number) => void;
  /** Start the download (default); off, only the PDF is returned. */
  download?: boolean;
  pagesPerSection?: number;
  /** The report's title, person, date and counsellor at the top of every sheet, and "n / N" at the bottom. */
  letterhead?: PdfLetterhead | null;
  /** A selector of parts this copy leaves out (a counsellor's notes, in the student's copy). */
  leaveOut?: string;
}

export interface PdfExportResult {
  blob: Blob;
  pageCount: number;
  /** The sheets of each block the result named (`data-pdf-block`), in the order they first appear. */
  blocks: PdfBlockPlacement[];
}

/** html2pdf's worker: a promise that carries the source, canvas and PDF from step to step. */
type Html2PdfWorker = InstanceType<typeof import('html2pdf.js')['default']['Worker']>;

/** The part of jsPDF used here. */
interface JsPdf {
  addPage(): void;
  output(type: 'blob'): Blob;
}

/** Runs `next` in the worker's chain; html2pdf's `then` returns the worker, though its types say Promise. */
function step(worker: Html2PdfWorker | Promise<unknown>, next: (value: unknown) => unknown): Html2PdfWorker {
  return (worker as Promise<unknown>).then(next) as unknown as Html2PdfWorker;
}

/** html2pdf.js (with jsPDF and html2canvas, ~265 KiB gzip), fetched on the first use only. */
const loadLibrary = () => import('html2pdf.js');

/** Starts fetching the PDF library ahead of an export (e.g. when the pointer reaches the button). */
export function preloadPdfLibrary(): void {
  loadLibrary().catch(() => {
    // The export itself will try again and report the failure.
  });
}

// One export at a time: each takes the whole main thread anyway, and captures must not interleave.
let running: Promise<unknown> = Promise.resolve();

/**
 * Exports `source` (a result screen) as an A4 PDF. The page is left untouched: a clone is laid out
 * off screen inside an 800 px sheet's white band, divided into pages so that no block is cut across two, and drawn a few pages
 * at a time through html2pdf.js. A second export started meanwhile waits for the first.
 */
export function exportPdf(source: HTMLElement, options: ExportPdfOptions): Promise<PdfExportResult> {
  const next = running.then(() => exportNow(source, options));
  running = next.catch(() => undefined);
  return next;
}

/**
 * A box marked `data-pdf-fill="<min px>"` on the first page (a counsellor's memo box) grows to the end
 * of that page when at least its minimum is left there, and is left out when less is: it never starts
 * a page on its own. Needs `content` laid out.
 */
function fillFirstPage(content: Element, pageHeight: number): void {
  const origin = content.getBoundingClientRect().top;
  for (const box of content.querySelectorAll<HTMLElement>('[data-pdf-fill]')) {
    const top = box.getBoundingClientRect().top - origin;
    if (top >= pageHeight) continue;
    const left = Math.floor(pageHeight - top) - 2;
    if (left >= Number(box.getAttribute('data-pdf-fill'))) box.style.height = `${left}px`;
    else box.remove();
  }
}

/** How a source is divided into pages (see `pagesOf`). */
export interface PaginationOptions {
  pageHeight?: number | undefined;
  manualPagination?: boolean | undefined;
  leaveOut?: string | undefined;
}

/**
 * The pages a PDF of `source` has, as the export draws them: a clone laid out off screen at the
 * content width, the first page's memo box filled, divided by the page-break rule (or as marked).
 * The text's fonts must be loaded (the export waits for them first).
 */
export function pagesOf(source: HTMLElement, options: PaginationOptions): Page[] {
  const { pageHeight = A4_PAGE_HEIGHT_PX, manualPagination = false } = options;
  const content = cloneForPdf(source, options.leaveOut);
  const takeAway = layOut(content, inheritedTextStyle(source));
  try {
    setSvgTextAsHtml(content);
    if (manualPagination) return manualPages(content);
    fillFirstPage(content, pageHeight);
    return paginate(content, pageHeight);
  } finally {
    takeAway();
  }
}

async function exportNow(source: HTMLElement, options: ExportPdfOptions): Promise<PdfExportResult> {
  const { pageHeight, manualPagination = false, onProgress, download = true } = options;
  if (!manualPagination && !(typeof pageHeight === 'number' && pageHeight > 0)) {
    throw new PdfExportError(PDF_MESSAGES.noPageHeight);
  }
  if (!manualPagination && (pageHeight ?? 0) > A4_PAGE_HEIGHT_PX) throw new PdfExportError(PDF_MESSAGES.pageTooTall);
  if (!hasContent(source)) throw new PdfExportError(PDF_MESSAGES.noContent);
  onProgress?.(25);

  const text = [...new Set(source.textContent ?? '')].join('');
  const textStyle = inheritedTextStyle(source);
  const [{ default: html2pdf }] = await Promise.all([loadLibrary(), loadFonts(document, source, text)]);

  const pages = pagesOf(source, { pageHeight, manualPagination, leaveOut: options.leaveOut });
  onProgress?.(70);

  const blocks = placeBlocks(pages);
  const sections = toSections(
    pages,
    textStyle,
    options.pagesPerSection ?? PAGES_PER_SECTION,
    options.letterhead ?? null,
  );
  const sheets = pages.reduce((sum, page) => sum + page.sheets, 0);
  let worker: Html2PdfWorker = html2pdf().set({
    margin: PDF_OPTIONS.margin,
    filename: options.filename,
    image: { type: 'jpeg' as const, quality: PDF_OPTIONS.jpegQuality },
    enableLinks: false,
    // Pages are already whole A4 frames; html2pdf's own page-break pass would only move them.
    pagebreak: { mode: [] },
    html2canvas: {
      scale: PDF_OPTIONS.scale,
      width: PDF_OPTIONS.widthPx,
      scrollX: 0,
      scrollY: 0,
      backgroundColor: '#ffffff',
      useCORS: true,
      logging: false,
      // The capture frame gets the app's stylesheets and the pages being drawn, not the app itself.
      ignoreElements: ignoreForCapture,
      onclone: async (clone: Document) => {
        adoptCaptureStyles(clone, document);
        // Text is measured in the frame: its fonts must be loaded there, or Korean lines are misplaced.
        await loadFonts(clone, clone.body, text);
      },
    },
    jsPDF: { unit: 'mm', format: PDF_OPTIONS.format, orientation: PDF_OPTIONS.orientation },
  } as Parameters<Html2PdfWorker['set']>[0]);

  let drawn = 0;
  for (const [index, section] of sections.entries()) {
    // The worker is a promise chain that keeps its PDF: each section adds its pages to the same one.
    if (index > 0) worker = step(worker.get('pdf'), (pdf) => (pdf as JsPdf).addPage());
    let restore = () => {};
    try {
      const contained = worker.from(section.element).toContainer();
      worker = step(contained, () => {
        const restoreStyle = withholdNextStyleElement(document);
        const restoreProbe = keepBaselineProbeInline(document);
        restore = () => {
          restoreStyle();
          restoreProbe();
        };
      })
        .toCanvas()
        .toPdf();
      await worker;
    } finally {
      restore();
    }
    drawn += section.sheets;
    onProgress?.(70 + Math.round((25 * drawn) / sheets));
  }
  const pdf: JsPdf = await worker.get('pdf');
  const blob = pdf.output('blob');
  if (download) saveBlob(blob, options.filename);
  onProgress?.(100);
  return { blob, pageCount: sheets, blocks };
}
