import { describe, expect, it } from 'vitest';
import { CHECK_NOTE, CHECK_VERSION, type CheckInput, checkAnswer } from './check';
import type { Finding, FindingKind } from './finding';

/** A sentence of `text` as findings point at it. */
function at(text: string, sentence: string) {
  const start = text.indexOf(sentence);
  if (start < 0) throw new Error(`not in the text: ${sentence}`);
  return { start, end: start + sentence.length, text: sentence };
}

const check = (text: string, input: Partial<CheckInput> = {}) =>
  checkAnswer({ text, target: 1000, questionType: '지원동기', ...input });
const findingsOf = (kind: FindingKind, text: string, input: Partial<CheckInput> = {}) =>
  check(text, input).findings.filter((finding) => finding.kind === kind);

// An answer a reader would take as it is: a situation, what the student did, a number, a result.
const GOOD =
  '대학교 3학년 때 교내 카페에서 아르바이트를 하며 점심시간마다 대기 줄이 길어지는 문제를 보았습니다. ' +
  '저는 두 달 동안 시간대별 주문 수를 기록했고, 많이 팔리는 메뉴 다섯 가지를 미리 준비해 두자고 점장님께 제안했습니다. ' +
  '제안이 받아들여진 뒤 평균 대기 시간이 8분에서 4분으로 줄었습니다. ' +
  '이 일을 하며 작은 기록이 현장의 결정을 바꿀 수 있다는 것을 배웠습니다. ' +
  '한빛리테일의 매장 운영 직무는 이런 자료를 매일 다루는 일이라고 생각해 지원했습니다. ' +
  '입사 후에는 매장별 판매 자료를 살펴 재고가 남는 상품부터 원인을 찾고, 매장 직원들과 함께 진열과 발주를 조정해 보고 싶습니다.';

