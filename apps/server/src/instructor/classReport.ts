import {
  ACTION_ITEMS,
  type ActionItem,
  CLASS_STATE_LABELS,
  type ClassLogDay,
  classPeriodText,
  dayText,
  type InstructorClass,
  type SentClassReport,
  TOOL_NAMES,
  todayInKorea,
} from '@career/api-sdk';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mail } from '../mail/mailer';
import type { ReportPrinter } from '../pdf/printer';
import type { ReportDocument } from '../pdf/report';
import { participantsOf } from '../people/participants';
import { logOf } from './classLog';

// The class report (decision 034): a class's progress as the records hold it, for the organization
// the class was taught for. Who started and finished which tool, and the instructor's notes of each
// day: never a result, an answer or a score, which are the participant's own.

export interface ClassReportData {
  class: InstructorClass;
  /** Who teaches it: printed on the report, and answered when it is mailed. */
  instructor: { name: string; affiliation: string | null; email: string | null; login_id: string };
  /** In the class's order (by name); `started` holds the tools begun and not yet finished. */
  participants: { name: string; finished: ActionItem[]; started: ActionItem[] }[];
  /** The class's days, the earliest first. */
  days: ClassLogDay[];
  madeOn: string;
  names: boolean;
}

export async function classReportData(
  db: Kysely<Database>,
  instructorId: number,
  found: InstructorClass,
  names: boolean,
): Promise<ClassReportData> {
  const [instructor, people, days] = await Promise.all([
    db
      .selectFrom('university_user')
      .select(['name', 'affiliation', 'email', 'login_id'])
      .where('id', '=', instructorId)
      .executeTakeFirstOrThrow(),
    participantsOf(db, found.id),
    logOf(db, found.id),
  ]);
  return {
    class: found,
    instructor,
    participants: people.map((person, index) => ({
      name: names ? person.name : `참여자 ${index + 1}`,
      finished: ACTION_ITEMS.filter((tool) => person.completed.includes(tool)),
      started: ACTION_ITEMS.filter((tool) => person.started.includes(tool) && !person.completed.includes(tool)),
    })),
    days: days.reverse(),
    madeOn: todayInKorea(),
    names,
  };
}

/** "수업보고서_솔빛고 2학년 진로 캠프_20261201.pdf", without characters a file name cannot hold. */
export function reportFilename(data: Pick<ClassReportData, 'class' | 'madeOn'>): string {
  const name = data.class.name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `수업보고서_${name}_${data.madeOn.replaceAll('-', '')}.pdf`;
}

/** For each tool anyone in the class began: how many began it and how many reached its result. */
export function toolProgress(participants: ClassReportData['participants']) {
  return ACTION_ITEMS.map((tool) => ({
    tool,
    started: participants.filter((person) => person.finished.includes(tool) || person.started.includes(tool)).length,
    finished: participants.filter((person) => person.finished.includes(tool)).length,
  })).filter((row) => row.started > 0);
}

const toolList = (tools: readonly ActionItem[]) =>
  tools.length ? tools.map((tool) => TOOL_NAMES[tool]).join(', ') : '-';

/** What a day's runs were: "성격 유형 3명(마침 2명)", by tool, counted by person rather than named. */
export function dayRunsText(runs: ClassLogDay['runs']): string {
  return ACTION_ITEMS.flatMap((tool) => {
    const ofTool = runs.filter((run) => run.action_item === tool);
    if (ofTool.length === 0) return [];
    const people = new Set(ofTool.map((run) => run.participant_id)).size;
    const finished = new Set(ofTool.filter((run) => run.finished).map((run) => run.participant_id)).size;
    return [`${TOOL_NAMES[tool]} ${people}명${finished ? `(마침 ${finished}명)` : ''}`];
  }).join(' · ');
}

