import { describe, expect, it } from 'vitest';
import { unsupportedFacts } from '../text/facts';
import { composeIntroduction } from './compose';
import { keywordsWithCompetency, pointsOf, sellingPointResultOf, summaryOf } from './result';

const points = [
  { label: '데이터 분석', story: '학과 설문 결과를 엑셀로 정리해 발표했다' },
  { label: '협업', story: '조별 과제에서 일정표를 만들어 공유함' },
  { label: '꼼꼼함', story: '' },
];

describe('composeIntroduction', () => {
  it('writes only the keywords with an experience, in the student’s words, politely', () => {
    const text = composeIntroduction({ occupation: '데이터 분석가', points, variant: 0 });
    expect(text).toBe(
      '데이터 분석가로 일하고 싶은 제가 내세울 강점은 데이터 분석과 협업입니다. 먼저 데이터 분석입니다. 학과 설문 결과를 엑셀로 정리해 발표했습니다. 다음으로 협업입니다. 조별 과제에서 일정표를 만들어 공유했습니다. 이렇게 쌓아 온 데이터 분석과 협업을 데이터 분석가의 일에서도 살리겠습니다.',
    );
    expect(text).not.toContain('꼼꼼함');
  });

  it('writes a retry in other sentences, not the same ones reordered', () => {
    const [first, second, third] = [0, 1, 2].map((variant) =>
      composeIntroduction({ occupation: '데이터 분석가', points, variant }),
    );
    expect(second).toBe(
      '학과 설문 결과를 엑셀로 정리해 발표했습니다. 제가 데이터 분석을 강점으로 꼽는 까닭입니다. 조별 과제에서 일정표를 만들어 공유했습니다. 협업이 제 강점이라고 말씀드릴 수 있는 경험입니다. 데이터 분석가가 되어서도 이런 경험을 바탕으로 일하겠습니다.',
    );
    expect(third).toBe(
      '데이터 분석가의 일에는 데이터 분석과 협업이 필요하다고 생각합니다. 데이터 분석에 대해서는 이런 경험이 있습니다. 학과 설문 결과를 엑셀로 정리해 발표했습니다. 협업은 이 경험으로 보여 드릴 수 있습니다. 조별 과제에서 일정표를 만들어 공유했습니다. 이 경험들이 데이터 분석가의 일에서 바로 쓰일 수 있도록 더 다듬어 가겠습니다.',
    );
    // Apart from the student's own sentences, no sentence of one version is in another.
    const ours = (text = '') =>
      text
        .split(/(?<=\.) /)
        .filter(
          (sentence) => !points.some((point) => point.story !== '' && sentence.startsWith(point.story.slice(0, 8))),
        );
    for (const [a, b] of [
      [first, second],
      [second, third],
      [first, third],
    ]) {
      expect(ours(a).filter((sentence) => ours(b).includes(sentence))).toEqual([]);
    }
  });

  it('arranges a retry differently, three ways in turn, and adds no fact', () => {
    const made = [0, 1, 2, 3].map((variant) => composeIntroduction({ occupation: '데이터 분석가', points, variant }));
    expect(new Set(made.slice(0, 3)).size).toBe(3);
    expect(made[3]).toBe(made[0]);
    const inputs = ['데이터 분석가', ...points.flatMap((point) => [point.label, point.story])];
    for (const text of made) expect(unsupportedFacts(text, inputs)).toEqual([]);
  });

  it('writes nothing when no keyword has an experience', () => {
    expect(composeIntroduction({ occupation: '간호사', points: [{ label: '공감', story: ' ' }], variant: 0 })).toBe('');
  });
});

describe('the result', () => {
  it('keeps the picked keywords of the group in the order picked, with their stories, and suggests next steps', () => {
    const keywords = keywordsWithCompetency('13', []);
    const [first, second] = keywords;
    expect(first?.competency_name).not.toBe('');
    const values = {
      job: [7],
      kw: [second?.key, first?.key, 'gone-key'],
      [`story.${second?.key}`]: ' 동아리 웹사이트를 만들었다 ',
    };
    expect(pointsOf(values, keywords).map((point) => point.key)).toEqual([second?.key, first?.key]);
    const result = sellingPointResultOf({
      occupation: { id: 7, name: '소프트웨어 개발자', summary: '', group: { code: '13', name: '정보통신' } },
      keywords,
      values,
      introduction: { text: '문단', label: '자동 조합 초안' },
      versions: 2,
    });
    expect(result.points[0]?.story).toBe('동아리 웹사이트를 만들었다');
    expect(result.suggestions[0]?.content).toContain(first?.label as string);
    expect(summaryOf(result)).toBe(`소프트웨어 개발자 · ${second?.label}`);
  });
});
