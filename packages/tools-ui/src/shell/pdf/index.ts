export {
  A4_PAGE_HEIGHT_PX,
  A4_SHEET_HEIGHT_PX,
  type ExportPdfOptions,
  exportPdf,
  PAGE_PADDING_PX,
  PAGES_PER_SECTION,
  PDF_MESSAGES,
  PDF_OPTIONS,
  type PdfBlockPlacement,
  PdfExportError,
  type PdfExportResult,
  type PdfLetterhead,
  preloadPdfLibrary,
} from './exportPdf';
export { PdfExport, type PdfExportProps } from './PdfExport';
export { findPageBreak, type PageBreak, type PdfBox } from './paginate';
