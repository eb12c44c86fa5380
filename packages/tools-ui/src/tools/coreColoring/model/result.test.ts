import { coreColoring as logic } from '@career/tool-logic';
import { describe, expect, it } from 'vitest';
import {
  allRedAnswers,
  edgeAnswers,
  flatAnswers,
  markedAnswers,
  noneAnswers,
  pastAnswers,
  profileAnswers,
  sameAnswers,
  tiedAnswers,
} from '../fixtures/answers';
import { asVersion1 } from '../fixtures/fakeServer';
import { fixtureQuestions } from '../fixtures/questions';
import type { CoreScore } from '../types';
import {
  allRedPoints,
  changeSummary,
  colorSentence,
  coreAnswers,
  groupSuggestions,
  namedTop,
  noTopOf,
  onScale,
  placesByPoints,
  type RankMove,
  rankMoves,
  riseMark,
  risenCores,
  type Suggestion,
  scoreSentence,
  scoringSentence,
  shadeBands,
  shadeOf,
  strongestLabel,
  V1_WEIGHTS,
  V2_WEIGHTS,
  wantSentence,
  weightsOf,
} from './result';

const score = (code: CoreScore['code'], points: number): CoreScore => ({
  code,
  red: 0,
  yellow: 0,
  green: 0,
  root: 0,
  score: points,
  current: 0,
  desire: 0,
  level: 0,
  quadrant: 'outside',
});

describe('reading a core-coloring result', () => {
  it('names the cores that rose in round 2, with their places before and after', () => {
    expect(
      risenCores({
        roundOneRanking: ['C5', 'C9', 'C2', 'C3', 'C1', 'C4', 'C6', 'C8', 'C7'],
        ranking: ['C5', 'C2', 'C9', 'C1', 'C3', 'C4', 'C6', 'C8', 'C7'],
      }),
    ).toEqual([
      { code: 'C2', before: 3, after: 2 },
      { code: 'C1', before: 5, after: 4 },
    ]);
  });

  it('groups suggestions by what they are for, in the order given', () => {
    const suggestions: Suggestion[] = [
      { content: 'a', due_in_days: 7, topic: '강한 코어: 공감력' },
      { content: 'b', due_in_days: 14, topic: '키우고 싶은 코어: 열정' },
      { content: 'c', due_in_days: 7, topic: '강한 코어: 공감력' },
      { content: 'd', due_in_days: 30, topic: null },
    ];
    expect(
      groupSuggestions(suggestions).map((group) => [group.topic, group.suggestions.map((s) => s.content)]),
    ).toEqual([
      ['강한 코어: 공감력', ['a', 'c']],
      ['키우고 싶은 코어: 열정', ['b']],
      [null, ['d']],
    ]);
  });

  const scored = (answers: Record<string, unknown>) =>
    logic.scoreCoreColoring(
      { cores: fixtureQuestions.cores, statements: fixtureQuestions.statements, quadrants: fixtureQuestions.quadrants },
      logic.answersFrom(answers),
    );

  it('says how a core was colored, and what its score is made of, from the answers alone', () => {
    const result = scored(markedAnswers);
    const empathy = coreAnswers(result, 'C5');
    expect(colorSentence(empathy)).toBe(
      '이 코어의 문장 8개를 빨강(지금의 나) 5개, 노랑(가끔의 나) 1개, 초록(되고 싶은 나) 2개로 칠했습니다.',
    );
    const score = result.cores.find((core) => core.code === 'C5');
    expect(score && scoreSentence(score, weightsOf(result))).toBe(
      '점수 22점 = 빨강 5개 × 3점 + 노랑 1개 × 1점 + 2라운드에서 고른 문장 2개 × 3점.',
    );
    expect(wantSentence(empathy)).toBe(
      '되고 싶은 모습으로는 초록(되고 싶은 나) 2개와 ‘더 키우고 싶어요’ 표시 2개를 골랐습니다.',
    );
    expect(empathy.kept).toEqual([5, 14]);
    expect(wantSentence(coreAnswers(scored(profileAnswers), 'C2'))).toBeNull();
    expect(colorSentence(coreAnswers(scored(allRedAnswers), 'C1'))).toBe(
      '이 코어의 문장 8개를 모두 빨강(지금의 나)으로 칠했습니다.',
    );
  });

  it('reads yellow alone as a core that shows sometimes, never as the reason red gave', () => {
    const result = scored(sameAnswers);
    const score = result.cores[0];
    expect(score && scoreSentence(score, weightsOf(result))).toBe(
      '점수 8점 = 노랑 8개 × 1점. 빨강(지금의 나)으로 칠한 문장은 없고 노랑(가끔의 나)만 점수를 냈으니, 늘 드러나기보다 가끔 드러나는 코어로 읽어 주세요.',
    );
  });

  it('names no strongest cores when nothing is red or yellow, in an old result too', () => {
    const current = scored(noneAnswers);
    expect([noTopOf(current), namedTop(current)]).toEqual(['no_current', []]);
    const old = asVersion1(current);
    expect(old.top).toEqual(['C1', 'C2', 'C3']);
    expect([noTopOf(old), namedTop(old)]).toEqual(['no_current', []]);
    expect(noTopOf(asVersion1(scored(sameAnswers)))).toBe('all_equal');
  });

  it('states each scoring with its own weights, and puts an old result on the new scale', () => {
    expect(scoringSentence(V1_WEIGHTS)).toBe(
      '빨강(지금의 나)은 2점, 노랑(가끔의 나)은 빨강의 절반인 1점, 2라운드에서 고른 문장은 2점을 더해 코어마다 점수를 냈습니다.',
    );
    const result = scored(markedAnswers);
    expect(scoringSentence(weightsOf(result))).toContain('노랑(가끔의 나)은 빨강의 3분의 1인 1점');
    const old = asVersion1(result);
    const empathy = old.cores.find((core) => core.code === 'C5');
    expect(empathy?.score).toBe(15);
    expect(empathy && onScale(empathy, weightsOf(result))).toBe(22);
    expect([1, 2, 3].map(strongestLabel)).toEqual(['가장 강한 코어', '가장 강한 두 코어', '가장 강한 세 코어']);
  });
});

