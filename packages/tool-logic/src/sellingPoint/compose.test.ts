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
      '데이터 분석가로 일하고 싶은 저의 강점은 데이터 분석과 협업입니다. 먼저 데이터 분석과 관련해, 학과 설문 결과를 엑셀로 정리해 발표했습니다. 또한 협업과 관련해, 조별 과제에서 일정표를 만들어 공유했습니다. 이 경험들을 바탕으로 데이터 분석가의 일에 기여하겠습니다.',
    );
    expect(text).not.toContain('꼼꼼함');
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
    const keywords = keywordsWithCompetency('13');
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
    expect(summaryOf(result)).toBe(`소프트웨어 개발자 · ${second?.label}, ${first?.label}`);
  });
});
