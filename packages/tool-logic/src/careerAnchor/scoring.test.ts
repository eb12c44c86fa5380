import { ANCHOR_CODES } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { ANCHORS, STATEMENTS } from './content';
import {
  answersFrom,
  type CareerAnchorAnswers,
  type CareerAnchorContent,
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
    expect(result.runnerUp).toBe('LS');
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
