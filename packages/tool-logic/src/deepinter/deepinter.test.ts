import { DEEPINTER_PARTS } from '@career/api-sdk';
import { describe, expect, it } from 'vitest';
import { unsupportedFacts } from '../text/facts';
import { followUpsOf } from './followUps';
import { mainQuestions } from './questions';
import { type AskedQuestion, deepinterResultOf, summaryOf } from './result';
import { changesOf, inStoryOrder, rewriteAnswer } from './rewrite';

const FESTIVAL =
  '그냥 우리 팀은 축제 부스를 맡았고, 손님이 너무 많아서 줄이 엄청 길어졌고, 그래서 번호표를 만들어 나눠줬다. 결과는 좋았다. 결과는 좋았다';

describe('mainQuestions', () => {
  it('asks one question per part, in order, naming the experience with the right particle', () => {
    const questions = mainQuestions('카페 아르바이트', 'work');
    expect(questions.map((question) => question.part)).toEqual(DEEPINTER_PARTS.map((part) => part.key));
    expect(questions[0]?.question).toContain("'카페 아르바이트'는");
    expect(mainQuestions('봉사 활동', 'volunteer')[0]?.question).toContain("'봉사 활동'은");
    for (const question of questions) {
      expect(question.why.length).toBeGreaterThan(10);
      expect(question.alternatives.length).toBeGreaterThan(0);
    }
  });
});

describe('followUpsOf', () => {
  it('asks for the student’s own part when an answer speaks only of the team', () => {
    const [first] = followUpsOf('action', '우리 팀은 발표 자료를 함께 만들었습니다.', 3);
    expect(first?.question).toContain('본인이 직접 맡은 일');
  });

  it('quotes the difficulty the student named, and asks for a measurable result without inventing one', () => {
    const asked = followUpsOf('result', '갈등이 있었지만 끝까지 마쳤습니다. 손님들이 기다리는 시간이 줄었습니다.', 3);
    expect(asked[0]?.question).toContain("'갈등이 있었지만'");
    const numbers = asked.find((entry) => entry.question.includes('숫자'));
    expect(numbers?.why).toContain('지어내지');
    for (const entry of asked) expect(unsupportedFacts(entry.question, [])).toEqual([]);
  });

  it('gives at most the count, leaves out what was asked, and falls back on the part’s open question', () => {
    const first = followUpsOf('action', FESTIVAL, 2);
    expect(first).toHaveLength(2);
    const next = followUpsOf(
      'action',
      FESTIVAL,
      3,
      first.map((entry) => entry.question),
    );
    expect(next.some((entry) => first.some((asked) => asked.question === entry.question))).toBe(false);
    expect(next.length).toBeGreaterThan(0);
  });
});