/** The report as a document: facts, progress by tool, by participant, and the days. */
export function classReportContent(data: ClassReportData): ReportDocument {
  const found = data.class;
  const capacity = found.capacity ? ` (정원 ${found.capacity}명)` : '';
  const progress = toolProgress(data.participants);
  const count = data.participants.length;
  return {
    title: '수업 진행 보고서',
    subtitle: found.name,
    letterhead: `${found.name} · ${data.instructor.name} 강사`,
    facts: [
      ['기관', found.organization || '-'],
      ['기간', `${classPeriodText(found)} (${CLASS_STATE_LABELS[found.state]})`],
      ['장소', found.place ?? '-'],
      ['참여자', `${count}명${capacity}`],
      ['강사', [data.instructor.name, data.instructor.affiliation].filter(Boolean).join(' · ')],
      ['만든 날', dayText(data.madeOn)],
    ],
    sections: [
      {
        heading: '도구별 진행',
        empty: '아직 참여자가 시작한 도구가 없습니다.',
        table: {
          widths: ['*', 'auto', 'auto'],
          header: ['도구', '시작한 참여자', '결과까지 마친 참여자'],
          rows: progress.map((row) => [TOOL_NAMES[row.tool], `${row.started}명`, `${row.finished}명 / ${count}명`]),
        },
      },
      {
        heading: '참여자별 진행',
        empty: '등록한 참여자가 없습니다.',
        note: data.names ? undefined : '참여자의 이름을 빼고 번호로 적었습니다.',
        table: {
          widths: ['auto', 'auto', '*', '*'],
          header: ['번호', '참여자', '마친 도구', '하고 있는 도구'],
          rows: data.participants.map((person, index) => [
            String(index + 1),
            person.name,
            toolList(person.finished),
            toolList(person.started),
          ]),
        },
      },
      {
        heading: '수업 기록',
        empty: '수업 기록이 없습니다.',
        entries: data.days.map((day) => ({
          heading: dayText(day.day),
          subheading: day.entry?.title,
          text: day.entry?.note,
          detail: day.runs.length ? `그날 진행: ${dayRunsText(day.runs)}` : undefined,
        })),
      },
    ],
    footnote:
      '이 보고서는 참여자가 어떤 도구를 시작하고 마쳤는지와 강사의 수업 기록만 담습니다. 검사 결과와 답변은 참여자 본인의 것이어서 담지 않습니다.',
  };
}

export interface MadeReport {
  filename: string;
  pdf: Buffer;
  pages: number;
  instructor: ClassReportData['instructor'];
}

/** The class's report made now from its records: its file name, the PDF and how many pages it has. */
export async function makeClassReport(
  { db, reports }: { db: Kysely<Database>; reports: ReportPrinter },
  instructorId: number,
  found: InstructorClass,
  names: boolean,
): Promise<MadeReport> {
  const data = await classReportData(db, instructorId, found, names);
  const { pdf, pages } = await reports.print(`instructor:${instructorId}`, classReportContent(data), {
    title: `수업 진행 보고서: ${found.name}`,
    author: data.instructor.name,
  });
  return { filename: reportFilename(data), pdf, pages, instructor: data.instructor };
}

/** The mail a report goes in: from us, answered to the instructor, the PDF attached. */
export function reportMail(
  found: InstructorClass,
  made: MadeReport,
  body: { to: string; message?: string | undefined },
): Mail {
  const { name } = made.instructor;
  const replyTo = made.instructor.email ?? made.instructor.login_id;
  const message = body.message?.trim();
  return {
    to: body.to,
    replyTo,
    subject: `[수업 보고서] ${found.name}`,
    text: [
      '안녕하세요.',
      `${name} 강사님이 "${found.name}" 수업의 진행 보고서를 보냈습니다.`,
      ...(message ? ['', `보내는 말: ${message}`] : []),
      '',
      `첨부: ${made.filename} (${made.pages}쪽)`,
      '보고서에는 참여자가 시작하고 마친 도구와 강사의 수업 기록만 있고, 검사 결과와 답변은 없습니다.',
      `이 메일에 답장하면 ${name} 강사님(${replyTo})에게 갑니다.`,
      '',
      '진로 코칭 플랫폼',
    ].join('\n'),
    attachments: [{ filename: made.filename, contentType: 'application/pdf', content: made.pdf }],
  };
}

const SENT_COLUMNS = ['id', 'recipient', 'filename', 'pages', 'size', 'names', 'sent_at'] as const;
const sentView = (row: Omit<SentClassReport, 'sent_at'> & { sent_at: Date }): SentClassReport => ({
  ...row,
  sent_at: row.sent_at.toISOString(),
});

/** The class's mailed reports, the latest first. */
export async function sentReportsOf(db: Kysely<Database>, classId: number): Promise<SentClassReport[]> {
  const rows = await db
    .selectFrom('class_report_mail')
    .select(SENT_COLUMNS)
    .where('class_id', '=', classId)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map(sentView);
}

/** Records a mailed report; returns it as the class's list shows it. */
export async function recordSentReport(
  db: Kysely<Database>,
  sent: { classId: number; sentBy: number; recipient: string; names: boolean },
  made: MadeReport,
): Promise<SentClassReport> {
  const row = await db
    .insertInto('class_report_mail')
    .values({
      class_id: sent.classId,
      sent_by: sent.sentBy,
      recipient: sent.recipient,
      filename: made.filename,
      pages: made.pages,
      size: made.pdf.byteLength,
      names: sent.names,
    })
    .returning(SENT_COLUMNS)
    .executeTakeFirstOrThrow();
  return sentView(row);
}
