import { withoutInvisibleFormat } from '@career/api-sdk';
import type { RefObject } from 'react';
import { A4_PAGE_HEIGHT_PX, PdfExport, type PdfLetterhead } from '../../shell/pdf';
import { type ToolContextValue, useOptionalTool } from './ToolContext';

/** "2026년 11월 24일": the day a result was kept, in the reader's time zone, as the screen's time says it. */
export const resultDay = (iso: string) =>
  new Date(iso).toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * What every sheet of a tool's report says (issue 23): '커리어 앵커 결과 보고서', the person, the
 * result's date, and the consultant or instructor who ran it.
 */
export function letterheadOf(
  tool: Pick<ToolContextValue, 'toolName' | 'audience' | 'reportNames'>,
  createdAt: string | null,
): PdfLetterhead {
  const { person, counsellor } = tool.reportNames;
  const role = tool.audience === 'instructor' ? '담당 강사' : '담당 상담사';
  return {
    title: `${tool.toolName} 결과 보고서`,
    // The PDF's text is drawn as given, without a bidirectional algorithm: invisible controls are left out.
    person: person ? `${withoutInvisibleFormat(person)}님` : null,
    date: createdAt ? `검사일 ${resultDay(createdAt)}` : null,
    by:
      counsellor && (tool.audience === 'consultant' || tool.audience === 'instructor')
        ? `${role} ${withoutInvisibleFormat(counsellor)}`
        : null,
  };
}

export interface ResultPdfProps {
  /** The report to save: the screen itself is left as it is. */
  target: RefObject<HTMLElement | null>;
  filename: string;
  /** When the result was kept (the saved result's `created_at`), for the report's date. */
  createdAt: string | null;
  label?: string;
}

/** A tool's "PDF로 저장": A4 pages of the result, each with the report's letterhead and page number. */
export function ResultPdf({ target, filename, createdAt, label }: ResultPdfProps) {
  const tool = useOptionalTool();
  return (
    <PdfExport
      target={target}
      filename={filename}
      pageHeight={A4_PAGE_HEIGHT_PX}
      label={label}
      letterhead={tool ? letterheadOf(tool, createdAt) : null}
    />
  );
}