const scoredOf = (answers: Record<string, unknown>) =>
  logic.scoreCoreColoring(
    { cores: fixtureQuestions.cores, statements: fixtureQuestions.statements, quadrants: fixtureQuestions.quadrants },
    logic.answersFrom(answers),
  );

describe('shading the grid', () => {
  it('scales the shade to a core with every statement red, in each scoring', () => {
    const result = scoredOf(profileAnswers);
    expect(weightsOf(result)).toEqual(V2_WEIGHTS);
    expect(allRedPoints(result.cores)).toBe(24);
    expect(allRedPoints(asVersion1(result).cores)).toBe(16);
  });

  it('never shades a higher place paler, where strength alone did (round 2 lifts 관계 통찰 past 실행력)', () => {
    const result = scoredOf(profileAnswers);
    const levelOf = (code: string) => result.cores.find((core) => core.code === code)?.level;
    // The bug the grid had: 2위 관계 통찰 at strength level 2, 3위 실행력 at 3.
    expect(result.ranking.slice(0, 3)).toEqual(['C5', 'C2', 'C9']);
    expect([levelOf('C2'), levelOf('C9')]).toEqual([2, 3]);
    for (const answers of [profileAnswers, markedAnswers, tiedAnswers, flatAnswers, edgeAnswers, allRedAnswers]) {
      for (const kept of [scoredOf(answers), asVersion1(scoredOf(answers))]) {
        const scale = allRedPoints(kept.cores);
        const points = new Map(kept.cores.map((core) => [core.code, core.score]));
        const shades = kept.ranking.map((code) => shadeOf(points.get(code) ?? 0, scale));
        expect(shades, kept.ranking.join()).toEqual([...shades].sort((a, b) => b - a));
      }
    }
  });

  it('says in points what each shade stands for, as the shade is given', () => {
    expect(shadeBands(24).map((band) => band.label)).toEqual(['0점', '1–6점', '7–12점', '13–18점', '19점 이상']);
    expect(shadeBands(16).map((band) => band.label)).toEqual(['0점', '1–4점', '5–8점', '9–12점', '13점 이상']);
    const bandOf = (points: number) => {
      const label = shadeBands(24).find(({ label }) => {
        const [from, to] = label.match(/\d+/g)?.map(Number) ?? [];
        return points >= (from ?? 0) && (label.includes('이상') || points <= (to ?? from ?? 0));
      });
      return label?.shade;
    };
    for (let points = 0; points <= 40; points++) expect(shadeOf(points, 24), `${points}점`).toBe(bandOf(points));
  });
});

