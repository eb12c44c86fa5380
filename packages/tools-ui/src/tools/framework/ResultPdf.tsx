import { TOOL_TEXTS, type ToolAudience, withoutInvisibleFormat } from '@career/api-sdk';
import { type RefObject, useEffect, useState } from 'react';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { A4_PAGE_HEIGHT_PX, PdfExport, type PdfLetterhead } from '../../shell/pdf';
import * as styles from './screens.css';
import { type ToolContextValue, useOptionalTool } from './ToolContext';

/** What only the counsellor's copy of a report carries (the response-quality flags): left out of the student's. */
export const COUNSELLOR_ONLY = '[data-pdf-counsellor]';

/** Whose copy a report is: the student's to take home, or the counsellor's (with their notes). */
export type ReportCopy = 'student' | 'counsellor';

/** "2026년 11월 24일": the day a result was kept, in the reader's time zone, as the screen's time says it. */
export const resultDay = (iso: string) =>
  new Date(iso).toLocaleDateString('ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * What every sheet of a tool's report says (issue 23): '커리어 앵커 결과 보고서', the person, the
 * result's date, and the consultant or instructor who ran it.
 */
export function letterheadOf(
  tool: Pick<ToolContextValue, 'tool' | 'toolName' | 'audience' | 'reportNames'>,
  createdAt: string | null,
): PdfLetterhead {
  const { person, counsellor } = tool.reportNames;
  const role = tool.audience === 'instructor' ? '담당 강사' : '담당 상담사';
  // A tool's report may have its own title and date (decision 044: its row's text): a writing
  // tool keeps what the student wrote (작성일), the mock interview a practice.
  const kind = TOOL_TEXTS[tool.tool].report ?? { title: `${tool.toolName} 결과 보고서`, day: '검사일' };
  return {
    title: kind.title,
    // The PDF's text is drawn as given, without a bidirectional algorithm: invisible controls are left out.
    person: person ? `${withoutInvisibleFormat(person)}님` : null,
    date: createdAt ? `${kind.day} ${resultDay(createdAt)}` : null,
    by:
      counsellor && (tool.audience === 'consultant' || tool.audience === 'instructor')
        ? `${role} ${withoutInvisibleFormat(counsellor)}`
        : null,
  };
}

/** '커리어 앵커 결과.pdf' → '커리어 앵커 결과_학생용.pdf'. */
const withCopy = (filename: string, copy: string) => filename.replace(/(\.pdf)?$/i, `_${copy}$1`);

export interface ReportPdfProps {
  /** The report to save: the screen itself is left as it is. */
  target: RefObject<HTMLElement | null>;
  filename: string;
  /** What every sheet says: title, person, date, who ran it. */
  letterhead: PdfLetterhead | null;
  /** Who saves it: a consultant or an instructor chooses the copy; anyone else saves the student's. */
  reader: ToolAudience | null;
  label?: string;
}

/**
 * A report's "PDF로 저장" (a tool's result, the career portfolio): A4 pages, each with the report's
 * letterhead and page number. A consultant or instructor chooses the copy: the student's (the
 * default: what is handed out) never carries the counsellor's notes; their own does, and each copy
 * says whose it is on every sheet.
 */
export function ReportPdf({ target, filename, letterhead, reader, label }: ReportPdfProps) {
  const [copy, setCopy] = useState<ReportCopy>('student');
  // The report says it is one, for the checks every report goes through (expectWholeReport).
  useEffect(() => target.current?.setAttribute('data-report', ''));
  const counsellor = reader === 'consultant' || reader === 'instructor';
  const ownCopy = reader === 'instructor' ? '강사용' : '상담자용';
  // Only a counsellor has a copy of their own to choose; everyone else saves the student's.
  const copyName = !counsellor ? null : copy === 'student' ? '학생용' : ownCopy;
  const exporter = (
    <PdfExport
      target={target}
      filename={copyName ? withCopy(filename, copyName) : filename}
      pageHeight={A4_PAGE_HEIGHT_PX}
      label={label}
      letterhead={letterhead && copyName ? { ...letterhead, title: `${letterhead.title} · ${copyName}` } : letterhead}
      leaveOut={copy === 'student' ? COUNSELLOR_ONLY : undefined}
    />
  );
  if (!counsellor) return exporter;
  return (
    <div className={styles.reportExport}>
      <RadioGroup
        label="보고서 사본"
        orientation="horizontal"
        value={copy}
        onChange={(value) => setCopy(value as ReportCopy)}
      >
        <Radio value="student">학생용</Radio>
        <Radio value="counsellor">{ownCopy} (확인 사항 포함)</Radio>
      </RadioGroup>
      {exporter}
    </div>
  );
}

export interface ResultPdfProps {
  /** The report to save: the screen itself is left as it is. */
  target: RefObject<HTMLElement | null>;
  filename: string;
  /** When the result was kept (the saved result's `created_at`), for the report's date. */
  createdAt: string | null;
  label?: string;
}

/** A tool's "PDF로 저장": its result as a report with the tool's letterhead (see ReportPdf). */
export function ResultPdf({ target, filename, createdAt, label }: ResultPdfProps) {
  const tool = useOptionalTool();
  return (
    <ReportPdf
      target={target}
      filename={filename}
      letterhead={tool ? letterheadOf(tool, createdAt) : null}
      reader={tool?.audience ?? null}
      label={label}
    />
  );
}
