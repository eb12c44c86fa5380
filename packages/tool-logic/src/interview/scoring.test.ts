import { describe, expect, it } from 'vitest';
import { compareScores } from './criteria';
import { observe } from './observe';

describe('compareScores', () => {
  it('sets the student’s and the rater’s averages side by side and says where they differ by 1.5 or more', () => {
    const compared = compareScores([
      {
        self: { specific: 5, logic: 4, relevance: 3, delivery: 4 },
        rater: { specific: 3, logic: 4, relevance: 3, delivery: 2 },
      },
      { self: { specific: 5, logic: 4, relevance: 3 }, rater: { specific: 3, logic: 5, relevance: 4, delivery: 7 } },
    ]);
    expect(compared.map((entry) => [entry.criterion, entry.self, entry.rater, entry.disagree])).toEqual([
      ['specific', 5, 3, true],
      ['logic', 4, 4.5, false],
      ['relevance', 3, 3.5, false],
      ['delivery', 4, 2, true],
    ]);
    // A score out of range is not counted.
    expect(compared[3]?.raterCount).toBe(1);
  });

  it('compares over the answers both rated: a partial rating that agrees exactly is not a disagreement', () => {
    // The student rated five answers 5, 5, 5, 1, 1 (average 3.4); the rater only the last two, 1 and 1.
    const compared = compareScores(
      [5, 5, 5, 1, 1].map((score, index) => ({
        self: { specific: score },
        rater: index >= 3 ? { specific: 1 } : null,
      })),
    );
    expect(compared[0]).toMatchObject({
      self: 3.4,
      rater: 1,
      selfCount: 5,
      raterCount: 2,
      bothCount: 2,
      disagree: false,
    });
  });

  it('claims no disagreement where one side did not score', () => {
    const [first] = compareScores([{ self: { specific: 5 }, rater: null }]);
    expect(first).toMatchObject({ self: 5, rater: null, bothCount: 0, disagree: false });
  });
});

describe('observe', () => {
  it('says a short answer without an example is short and has no example', () => {
    expect(observe('성실합니다.', 60).map((entry) => entry.kind)).toEqual(['short', 'no-example']);
  });

  it('asks for the answer first, no figure invented, and notes repeats and fillers', () => {
    const answer =
      '그냥 동아리에서 축제를 준비했습니다. 그때 축제 준비가 좀 늦어졌습니다. 축제 일정을 다시 짰습니다. 결국 축제는 잘 끝났습니다.';
    const kinds = observe(answer, 30).map((entry) => entry.kind);
    expect(kinds).toEqual(['no-figure', 'conclusion-late', 'repeated', 'fillers']);
    const figure = observe(answer, 30).find((entry) => entry.kind === 'no-figure');
    expect(figure?.improve).toContain('지어내지 마세요');
  });

  it('has nothing to say of an empty answer', () => {
    expect(observe('  ', 60)).toEqual([]);
  });
});