describe('comparing two results', () => {
  const side = (points: Record<string, number>, ranked = true) => ({
    cores: Object.entries(points).map(([code, value]) => score(code as CoreScore['code'], value)),
    ranked,
  });
  const names: Record<string, string> = { C1: '탐구심', C2: '관계 통찰', C3: '기획력', C4: '자기 존중', C5: '공감력' };
  const nameOf = (code: string) => names[code] ?? code;
  const moveOf = (moves: RankMove[], code: string) => moves.find((move) => move.code === code);

  it('places cores by points, equal points sharing a place (never split by grid order)', () => {
    const places = placesByPoints(
      new Map([
        ['C1', 17],
        ['C2', 17],
        ['C3', 11],
        ['C4', 5],
      ]),
    );
    expect([...places.values()]).toEqual([
      { place: 1, shared: true },
      { place: 1, shared: true },
      { place: 3, shared: false },
      { place: 4, shared: false },
    ]);
  });

  it('gives each core its rise or fall, in the later order, with a mark and its words', () => {
    const moves = rankMoves(side({ C1: 9, C2: 4, C3: 6 }), side({ C1: 4, C2: 9, C3: 6 }));
    expect(moves.map((move) => [move.code, move.rise])).toEqual([
      ['C2', 2],
      ['C3', 0],
      ['C1', -2],
    ]);
    expect(moveOf(moves, 'C2')).toMatchObject({ before: { points: 4 }, after: { points: 9 } });
    expect([2, -1, 0, null].map(riseMark)).toEqual([
      { mark: '▲2', words: '2계단 오름' },
      { mark: '▼1', words: '1계단 내림' },
      { mark: '–', words: '순위 그대로' },
      { mark: '–', words: '순위 비교 없음' },
    ]);
  });

  it('reads no places into a result that ranks nothing', () => {
    const moves = rankMoves(side({ C1: 0, C2: 0 }, false), side({ C1: 5, C2: 3 }));
    expect(moves.map((move) => move.rise)).toEqual([null, null]);
    expect(changeSummary(moves, { earlier: [], later: ['C1', 'C2'] }, nameOf)).toBe(
      '이전 결과에는 순위가 없어(빨강·노랑이 없거나 아홉 코어의 점수가 모두 같음) 순위 변화는 말하지 않습니다. 이전 결과는 가장 강한 코어를 꼽지 않았고, 최근 결과는 탐구심·관계 통찰을 꼽았습니다.',
    );
  });

  it('says what rose and fell most, and what became of the strongest cores', () => {
    const moves = rankMoves(side({ C1: 9, C2: 4, C3: 6, C5: 8 }), side({ C1: 4, C2: 9, C3: 6, C5: 12 }));
    expect(changeSummary(moves, { earlier: ['C1', 'C5', 'C3'], later: ['C5', 'C2', 'C3'] }, nameOf)).toBe(
      '관계 통찰이 가장 많이 올랐고(2계단), 탐구심이 가장 많이 내려갔습니다(3계단). 가장 강한 코어에서 탐구심이 빠지고 관계 통찰이 들어왔습니다.',
    );
    const same = rankMoves(side({ C1: 9, C2: 4 }), side({ C1: 12, C2: 5 }));
    expect(changeSummary(same, { earlier: ['C1', 'C2'], later: ['C1', 'C2'] }, nameOf)).toBe(
      '아홉 코어의 순위는 모두 그대로입니다. 가장 강한 두 코어는 그대로입니다(탐구심·관계 통찰).',
    );
    const swapped = rankMoves(side({ C1: 9, C2: 4, C4: 9 }), side({ C1: 4, C2: 9, C4: 9 }));
    expect(changeSummary(swapped, { earlier: ['C1', 'C4'], later: ['C4', 'C1'] }, nameOf)).toBe(
      '관계 통찰이 가장 많이 올랐고(2계단), 탐구심이 가장 많이 내려갔습니다(2계단). 가장 강한 두 코어는 그대로이고 순서만 바뀌었습니다(탐구심·자기 존중 → 자기 존중·탐구심).',
    );
  });

  it('compares the story fixtures: the past result before the profile', () => {
    const [earlier, later] = [scoredOf(pastAnswers[1] ?? {}), scoredOf(profileAnswers)];
    const moves = rankMoves({ cores: earlier.cores, ranked: true }, { cores: later.cores, ranked: true });
    expect(moveOf(moves, 'C5')?.after.place).toEqual({ place: 1, shared: false });
    expect(moveOf(moves, 'C5')?.rise).toBeGreaterThan(0);
  });
});
