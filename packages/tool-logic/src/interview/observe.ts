import { sentencesOf } from '../text/compose';

// What an answer's text shows, for the interview's third stage (issue 21): observable features only
// (length against the time, sentences, an example or a figure, the conclusion first, words said
// again and again, filler words), each with how to improve it. It reads the text, not the person.

export interface Observation {
  kind: 'short' | 'long' | 'no-example' | 'no-figure' | 'conclusion-late' | 'repeated' | 'fillers';
  message: string;
  improve: string;
}

/** Characters a spoken answer takes per second, roughly (Korean at an interview's pace). */
const CHARS_PER_SECOND = 5;
const EXAMPLE = /예를 들어|예컨대|경험|때|당시|실제로|직접/;
const FIGURE = /\d|처음|두 배|절반|[한두세네] (?:번|명|개|달|주)/;
const CONCLUSION = /^(?:저는|제가|제 |결론|한마디로|먼저)/;
const FILLERS = /(?<![가-힣])(?:그냥|좀|약간|되게|엄청|진짜|뭔가|막|일단|아무튼)(?![가-힣])/g;
const PARTICLE = /(?:에서|으로|을|를|이|가|은|는|의|에|로|와|과|도)$/;
const STOP = new Set([
  '저는',
  '제가',
  '그리고',
  '그래서',
  '하지만',
  '있습니다',
  '했습니다',
  '합니다',
  '것을',
  '것이',
  '수',
  '있는',
  '하는',
]);

/** The observations of one answer given in `answerSeconds`. */
export function observe(answer: string, answerSeconds: number): Observation[] {
  const text = answer.trim();
  if (text === '') return [];
  const sentences = sentencesOf(text);
  const fits = answerSeconds * CHARS_PER_SECOND;
  const out: Observation[] = [];
  if (text.length < fits * 0.3) {
    out.push({
      kind: 'short',
      message: `답변이 ${text.length}자로, 주어진 시간(${answerSeconds}초)에 비해 짧습니다.`,
      improve: '결론 뒤에 그렇게 생각한 경험 하나와 그 결과를 덧붙여 보세요.',
    });
  } else if (text.length > fits * 1.2) {
    out.push({
      kind: 'long',
      message: `답변이 ${text.length}자로, ${answerSeconds}초 안에 말하기에는 깁니다.`,
      improve: '결론, 근거가 된 경험 하나, 배운 점만 남기고 줄여 보세요.',
    });
  }
  if (!EXAMPLE.test(text)) {
    out.push({
      kind: 'no-example',
      message: '경험이나 예가 드러나지 않습니다.',
      improve: '"예를 들어"로 시작하는 실제 경험 한 가지를 넣어 보세요.',
    });
  } else if (!FIGURE.test(text)) {
    out.push({
      kind: 'no-figure',
      message: '결과의 크기를 보여 주는 말이 없습니다.',
      improve: '알고 있는 만큼 전과 후를 비교하거나 횟수·기간으로 말해 보세요. 모르는 숫자는 지어내지 마세요.',
    });
  }
  if (sentences.length >= 3 && !CONCLUSION.test(sentences[0] ?? '')) {
    out.push({
      kind: 'conclusion-late',
      message: '첫 문장에서 질문에 대한 답이 바로 나오지 않습니다.',
      improve: '"저는 ~라고 생각합니다"처럼 답을 먼저 말하고 이유를 이어 보세요.',
    });
  }
  const counts = new Map<string, number>();
  for (const word of text.split(/[\s.,!?]+/).filter((word) => word.length >= 2 && !STOP.has(word))) {
    // A word with its particle is the same word (축제를, 축제는 → 축제).
    const bare = word.replace(PARTICLE, '');
    const stem = bare.length >= 2 ? bare : word;
    counts.set(stem, (counts.get(stem) ?? 0) + 1);
  }
  const repeated = [...counts].filter(([, count]) => count >= 3).map(([word]) => word);
  if (repeated.length > 0) {
    out.push({
      kind: 'repeated',
      message: `같은 말이 여러 번 나옵니다: ${repeated.slice(0, 3).join(', ')}.`,
      improve: '같은 뜻의 다른 말로 바꾸거나, 겹치는 문장을 하나로 합쳐 보세요.',
    });
  }
  const fillers = text.match(FILLERS)?.length ?? 0;
  if (fillers >= 2) {
    out.push({
      kind: 'fillers',
      message: `말버릇처럼 붙는 말이 ${fillers}번 나옵니다.`,
      improve: '"그냥", "좀" 같은 말을 빼고 말해 보세요. 답이 더 단단하게 들립니다.',
    });
  }
  return out;
}
