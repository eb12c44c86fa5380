import * as z from 'zod/mini';
import { id } from './schemas';
import { defineToolCalls } from './toolCalls';
import { savedResult } from './toolRuns';

// Career anchor (spec §7 careerAchor, spelled as there): its questions and the save that scores a
// run. Content and scoring: ../shared/TOOLS.md; decision 013.

export const ANCHOR_CODES = ['TF', 'GM', 'AU', 'SE', 'EC', 'SV', 'CH', 'LS'] as const;

export const anchor = z.object({
  code: z.enum(ANCHOR_CODES),
  name: z.string(),
  summary: z.string(),
  values: z.string(),
  fits: z.string(),
  watch: z.string(),
});

export const careerAnchor = defineToolCalls('careerAchor', 'career-anchor', {
  /** The eight anchors and the statements, each with the anchor it speaks for. */
  questions: {
    method: 'GET',
    path: '/questions',
    summary: '커리어 앵커 문항',
    data: z.object({
      anchors: z.array(anchor),
      statements: z.array(z.object({ id: z.number(), anchor: z.enum(ANCHOR_CODES), text: z.string() })),
    }),
  },
  /** Scores the run from its saved answers and keeps the result; the run is then completed. */
  saveUser: {
    method: 'POST',
    path: '/save/user',
    summary: '커리어 앵커 결과 저장',
    subject: 'run',
    body: z.object({ run_id: id('진행 중인 검사 번호가 필요합니다.') }),
    data: savedResult,
  },
});
