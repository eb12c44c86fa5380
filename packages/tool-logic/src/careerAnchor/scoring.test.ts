import { ANCHOR_CODES } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { ANCHORS, STATEMENTS } from './content';
import {
  answersFrom,
  type CareerAnchorAnswers,
  type CareerAnchorContent,
  maxScore,
  missingAnswers,
  scoreCareerAnchor,
} from './scoring';

const statements = STATEMENTS.map((statement, index) => ({ id: index + 1, ...statement }));
const content: CareerAnchorContent = { anchors: [...ANCHORS], statements };
const idsOf = (code: string) => statements.filter((statement) => statement.anchor === code).map((s) => s.id);

/** Every statement rated by its anchor, and the given picks. */
function answers(ratingOf: (code: string) => number, picks: number[]): CareerAnchorAnswers {
  return { ratings: new Map(statements.map((s) => [s.id, ratingOf(s.anchor)])), picks };
}

describe('career-anchor scoring', () => {
  it('averages each anchor over its five statements and adds 4 for each pick', () => {
    const [au1, au2] = idsOf('AU') as [number, number];
    const [tf1] = idsOf('TF') as [number];
    const result = scoreCareerAnchor(
      content,
      answers((code) => ({ AU: 6, TF: 5, SE: 2 })[code] ?? 3, [au1, au2, tf1]),
    );
    // AU: 5×6 + 2×4 = 38 → 7.6; TF: 5×5 + 4 = 29 → 5.8; the others 15 → 3, SE 10 → 2.
    expect(result.scores.map((s) => [s.code, s.score])).toEqual([
      ['AU', 7.6],
      ['TF', 5.8],
      ['GM', 3],
      ['EC', 3],
      ['SV', 3],
      ['CH', 3],
      ['LS', 3],
      ['SE', 2],
    ]);
    expect(result.top).toEqual(['AU', 'TF']);
    expect(result.flags).toEqual({ nearTie: false, flat: false, sameAnswers: false });
    expect(result.runnerUp).toBeNull();
    expect(result.scores[0]?.carriedBy).toEqual(idsOf('AU'));
    expect(result.scores[1]?.carriedBy).toEqual([tf1]);
  });

  it('says so when every answer was the same, the profile is flat and the top is a tie', () => {
    const picks = [idsOf('LS')[0], idsOf('CH')[0], idsOf('SV')[0]] as number[];
    const result = scoreCareerAnchor(
      content,
      answers(() => 4, picks),
    );
    expect(result.flags).toEqual({ nearTie: true, flat: true, sameAnswers: true });
    // Equal scores keep the anchors' order: SV, CH, LS got 0.8 more than the rest.
    expect(result.top).toEqual(['SV', 'CH']);
    // SV, CH and LS share 4.8: all three are named, and the anchor order that put them in a row is said.
    expect(result.tied).toEqual(['SV', 'CH', 'LS']);
    expect(result.runnerUp).toBeNull();
    expect(result.quality?.map((note) => note.kind)).toEqual(['same_answers', 'flat', 'tie_order']);
  });

  it('gives the chart its true range: 8.4 is the highest score five statements allow', () => {
    expect(maxScore(statements)).toBe(8.4);
    const all = idsOf('AU').slice(0, 3);
    expect(
      scoreCareerAnchor(
        content,
        answers(() => 6, all),
      ).scores[0],
    ).toMatchObject({ code: 'AU', score: 8.4 });
  });

  it('names every anchor sharing the second place: one anchor rated 6 and the rest 2 ties seven at 2', () => {
    const picks = idsOf('SV').slice(0, 3);
    const result = scoreCareerAnchor(
      content,
      answers((code) => (code === 'SV' ? 6 : 2), picks),
    );
    expect(result.top[0]).toBe('SV');
    expect(result.tied).toEqual(ANCHOR_CODES.filter((code) => code !== 'SV'));
    expect(result.close).toEqual([]);
    const tie = result.quality?.find((note) => note.kind === 'tie_order');
    expect(tie?.to_user).toContain('검사의 앵커 순서');
    expect(tie?.to_user).toMatch(/^전문 역량, 관리 역량, 자율·독립, /);
    // The plan does not take the first of the tied anchors in the test's order for the second: the
    // first anchor's two steps, then one step for each tied anchor.
    const topics = result.suggestions.map((step) => step.topic);
    expect(topics.slice(0, 2)).toEqual(['봉사·헌신', '봉사·헌신']);
    expect(new Set(topics.slice(2)).size).toBe(7);
  });

  it('names every anchor close to the second, not only one', () => {
    const [au1, au2, au3] = idsOf('AU') as [number, number, number];
    // TF 5, GM 4.8 and EC 4.6 by the ratings below: GM and EC within 0.4 of TF.
    const ratings = new Map(
      statements.map((s) => {
        const base = ({ AU: 6, TF: 5, GM: 5, EC: 5 } as Record<string, number>)[s.anchor] ?? 2;
        const index = idsOf(s.anchor).indexOf(s.id);
        const lower = (s.anchor === 'GM' && index === 0) || (s.anchor === 'EC' && index < 2) ? 1 : 0;
        return [s.id, base - lower];
      }),
    );
    const result = scoreCareerAnchor(content, { ratings, picks: [au1, au2, au3] });
    expect(result.top).toEqual(['AU', 'TF']);
    expect(result.close).toEqual(['GM', 'EC']);
    expect(result.quality?.find((note) => note.kind === 'near_tie')?.to_user).toMatch(/^관리 역량, 창업·창의도/);
  });

  it('lists what is missing: unrated statements and the three picks', () => {
    const partial: CareerAnchorAnswers = { ratings: new Map([[1, 6]]), picks: [1, 1, 2] };
    expect(missingAnswers(statements, partial)).toEqual([
      '아직 답하지 않은 문항이 39개 있습니다.',
      '가장 나다운 문항을 3개 골라 주세요.',
    ]);
    const outOfScale = answers(() => 7, [1, 2, 3]);
    expect(missingAnswers(statements, outOfScale)).toEqual(['아직 답하지 않은 문항이 40개 있습니다.']);
    expect(
      missingAnswers(
        statements,
        answers(() => 1, [1, 2, 3]),
      ),
    ).toEqual([]);
  });

  it('keeps the content it was computed from, and suggests steps for the top two anchors', () => {
    const result = scoreCareerAnchor(
      content,
      answers((code) => (code === 'SE' ? 6 : code === 'LS' ? 5 : 2), [1, 2, 3]),
    );
    expect(result.content).toBe(content);
    expect(new Set(result.suggestions.map((suggestion) => suggestion.topic))).toEqual(
      new Set(result.top.map((code) => ANCHORS.find((anchor) => anchor.code === code)?.name)),
    );
    expect(result.suggestions.every((suggestion) => suggestion.due_in_days > 0)).toBe(true);
  });

  it('reads the answers of a run, leaving out what is not an answer of this tool', () => {
    const read = answersFrom({ s1: 6, s2: '6', picks: [1, 'x', 2], other: 1 });
    expect([...read.ratings]).toEqual([[1, 6]]);
    expect(read.picks).toEqual([1, 2]);
  });

  it('has content for every anchor: five statements each', () => {
    for (const code of ANCHOR_CODES) expect(idsOf(code)).toHaveLength(5);
  });
});
