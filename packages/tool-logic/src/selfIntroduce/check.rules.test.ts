import { describe, expect, it } from 'vitest';
import { type CheckInput, checkAnswer, repeatThreshold } from './check';
import { CLICHES } from './cliches';
import type { FindingKind } from './finding';

// Rules 3 to 6, each both firing and not; check.test.ts has the answer as a whole and rules 1 and 2.

/** A sentence of `text` as findings point at it. */
function at(text: string, sentence: string) {
  const start = text.indexOf(sentence);
  if (start < 0) throw new Error(`not in the text: ${sentence}`);
  return { start, end: start + sentence.length, text: sentence };
}

const findingsOf = (kind: FindingKind, text: string, input: Partial<CheckInput> = {}) =>
  checkAnswer({ text, target: 1000, questionType: '지원동기', ...input }).findings.filter(
    (finding) => finding.kind === kind,
  );

describe('rule 3: words repeated', () => {
  it('names a word used three times and its count, on the sentence of its third use', () => {
    const text =
      '고객의 불편을 들었습니다. 고객과 함께 답을 찾았습니다. 그 뒤 고객이 다시 찾아왔습니다. 고객은 기뻐했습니다.';
    expect(findingsOf('repetition', text)).toEqual([
      {
        kind: 'repetition',
        level: 'tip',
        message: "'고객'이 이 답변에 4번 나옵니다.",
        suggestion:
          "꼭 필요한 곳에만 남기고, 나머지는 '그 일', '이 과정'처럼 받아 쓰거나 더 구체적인 말로 바꿔 보세요.",
        sentence: at(text, '그 뒤 고객이 다시 찾아왔습니다.'),
      },
    ]);
  });

  it('counts a noun with its particles and its 하다 verb together', () => {
    const [finding] = findingsOf(
      'repetition',
      '자료를 정리했습니다. 정리를 마치고 보고서를 썼습니다. 정리하며 배웠습니다.',
    );
    expect(finding?.message).toBe("'정리'가 이 답변에 3번 나옵니다.");
  });

  it('lets a word used twice pass, and does not count 저는, 것, 수 and the like', () => {
    expect(findingsOf('repetition', '고객의 말을 들었습니다. 고객과 이야기했습니다.')).toEqual([]);
    const text = '저는 할 수 있는 것을 했습니다. 저는 할 수 있는 것을 찾았습니다. 저는 할 수 있는 것을 배웠습니다.';
    expect(findingsOf('repetition', text)).toEqual([]);
  });

  it('allows one more use for each further 1,000 characters', () => {
    expect([999, 1000, 1999, 2000].map(repeatThreshold)).toEqual([3, 4, 4, 5]);
    // ㅋ is not a word: padding that makes the answer longer without adding words.
    const padding = `\n${'ㅋ'.repeat(1000)}`;
    const three = '고객을 만났습니다. 고객과 웃었습니다. 고객이 왔습니다.';
    expect(findingsOf('repetition', three + padding)).toEqual([]);
    expect(findingsOf('repetition', `${three} 고객을 배웅했습니다.${padding}`)).toHaveLength(1);
  });
});

