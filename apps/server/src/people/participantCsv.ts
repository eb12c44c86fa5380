import { PARTICIPANT_CSV_HEADERS, PARTICIPANT_CSV_MAX_ROWS, participantInput, withParticle } from '@career/api-sdk';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { insertParticipant } from './participants';

// Participants from a CSV file (decision 024): Korean headers in any order (이름 required; 학번,
// 이메일, 전화번호, 전공 optional), UTF-8 with or without a BOM, comma-separated as Excel's "CSV
// UTF-8" saves it. Each row is checked by the same rules as the form; a student number may appear
// once in the file and once in the class. Nobody is registered unless every row passes, or the
// manager asked for the good rows only (decision 041). The university area and the console share it.

const messages = {
  noGoodRows: '등록할 수 있는 줄이 하나도 없습니다. 줄마다 적힌 까닭을 파일에서 고친 뒤 다시 올려 주세요.',
} as const;

export type ParticipantFields = z.output<typeof participantInput>;

export interface ImportRow {
  line: number;
  fields: ParticipantFields;
}

export interface ImportProblem {
  line: number;
  name: string;
  reasons: string[];
}

const FIELD_OF_HEADER: Record<(typeof PARTICIPANT_CSV_HEADERS)[number], keyof ParticipantFields> = {
  이름: 'name',
  학번: 'student_number',
  이메일: 'email',
  전화번호: 'phone',
  전공: 'major',
};

const isHeader = (value: string): value is (typeof PARTICIPANT_CSV_HEADERS)[number] =>
  (PARTICIPANT_CSV_HEADERS as readonly string[]).includes(value);

/** Parses the file and checks every row; `taken` are the student numbers already in the class. */
export function readParticipantCsv(
  text: string,
  taken: ReadonlySet<string>,
): { rows: ImportRow[]; problems: ImportProblem[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ApiError(
      400,
      `CSV 파일을 읽을 수 없습니다${line ? ` (${line}번째 줄 근처)` : ''}. 따옴표가 짝이 맞는지 확인해 주세요.`,
    );
  }
  const [header, ...body] = records;
  if (!header)
    throw new ApiError(
      400,
      'CSV 파일이 비어 있습니다. 첫 줄에 머리글(이름, 학번, 이메일, 전화번호, 전공)을 넣어 주세요.',
    );
  const headers = header.record.map((cell) => cell.trim());
  const unknown = headers.filter((cell) => !isHeader(cell));
  if (unknown.length > 0 || !headers.includes('이름'))
    throw new ApiError(
      400,
      `머리글을 알 수 없습니다${unknown.length ? `: ${unknown.join(', ')}` : ''}. 첫 줄은 ${PARTICIPANT_CSV_HEADERS.join(', ')} 가운데에서 쓰고, 이름은 꼭 넣어 주세요.`,
    );
  const repeated = headers.filter((cell, index) => headers.indexOf(cell) !== index);
  if (repeated.length > 0) throw new ApiError(400, `머리글이 두 번 나옵니다: ${[...new Set(repeated)].join(', ')}`);
  if (body.length === 0) throw new ApiError(400, '머리글 아래에 참여자가 한 명도 없습니다.');
  if (body.length > PARTICIPANT_CSV_MAX_ROWS)
    throw new ApiError(400, `한 번에 ${PARTICIPANT_CSV_MAX_ROWS}명까지 등록할 수 있습니다. 파일을 나누어 올려 주세요.`);

  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const raw: Record<string, string | null> = {};
    headers.forEach((cell, index) => {
      if (isHeader(cell)) raw[FIELD_OF_HEADER[cell]] = (record[index] ?? '').trim() || null;
    });
    const reasons: string[] = [];
    if (record.length !== headers.length)
      reasons.push(`칸 수(${record.length})가 머리글(${headers.length})과 다릅니다.`);
    const parsed = z.safeParse(participantInput, { ...raw, name: raw.name ?? '' });
    if (!parsed.success) reasons.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    const number = raw.student_number;
    if (number) {
      if (taken.has(number)) reasons.push(`학번 ${withParticle(number, '은/는')} 이미 이 학급에 있습니다.`);
      const first = seen.get(number);
      if (first !== undefined) reasons.push(`학번 ${withParticle(number, '이/가')} ${first}번째 줄과 겹칩니다.`);
      else seen.set(number, info.lines);
    }
    if (reasons.length > 0 || !parsed.success) problems.push({ line: info.lines, name: raw.name ?? '', reasons });
    else rows.push({ line: info.lines, fields: parsed.data });
  }
  return { rows, problems };
}

/** What an import did: the ids it registered, the rows it refused, and how many rows passed. */
export interface ImportOutcome {
  ids: number[];
  refused: ImportProblem[];
  valid_count: number;
}

/**
 * Registers a class's participants from a CSV file, in the caller's transaction: all or nobody,
 * or with `skipRefused` the rows that pass, checked here again (the client's earlier check is not
 * trusted: a student number may have been taken since), the refused rows still each named.
 */
export async function importParticipants(
  db: Kysely<Database>,
  classId: number,
  csv: string,
  skipRefused: boolean,
): Promise<ImportOutcome> {
  const taken = await db
    .selectFrom('app_user')
    .select('student_number')
    .where('university_class_id', '=', classId)
    .where('student_number', 'is not', null)
    .execute();
  const { rows, problems } = readParticipantCsv(csv, new Set(taken.map((row) => row.student_number ?? '')));
  const outcome = { refused: problems, valid_count: rows.length };
  if (problems.length > 0 && !skipRefused) return { ids: [], ...outcome };
  if (rows.length === 0) throw new ApiError(400, messages.noGoodRows);
  const ids: number[] = [];
  for (const row of rows) ids.push(await insertParticipant(db, classId, row.fields));
  return { ids, ...outcome };
}
