import { PARTICIPANT_CSV_HEADERS, PARTICIPANT_CSV_MAX_ROWS, participantInput, withParticle } from '@career/api-sdk';
import { parse } from 'csv-parse/sync';
import * as z from 'zod/mini';
import { ApiError } from '../http/errors';

// Participants from a CSV file (decision 024): Korean headers in any order (이름 required; 학번,
// 이메일, 전화번호, 전공 optional), UTF-8 with or without a BOM, comma-separated as Excel's "CSV
// UTF-8" saves it. Each row is checked by the same rules as the form; a student number may appear
// once in the file and once in the class. The caller registers nobody unless every row passes.

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
