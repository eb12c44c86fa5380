import { type RefObject, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { ProgressBar } from '../../components/ProgressBar';
import { Text } from '../../components/Text';
import { cx } from '../../internal/cx';
import { ActionError } from '../../patterns/ActionError';
import {
  exportPdf,
  PDF_MESSAGES,
  type PdfBlockPlacement,
  PdfExportError,
  type PdfExportResult,
  type PdfLetterhead,
  preloadPdfLibrary,
} from './exportPdf';
import * as styles from './PdfExport.css';

export interface PdfExportProps {
  /** The result to export; the screen itself is left as it is. */
  target: RefObject<HTMLElement | null>;
  /** The downloaded file's name, e.g. '커리어앵커_결과.pdf'. */
  filename: string;
  /** Content height of one page in px at the 800 px PDF width; required unless `manualPagination` (spec §5). */
  pageHeight?: number;
  /** The result marks its own pages (`data-pdf-page`). */
  manualPagination?: boolean;
  /** The button's label. */
  label?: string;
  /** Start the download (default). */
  download?: boolean;
  onExported?: (result: PdfExportResult) => void;
  /** What every sheet says about the report (title, person, date, counsellor, page numbers). */
  letterhead?: PdfLetterhead | null;
  /** A selector of parts this copy leaves out (see `ExportPdfOptions.leaveOut`). */
  leaveOut?: string;
  className?: string;
}

/** '2쪽', or '2–3쪽' for a block on more than one sheet. */
export function sheetsLabel(sheets: readonly number[]): string {
  const first = sheets[0];
  const last = sheets.at(-1);
  return first === last ? `${first}쪽` : `${first}–${last}쪽`;
}

/** What the saved PDF holds, page by page: the person sees where each part went, and nothing cut. */
function SavedContents({ pageCount, blocks }: { pageCount: number; blocks: readonly PdfBlockPlacement[] }) {
  return (
    <details className={styles.contents}>
      <summary>
        <Text as="span" size="sm">
          저장한 PDF: {pageCount}쪽
        </Text>
      </summary>
      <ul aria-label="PDF 쪽별 내용" className={styles.contentsList}>
        {blocks.map((block) => (
          <li key={block.name}>
            <Text as="span" size="sm" tone="muted">
              {block.name} · {sheetsLabel(block.sheets)}
            </Text>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A button that saves a result as an A4 PDF, with the progress shown as a bar and errors in Korean. */
export function PdfExport({
  target,
  filename,
  pageHeight,
  manualPagination,
  label = 'PDF로 저장',
  download = true,
  onExported,
  letterhead = null,
  leaveOut,
  className,
}: PdfExportProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<PdfExportResult | null>(null);
  const busy = useRef(false);

  const run = async () => {
    const element = target.current;
    if (!element || busy.current) return;
    busy.current = true;
    setError(null);
    setProgress(null);
    setSaved(null);
    try {
      const result = await exportPdf(element, {
        filename,
        pageHeight,
        manualPagination,
        download,
        letterhead,
        leaveOut,
        onProgress: setProgress,
      });
      setSaved(result);
      onExported?.(result);
    } catch (cause) {
      setProgress(null);
      if (cause instanceof PdfExportError) {
        setError(cause.message);
      } else {
        // Unexpected: the person gets a plain message, the developer the cause.
        console.error(cause);
        setError(PDF_MESSAGES.failed);
      }
    } finally {
      busy.current = false;
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      {/* The library starts loading when the pointer or focus reaches the button. While running,
          presses are ignored; the progress bar below says how far it is. */}
      <Button iconStart="document" onHoverStart={preloadPdfLibrary} onFocus={preloadPdfLibrary} onPress={run}>
        {label}
      </Button>
      {progress !== null ? (
        <ProgressBar
          label={progress < 100 ? 'PDF 만드는 중' : 'PDF 저장 완료'}
          value={progress}
          className={styles.progress}
        />
      ) : null}
      {saved && saved.blocks.length > 0 ? <SavedContents pageCount={saved.pageCount} blocks={saved.blocks} /> : null}
      {error ? <ActionError message={error} /> : null}
    </div>
  );
}