describe('rule 4: clichés', () => {
  it('gives a tip per cliché on its sentence, quoting what was written, with the suggestion from the list', () => {
    const text = '성실하게 일했습니다. 귀사에 입사하여 뼈를 묻겠습니다.';
    const sentence = at(text, '귀사에 입사하여 뼈를 묻겠습니다.');
    const suggestionOf = (phrase: string) => CLICHES.find((cliche) => cliche.phrase === phrase)?.suggestion;
    expect(findingsOf('cliche', text)).toEqual([
      {
        kind: 'cliche',
        level: 'tip',
        message:
          "'귀사에 입사하여'는 어느 회사에나 낼 수 있는 문장처럼 읽혀, 이 회사를 위해 쓴 글이라는 느낌을 줄입니다.",
        suggestion: suggestionOf('귀사에 입사하여'),
        sentence,
      },
      {
        kind: 'cliche',
        level: 'tip',
        message: "'뼈를 묻겠습니다'는 충성을 다짐하는 오래된 표현이라 요즘 읽는 사람에게는 과장되게 들립니다.",
        suggestion: suggestionOf('뼈를 묻겠습니다'),
        sentence,
      },
    ]);
  });

  it('quotes a noun without the particle after it', () => {
    expect(findingsOf('cliche', '이 경험이 밑거름이 되었습니다.')[0]?.message).toMatch(/^'밑거름'은 /);
  });

  it('finds none in plain, concrete sentences', () => {
    const plain = '두 달 동안 주문 수를 기록했고, 많이 팔리는 메뉴를 미리 준비하자고 점장님께 제안했습니다.';
    expect(findingsOf('cliche', plain)).toEqual([]);
  });

  it('keeps a list of 30 to 60 entries, each found in its own phrase and explained in full sentences', () => {
    expect(CLICHES.length).toBeGreaterThanOrEqual(30);
    expect(CLICHES.length).toBeLessThanOrEqual(60);
    expect(new Set(CLICHES.map((cliche) => cliche.phrase)).size).toBe(CLICHES.length);
    for (const cliche of CLICHES) {
      // A cliché that claims a trait with nothing to show it is said in the no-evidence warning.
      const found = checkAnswer({ text: `${cliche.phrase}.`, target: 1000, questionType: '지원동기' }).findings.filter(
        (finding) =>
          finding.kind === 'cliche' || (finding.kind === 'no-evidence' && finding.suggestion === cliche.suggestion),
      );
      expect(
        found.map((finding) => finding.suggestion),
        cliche.phrase,
      ).toEqual([cliche.suggestion]);
      expect(cliche.why).toMatch(/다\.$/);
      expect(cliche.suggestion).toMatch(/[.요"]$/);
    }
  });
});

describe('rule 5: claims with no evidence', () => {
  const claimsIn = (text: string) => findingsOf('no-evidence', text).map((finding) => finding.sentence?.text);

  it('warns on a trait claimed with nothing to show it, suggesting what was done and what came of it', () => {
    const text = '저는 꼼꼼한 성격을 가지고 있습니다.';
    expect(findingsOf('no-evidence', text)).toEqual([
      {
        kind: 'no-evidence',
        level: 'warn',
        message: '이 문장은 꼼꼼함을 내세우지만, 앞뒤 문장까지 보아도 그것을 보여 주는 숫자나 행동, 결과가 없습니다.',
        suggestion:
          '그렇게 말할 수 있는 경험 하나를 골라 내가 한 일과 그 결과를 바로 이어서 적어 보세요. 기간, 횟수, 인원처럼 숫자가 있다면 함께 적으면 더 믿음이 갑니다.',
        sentence: at(text, text),
      },
    ]);
  });

  it('does not take describing or vague verbs for evidence', () => {
    expect(claimsIn('저는 항상 성실했습니다.')).toEqual(['저는 항상 성실했습니다.']);
    expect(claimsIn('열정을 쏟아 열심히 했습니다.')).toEqual(['열정을 쏟아 열심히 했습니다.']);
    expect(claimsIn('적극적으로 노력해 왔습니다.')).toEqual(['적극적으로 노력해 왔습니다.']);
    expect(claimsIn('저는 소통을 잘하는 리더였습니다.')).toEqual(['저는 소통을 잘하는 리더였습니다.']);
    expect(claimsIn('맡은 일은 끝까지 해내는 책임감이 있습니다.')).toEqual([
      '맡은 일은 끝까지 해내는 책임감이 있습니다.',
    ]);
  });

  it('takes a number, a doing in the past tense or a result as evidence', () => {
    expect(claimsIn('저는 꼼꼼한 성격으로 가계부를 3년째 씁니다.')).toEqual([]);
    expect(claimsIn('꼼꼼한 성격이라 두 번씩 확인합니다.')).toEqual([]);
    expect(claimsIn('꼼꼼하게 회의록을 정리했습니다.')).toEqual([]);
    expect(claimsIn('책임감을 가지고 행사 준비를 맡아 진행했습니다.')).toEqual([]);
    expect(claimsIn('끈기 있게 준비한 덕분에 합격할 수 있었습니다.')).toEqual([]);
  });

  it('takes the sentence before or after, in the same paragraph, as the claim’s evidence', () => {
    const story = '동아리 회계를 맡아 영수증을 하나씩 대조했습니다.';
    expect(claimsIn(`저는 꼼꼼한 성격입니다. ${story}`)).toEqual([]);
    expect(claimsIn(`${story} 저는 꼼꼼한 성격입니다.`)).toEqual([]);
    expect(claimsIn(`저는 꼼꼼한 성격입니다.\n${story}`)).toEqual(['저는 꼼꼼한 성격입니다.']);
  });

  it('leaves pledges about the future alone', () => {
    expect(claimsIn('입사 후에도 꼼꼼하게 일하겠습니다.')).toEqual([]);
    expect(claimsIn('적극적으로 소통하는 사원이 되고 싶습니다.')).toEqual([]);
    expect(claimsIn('도전하는 자세로 일할 것입니다.')).toEqual([]);
  });
});

describe('rule 6: situation, action and result', () => {
  // 300+ characters with a situation and what was done, but nothing of what came of it.
  const NO_RESULT =
    '대학교 2학년 때 교내 영상 동아리에서 신입 부원 모집을 맡았습니다. 그해에는 지원자가 적어 동아리가 문을 닫을 수도 있는 상황이었습니다. ' +
    '저는 지난 모집 공고를 모아 무엇이 부족했는지 살펴보았고, 부원들과 함께 짧은 홍보 영상을 새로 만들었습니다. ' +
    '학생회관 앞에서 일주일 동안 상영회를 열었고, 관심을 보인 학생들에게 직접 촬영 장비를 만져 보게 했습니다. ' +
    '첫 주에는 찾아오는 학생이 거의 없어 상영 시간을 점심시간으로 옮기고, 학과 게시판에도 영상을 올렸습니다. ' +
    '모집 기간이 끝난 뒤에는 지원서를 하나씩 읽고 면담 일정을 잡았습니다. 이 일을 계기로 무엇이든 먼저 움직여 보는 습관이 생겼습니다.';

  it('names what it finds nowhere in an answer of 300 characters or more, in one tip', () => {
    expect(NO_RESULT.length).toBeGreaterThanOrEqual(300);
    expect(findingsOf('structure', NO_RESULT, { questionType: '성장과정' })).toEqual([
      {
        kind: 'structure',
        level: 'tip',
        message: '상황·행동·결과 가운데 결과가 글에서 보이지 않습니다.',
        suggestion: '경험 하나를 골라 그래서 무엇이 달라졌는지 한두 문장씩 더해 보세요.',
        sentence: null,
      },
    ]);
  });

  it('asks for all three when the answer tells no story', () => {
    const text = '저는 사람을 좋아하고 새로운 것을 즐기는 성격입니다. '.repeat(12);
    const [finding] = findingsOf('structure', text, { questionType: '가장 자신 있는 역량' });
    expect(finding?.message).toBe('상황·행동·결과 가운데 상황, 행동, 결과가 모두 글에서 보이지 않습니다.');
    expect(finding?.suggestion).toBe(
      '경험 하나를 골라 어떤 상황이었는지, 그때 내가 직접 무엇을 했는지, 그래서 무엇이 달라졌는지 한두 문장씩 더해 보세요. 결과를 숫자로 보여 줄 수 있다면 더 좋습니다.',
    );
  });

  it('says nothing when all three are there', () => {
    const text = `${NO_RESULT} 그 결과 지원자가 전년의 두 배로 늘었습니다.`;
    expect(findingsOf('structure', text, { questionType: '성격의 장단점' })).toEqual([]);
  });

  it('leaves out 입사 후 포부, which looks ahead, and answers under 300 characters', () => {
    expect(findingsOf('structure', NO_RESULT, { questionType: '입사 후 포부' })).toEqual([]);
    expect(findingsOf('structure', NO_RESULT, { questionType: '입사후 포부' })).toEqual([]);
    expect(findingsOf('structure', NO_RESULT.slice(0, 299), { questionType: '지원동기' })).toEqual([]);
  });
});
