import { describe, expect, it } from 'vitest';
import type { Statement } from '../types';
import { pickCandidates, recap, resumeScreen, togglePick } from './flow';

const anchors = ['TF', 'GM', 'AU', 'SE', 'EC', 'SV', 'CH', 'LS'] as const;
const statements: Statement[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  anchor: anchors[index % 8] as Statement['anchor'],
  text: `문항 ${index + 1}`,
}));
const rated = (count: number, rating = 4) =>
  Object.fromEntries(statements.slice(0, count).map((statement) => [`s${statement.id}`, rating]));

describe('the career-anchor flow', () => {
  it('resumes where the answers stop, and says so', () => {
    expect(resumeScreen(statements, rated(20))).toBe('checklist');
    expect(recap(statements, rated(20))).toBe(
      '지난번에 40개 문항 중 20개에 답했습니다. 남은 20개 문항부터 이어서 답합니다.',
    );
    expect(resumeScreen(statements, rated(40))).toBe('root');
    expect(recap(statements, rated(40))).toBe(
      '모든 문항에 답했습니다. 이제 가장 나다운 문항 3개를 고르면 결과가 나옵니다.',
    );
  });

  it('offers the most highly rated statements first for the picks, and holds at most three', () => {
    const answers = { ...rated(40, 3), s7: 6, s2: 6, s30: 5 };
    expect(
      pickCandidates(statements, answers)
        .slice(0, 4)
        .map((s) => s.id),
    ).toEqual([2, 7, 30, 1]);
    expect(togglePick([2, 7], 30)).toEqual([2, 7, 30]);
    expect(togglePick([2, 7, 30], 1)).toEqual([2, 7, 30]);
    expect(togglePick([2, 7, 30], 7)).toEqual([2, 30]);
  });
});
