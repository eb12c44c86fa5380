import * as z from 'zod/mini';
import { ANCHOR_CODES } from '../tools';
import { defineTool } from './defineTool';
import { defineEndpoint } from './endpoint';
import { idList, rating } from './items';
import { id, numericId, text } from './schemas';
import { qualityNote, savedResultOf, suggestion } from './toolRuns';

// Career anchor (spec §7 careerAchor, spelled as there): its questions and the save that scores a
// run. Content and scoring: ../shared/TOOLS.md; decision 013.

export const anchor = z.object({
  code: z.enum(ANCHOR_CODES),
  name: z.string(),
  summary: z.string(),
  values: z.string(),
  fits: z.string(),
  watch: z.string(),
});

const anchorCode = z.enum(ANCHOR_CODES);
const statement = z.object({ id: z.number(), anchor: anchorCode, text: z.string() });

/**
 * The result career-anchor/1 keeps: the eight scores, highest first, with the statements that
 * carried each; the top two; how far to trust them; the steps it suggests; and the anchors and
 * statements as they read when it was computed, so it reads the same after the admin edits them.
 */
export const careerAnchorResult = z.object({
  scores: z.array(z.object({ code: anchorCode, score: z.number(), carriedBy: z.array(z.number()) })),
  top: z.tuple([anchorCode, anchorCode]),
  picks: z.array(z.number()),
  flags: z.object({ nearTie: z.boolean(), flat: z.boolean(), sameAnswers: z.boolean() }),
  runnerUp: z.nullable(anchorCode),
  suggestions: z.array(suggestion),
  content: z.object({ anchors: z.array(anchor), statements: z.array(statement) }),
});

/**
 * The result career-anchor/2 keeps (decision 021): beside career-anchor/1's fields, the highest
 * score the content allows (the chart's true range), the anchors sharing the second place's score
 * (a fixed order put them in a row, and the result says so), the anchors close to the second, and
 * the response-quality notes.
 */
export const careerAnchorResultV2 = z.extend(careerAnchorResult, {
  max: z.number(),
  tied: z.array(anchorCode),
  close: z.array(anchorCode),
  quality: z.array(qualityNote),
});
export type CareerAnchorResult = z.output<typeof careerAnchorResult> &
  Partial<Omit<z.output<typeof careerAnchorResultV2>, keyof z.output<typeof careerAnchorResult>>>;
const saved = savedResultOf(z.union([careerAnchorResultV2, careerAnchorResult]));

// The content admins edit (TOOLS.md: "The admin edits anchors and statements"); their screens are
// the tool's in the console (apps/admin/src/tools/careerAnchor/).

const statementText = text('문장을 입력해 주세요.').check(
  z.trim(),
  z.minLength(1, '문장을 입력해 주세요.'),
  z.maxLength(300, '문장은 300자까지 입력할 수 있습니다.'),
);
const anchorText = (label: string, max: number) =>
  text(`${label} 입력해 주세요.`).check(
    z.trim(),
    z.minLength(1, `${label} 입력해 주세요.`),
    z.maxLength(max, `${max}자까지 입력할 수 있습니다.`),
  );
const adminStatement = z.object({
  id: z.number(),
  anchor: anchorCode,
  text: z.string(),
  active: z.boolean(),
});

const adminContent = defineEndpoint({
  area: 'adminApi',
  method: 'GET',
  path: '/career-anchor',
  summary: '커리어 앵커 내용 (관리자)',
  access: 'admin',
  data: z.object({ anchors: z.array(anchor), statements: z.array(adminStatement) }),
});

const adminUpdateAnchor = defineEndpoint({
  area: 'adminApi',
  method: 'PATCH',
  path: '/career-anchor/anchor/{code}',
  summary: '커리어 앵커 설명 수정 (관리자)',
  access: 'admin',
  params: z.object({ code: z.enum(ANCHOR_CODES, '앵커 코드가 올바르지 않습니다.') }),
  body: z.object({
    name: anchorText('이름을', 50),
    summary: anchorText('요약을', 300),
    values: anchorText('중요하게 여기는 것을', 1000),
    fits: anchorText('잘 맞는 일을', 1000),
    watch: anchorText('주의할 점을', 1000),
  }),
  data: anchor,
});

const adminAddStatement = defineEndpoint({
  area: 'adminApi',
  method: 'POST',
  path: '/career-anchor/statement',
  summary: '커리어 앵커 문장 추가 (관리자)',
  access: 'admin',
  body: z.object({ anchor: z.enum(ANCHOR_CODES, '앵커 코드가 올바르지 않습니다.'), text: statementText }),
  data: adminStatement,
});

const adminUpdateStatement = defineEndpoint({
  area: 'adminApi',
  method: 'PATCH',
  path: '/career-anchor/statement/{id}',
  summary: '커리어 앵커 문장 수정·숨김 (관리자)',
  access: 'admin',
  params: z.object({ id: numericId }),
  body: z.object({ text: z.optional(statementText), active: z.optional(z.boolean()) }),
  data: adminStatement,
});

/** Career anchor, declared once (decision 017): `s{statementId}` a rating 1–6, `picks` the three picks. */
export const careerAnchor = defineTool('career-anchor', {
  group: 'careerAchor',
  items: { 's{id}': rating(1, 6), picks: idList(3) },
  results: { 'career-anchor/1': careerAnchorResult, 'career-anchor/2': careerAnchorResultV2 },
  calls: {
    /** The eight anchors and the statements, each with the anchor it speaks for. */
    questions: {
      method: 'GET',
      path: '/questions',
      summary: '커리어 앵커 문항',
      data: z.object({ anchors: z.array(anchor), statements: z.array(statement) }),
    },
    /** Scores the run from its saved answers and keeps the result; the run is then completed. */
    saveUser: {
      method: 'POST',
      path: '/save/user',
      summary: '커리어 앵커 결과 저장',
      subject: 'run',
      body: z.object({ run_id: id('진행 중인 검사 번호가 필요합니다.') }),
      data: saved,
    },
  },
  admin: { adminContent, adminUpdateAnchor, adminAddStatement, adminUpdateStatement },
});