describe('the self-introduction answer check', () => {
  it('finds nothing to point out in a concrete answer that fills the form', () => {
    expect(checkAnswer({ text: GOOD, target: 330, questionType: '지원동기' })).toEqual({
      version: CHECK_VERSION,
      counts: { withSpaces: 326, withoutSpaces: 245, sentences: 6 },
      target: 330,
      findings: [],
      note: CHECK_NOTE,
    });
  });

  it('points out what a reader notices in a short answer of claims and clichés, what to fix first on top', () => {
    const text =
      '저는 책임감이 강한 사람입니다. 어떤 일이든 맡으면 끝까지 해내려고 노력합니다. ' +
      '하지만 이를 위해 항상 최선을 다하고 있습니다. 앞으로도 열정을 가지고 최선을 다하겠습니다.';
    const first = at(text, '저는 책임감이 강한 사람입니다.');
    const third = at(text, '하지만 이를 위해 항상 최선을 다하고 있습니다.');
    const last = at(text, '앞으로도 열정을 가지고 최선을 다하겠습니다.');
    const result = checkAnswer({ text, target: 500, questionType: '성격의 장단점' });
    expect(result.counts).toEqual({ withSpaces: 96, withoutSpaces: 75, sentences: 4 });
    expect(result.findings.map(({ kind, level, message, sentence }) => ({ kind, level, message, sentence }))).toEqual([
      { kind: 'length', level: 'warn', message: '목표 500자에 404자가 모자랍니다(지금 96자, 19%).', sentence: null },
      {
        kind: 'no-evidence',
        level: 'warn',
        message: '이 문장은 책임감을 내세우지만, 앞뒤 문장까지 보아도 그것을 보여 주는 숫자나 행동, 결과가 없습니다.',
        sentence: first,
      },
      {
        kind: 'cliche',
        level: 'tip',
        message: "'최선을 다하고'는 거의 모든 지원자가 쓰는 말이라 읽는 사람에게 남는 것이 없습니다.",
        sentence: third,
      },
      {
        kind: 'cliche',
        level: 'tip',
        message: "'열정을 가지고'는 열정이 있다는 말만으로는 무엇을 얼마나 해 왔는지 알 수 없습니다.",
        sentence: last,
      },
      {
        kind: 'cliche',
        level: 'tip',
        message: "'최선을 다하겠습니다'는 거의 모든 지원자가 쓰는 말이라 읽는 사람에게 남는 것이 없습니다.",
        sentence: last,
      },
    ]);
    // One cause, one finding: the claim's cliché ('책임감이 강한') is said in the warning, with its advice.
    expect(result.findings[1]?.suggestion).toBe(
      '책임감이라는 단어 없이, 끝까지 맡아 해낸 일과 그 결과를 적어 읽는 사람이 책임감을 알아보게 해 주세요.',
    );
  });

  it('gives an empty answer one finding, to start, and nothing else', () => {
    for (const text of ['', ' \n\t ']) {
      const result = check(text, { questionType: '성장과정' });
      expect(result.findings).toEqual([
        {
          kind: 'length',
          level: 'warn',
          message: '아직 쓴 내용이 없습니다.',
          suggestion:
            '이 문항에 쓰고 싶은 경험 하나를 골라, 어떤 상황에서 무엇을 했고 어떻게 되었는지부터 적어 보세요.',
          sentence: null,
        },
      ]);
      expect(result.counts.sentences).toBe(0);
    }
  });

  it('gives the same result for the same input, whatever was checked before', () => {
    const first = JSON.stringify(check(GOOD, { target: 500 }));
    check('저는 어려서부터 화목한 가정에서 자랐습니다. 귀사에 입사하여 뼈를 묻겠습니다.');
    expect(JSON.stringify(check(GOOD, { target: 500 }))).toBe(first);
  });

  it('says plainly that it is a checklist, not a grade or a pass/fail', () => {
    const { note, version } = check(GOOD);
    expect(version).toBe('self-introduce-check/1');
    expect(note).toBe(CHECK_NOTE);
    expect(note).toContain('점수나 합격·불합격 판정이 아닙니다');
  });

  it('keeps every message to one sentence and every suggestion to one or two', () => {
    const text = `${'가'.repeat(300)}.\n고객, 고객, 고객을 만났습니다. 귀사에 입사하여 뼈를 묻겠습니다.\n저는 꼼꼼합니다.`;
    const findings: Finding[] = check(text, { target: 50, questionType: '성장과정' }).findings;
    expect(new Set(findings.map((finding) => finding.kind)).size).toBe(6);
    for (const { message, suggestion } of findings) {
      expect(message.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(suggestion.match(/[.!?](\s|$)/g)?.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('rule 1: length against the target, counted 공백 포함', () => {
  const lengthAt = (count: number, target: number) =>
    findingsOf('length', '가'.repeat(count), { target }).map(({ level, message }) => [level, message]);

  it('warns under 70% with how many characters are missing', () => {
    expect(lengthAt(69, 100)).toEqual([['warn', '목표 100자에 31자가 모자랍니다(지금 69자, 69%).']]);
  });

  it('gives a tip from 70% up to 90%', () => {
    expect(lengthAt(70, 100)).toEqual([['tip', '목표 100자의 70%를 채웠습니다(30자 남음).']]);
    expect(lengthAt(89, 100)).toEqual([['tip', '목표 100자의 89%를 채웠습니다(11자 남음).']]);
  });

  it('says nothing from 90% up to the target itself', () => {
    expect(lengthAt(90, 100)).toEqual([]);
    expect(lengthAt(100, 100)).toEqual([]);
  });

  it('warns over the target with how many characters to cut, since forms cut off at the limit', () => {
    const [over] = findingsOf('length', '가'.repeat(103), { target: 100 });
    expect(over?.level).toBe('warn');
    expect(over?.message).toBe('목표 100자보다 3자가 많습니다(지금 103자).');
    expect(over?.suggestion).toContain('3자 이상 줄여 주세요');
  });

  it('counts the spaces, as most forms do', () => {
    expect(findingsOf('length', '가 '.repeat(45), { target: 100 })).toEqual([]);
  });

  it('does not judge the length against a target that is not a positive number', () => {
    expect(findingsOf('length', '가나다', { target: 0 })).toEqual([]);
  });
});

describe('rule 2: sentences over 80 characters', () => {
  it('gives a tip on a long sentence, naming the connective it could be split at', () => {
    const long =
      '처음 맡은 동아리 회계 업무는 영수증을 모으는 일부터 낯설었지만, 선배에게 정리 방법을 묻고 지난 학기 장부를 모두 다시 살펴보며 하나씩 익혀 나갔습니다.';
    const text = `회계를 맡았습니다. ${long}`;
    expect(findingsOf('long-sentence', text)).toEqual([
      {
        kind: 'long-sentence',
        level: 'tip',
        message: '이 문장은 86자로, 한 번에 읽기에 깁니다.',
        suggestion: "'낯설었지만'에서 끊고 앞부분을 '~했습니다.'처럼 맺어 두 문장으로 나누어 보세요.",
        sentence: at(text, long),
      },
    ]);
  });

  it('suggests splitting by content when there is no connective to split at', () => {
    const [finding] = findingsOf('long-sentence', `${'가'.repeat(80)}.`);
    expect(finding?.message).toBe('이 문장은 81자로, 한 번에 읽기에 깁니다.');
    expect(finding?.suggestion).toBe('한 문장에는 한 가지 내용만 담아 80자 안쪽의 문장 둘로 나누어 보세요.');
  });

  it('leaves a sentence of 80 characters alone', () => {
    expect(findingsOf('long-sentence', `${'가'.repeat(79)}.`)).toEqual([]);
  });
});
