import { describe, expect, it } from 'vitest';
import { type Basis, type CandidateOccupation, rankLinked, recommendJobs } from './recommend';
import { missingOf } from './result';

const occupation = (
  id: number,
  name: string,
  holland: string,
  group: string,
  education: CandidateOccupation['education'] = 'bachelor',
): CandidateOccupation => ({
  id,
  name,
  holland,
  education,
  group: { code: group, name: `분야 ${group}` },
});

const OCCUPATIONS = [
  occupation(1, '간호사', 'SIR', '30'),
  occupation(2, '사회복지사', 'SEA', '21'),
  occupation(3, '소프트웨어 개발자', 'IRC', '13'),
  occupation(4, '상담 전문가', 'SAI', '21', 'graduate'),
  occupation(5, '보육교사', 'SAE', '22', 'associate'),
  occupation(6, '회계사', 'CEI', '02'),
];

const empty: Basis = { code: null, anchors: [], cores: { top: [], growth: [] }, liked: [], education: null, major: '' };

describe('career model recommendations', () => {
  it('rank by congruence first, and leave out occupations sharing no letter with the code', () => {
    const jobs = recommendJobs(OCCUPATIONS, { ...empty, code: { code: 'SAE', source: 'ptid' } });
    expect(jobs[0]?.name).toBe('보육교사');
    expect(jobs[0]?.fit).toBe(100);
    expect(jobs.map((job) => job.name)).not.toContain('소프트웨어 개발자');
    expect(jobs[0]?.carried_by[0]).toMatchObject({ source: 'ptid' });
  });

  it('order equal fits by the education level, then the liked cards and the anchors, saying so', () => {
    const basis: Basis = {
      ...empty,
      code: { code: 'SIA', source: 'ptid' },
      education: 'graduate',
      anchors: [{ code: 'SV', name: '봉사·헌신' }],
      liked: [2],
    };
    const jobs = recommendJobs(OCCUPATIONS, basis);
    const sai = jobs.find((job) => job.name === '상담 전문가');
    expect(sai?.carried_by.map((entry) => entry.source)).toEqual(['ptid', 'career-anchor', 'education']);
    expect(sai?.carried_by.at(-1)?.text).toContain('내 학력(목표)과 같습니다');
    const social = jobs.find((job) => job.name === '사회복지사');
    expect(social?.carried_by.some((entry) => entry.text === '직업 카드에서 끌린다고 고른 직업입니다.')).toBe(true);
  });

  it('without a code, claim no fit and recommend only what a result carried', () => {
    const jobs = recommendJobs(OCCUPATIONS, {
      ...empty,
      anchors: [{ code: 'TF', name: '전문 역량' }],
      cores: { top: [{ code: 'C1', name: '탐구심' }], growth: [] },
    });
    expect(jobs.every((job) => job.fit === null && job.same_fit === 0)).toBe(true);
    expect(jobs.map((job) => job.name)).toEqual(['간호사', '소프트웨어 개발자']);
    expect(jobs[1]?.carried_by.map((entry) => entry.source)).toEqual(['career-anchor', 'core-coloring']);
    expect(jobs.map((job) => job.name)).not.toContain('회계사');
    expect(recommendJobs(OCCUPATIONS, empty)).toEqual([]);
  });

  it('name the tools whose results are missing and what that leaves out', () => {
    const none = {
      code: null,
      anchors: [],
      anchor_note: '',
      cores: { top: [], growth: [] },
      liked: [],
      education: null,
      major: '',
    };
    expect(missingOf(none).map((entry) => entry.tool)).toEqual(['ptid', 'career-anchor', 'core-coloring', 'job-card']);
    const fromCards = missingOf({ ...none, code: { code: 'SAE', source: 'job-card', at: '' } });
    expect(fromCards.find((entry) => entry.tool === 'ptid')?.effect).toContain('직업 카드의 흥미 코드');
  });

  it('rank majors or paths by how many chosen occupations they serve', () => {
    const chosen = [
      { id: 1, name: '간호사' },
      { id: 2, name: '사회복지사' },
    ];
    const ranked = rankLinked(
      [
        { id: 10, name: '심리학과', occupations: [2] },
        { id: 11, name: '간호학과', occupations: [1] },
        { id: 12, name: '보건행정학과', occupations: [1, 2] },
        { id: 13, name: '컴퓨터공학과', occupations: [3] },
      ],
      chosen,
    );
    expect(ranked.map((entry) => entry.name)).toEqual(['보건행정학과', '간호학과', '심리학과']);
    expect(ranked[0]?.for_jobs).toEqual(['간호사', '사회복지사']);
  });
});
