import { describe, expect, it } from 'vitest';
import { renderReport } from './draw';
import { estimatePages, type ReportDocument } from './report';

// The page cap is held by an estimate made before drawing (decision 035): it must never call a
// report short, and not so long that a report which fits is refused.

const note = (length: number) => '수업에서 한 일을 적었습니다. '.repeat(Math.ceil(length / 17)).slice(0, length);

function document(participants: number, days: number, noteLength: number): ReportDocument {
  return {
    title: '수업 진행 보고서',
    subtitle: '솔빛고 2학년 진로 캠프',
    letterhead: '솔빛고 2학년 진로 캠프 · 김강사 강사',
    facts: [
      ['기관', '솔빛고등학교'],
      ['기간', '2026. 3. 2. ~ 2026. 12. 18. (진행 중)'],
    ],
    sections: [
      {
        heading: '참여자별 진행',
        empty: '등록한 참여자가 없습니다.',
        table: {
          widths: ['auto', 'auto', '*', '*'],
          header: ['번호', '참여자', '마친 도구', '하고 있는 도구'],
          rows: Array.from({ length: participants }, (_, index) => [
            String(index + 1),
            `참여자 ${index + 1}`,
            '성격 유형, 커리어 앵커, 코어 컬러링',
            '자기소개서, 심층 인터뷰',
          ]),
        },
      },
      {
        heading: '수업 기록',
        empty: '수업 기록이 없습니다.',
        entries: Array.from({ length: days }, (_, index) => ({
          heading: `2026. 3. ${index + 1}.`,
          subheading: '진로 탐색',
          text: note(noteLength),
          detail: '그날 진행: 성격 유형 12명(마침 10명)',
        })),
      },
    ],
    footnote: '이 보고서는 참여자가 어떤 도구를 시작하고 마쳤는지와 강사의 수업 기록만 담습니다.',
  };
}

describe('the page estimate', () => {
  it.each([
    [3, 0, 0],
    [45, 4, 300],
    [120, 10, 1500],
    [30, 40, 3000],
  ])(
    'is at least the pages drawn, and not far over (%i participants, %i days of %i characters)',
    async (people, days, length) => {
      const report = document(people, days, length);
      const { pages } = await renderReport(report, { title: 't', author: 'a' });
      const estimate = estimatePages(report);
      expect(estimate).toBeGreaterThanOrEqual(pages);
      expect(estimate).toBeLessThanOrEqual(Math.ceil(pages * 1.5) + 1);
    },
    30_000,
  );
});