describe('rewriteAnswer', () => {
  it('takes out fillers, makes endings polite, splits a long joined sentence and says a repeat once', () => {
    const { text, notes } = rewriteAnswer(FESTIVAL);
    expect(text).toBe(
      '저희 팀은 축제 부스를 맡았습니다. 손님이 많아서 줄이 길어졌습니다. 그래서 번호표를 만들어 나눠줬습니다. 결과는 좋았습니다.',
    );
    expect(notes).toEqual([
      '말버릇처럼 붙은 말 3개를 뺐습니다.',
      '문장 4개의 끝을 합니다체로 맞췄습니다.',
      '긴 문장 2곳을 나누었습니다.',
      '같은 문장이 되풀이된 1곳을 한 번만 남겼습니다.',
    ]);
  });

  it('adds no fact: every number, organisation and title in a rewrite is in the answer', () => {
    const answers = [
      FESTIVAL,
      '2023년 여름에 한국전력공사 인턴으로 일하면서 민원 120건을 정리했고, 팀장님께 칭찬을 받았다.',
      '저는 3개월 동안 매주 2번 복지관에서 아이들에게 수학을 가르쳤습니다.',
    ];
    for (const answer of answers) expect(unsupportedFacts(rewriteAnswer(answer).text, [answer])).toEqual([]);
  });

  it('puts an answer told out of order in the order of situation, action and result, in its own sentences', () => {
    const { text, notes } = rewriteAnswer(
      '결국 대기 시간이 10분에서 3분으로 줄었습니다. 저는 번호표를 만들어 손님께 나눠 드렸습니다. 그래서 줄이 한 번에 정리됐습니다. 축제 때 부스 앞 줄이 너무 길었습니다.',
    );
    expect(text).toBe(
      '축제 때 부스 앞 줄이 길었습니다. 저는 번호표를 만들어 손님께 나눠 드렸습니다. 그래서 줄이 한 번에 정리됐습니다. 결국 대기 시간이 10분에서 3분으로 줄었습니다.',
    );
    expect(notes[0]).toBe('이야기 순서를 상황, 행동, 결과 순으로 바꾸었습니다.');
  });

  it('keeps the order of an answer that is in order, or where it cannot tell', () => {
    const inOrder = ['축제 때 줄이 길었습니다.', '저는 번호표를 만들었습니다.', '대기 시간이 줄었습니다.'];
    expect(inStoryOrder(inOrder)).toEqual(inOrder);
    // A result that leans on what was done before it stays with it; no doing, nothing moves.
    const leaning = ['저는 번호표를 만들었습니다.', '그 결과 대기 시간이 줄었습니다.', '그때 줄이 길었습니다.'];
    expect(inStoryOrder(leaning)).toEqual(leaning);
    const noDoing = ['대기 시간이 줄었습니다.', '축제 때 줄이 길었습니다.'];
    expect(inStoryOrder(noDoing)).toEqual(noDoing);
  });

  it('leaves an answer that needs nothing as it is', () => {
    const answer = '저는 회의록을 정리했습니다.';
    expect(rewriteAnswer(answer)).toEqual({ text: answer, notes: [] });
  });

  it('shows the changes word by word: the same words, what went and what came', () => {
    const changes = changesOf('나는 그냥 했다.', '저는 했습니다.');
    expect(changes.some((change) => change.kind === 'removed' && change.text.includes('그냥'))).toBe(true);
    expect(changes.map((change) => (change.kind === 'added' ? '' : change.text)).join('')).toBe('나는 그냥 했다.');
    expect(changes.map((change) => (change.kind === 'removed' ? '' : change.text)).join('')).toBe('저는 했습니다.');
  });
});

describe('deepinterResultOf', () => {
  const asked = (key: string, parent: string | null, final: string | null = null): AskedQuestion => ({
    key,
    part: (parent ?? key).split('-')[0] as AskedQuestion['part'],
    parent,
    question: `${key}?`,
    why: '까닭',
    final,
  });

  it('tells the experience in the final words, else the answers, part by part, and says what is missing', () => {
    const questions = [
      asked('result', null, '번호표 덕분에 줄이 짧아졌습니다.'),
      asked('situation', null),
      asked('action', null),
      asked('action-1', 'action'),
    ];
    const values = {
      'exp.title': '축제 부스',
      'exp.kind': 'club',
      'a.situation': '축제 때 부스를 맡았습니다.',
      'a.result': '줄이 짧아졌다',
      'a.action-1': '제가 번호표를 만들자고 했습니다.',
    };
    const result = deepinterResultOf(questions, values);
    expect(result.parts.map((part) => part.part)).toEqual(['situation', 'action', 'result']);
    expect(result.parts.map((part) => part.source)).toEqual(['answer', 'none', 'final']);
    expect(result.story).toBe(
      '축제 때 부스를 맡았습니다.\n\n제가 번호표를 만들자고 했습니다.\n\n번호표 덕분에 줄이 짧아졌습니다.',
    );
    expect(result.counts).toEqual({ parts: 3, told: 2, follow_ups: 1, follow_ups_told: 1 });
    expect(result.experience).toEqual({ title: '축제 부스', kind: 'club', kind_label: '동아리·학생회' });
    expect(result.suggestions[0]?.content).toContain('행동');
    expect(summaryOf(result)).toBe('축제 부스 · 2/3개 부분 답변, 꼬리 질문 1/1');
  });
});
