import { describe, expect, it } from 'vitest';
import { type SeenPart, throughLineOf } from './throughLine';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 3));

describe('throughLineOf', () => {
  it('says where two tools aimed at occupations with none in common, and not where they share one', () => {
    const parts: SeenPart[] = [
      { action_item: 'career-model', created_at: at(1), part: { said: [], aimed: ['사회복지사'] } },
      { action_item: 'job-search', created_at: at(2), part: { said: [], aimed: ['데이터 분석가', '통계 전문가'] } },
    ];
    expect(throughLineOf(parts).differences).toEqual([
      '커리어 모델에서는 ‘사회복지사’, 구직 탐색에서는 ‘데이터 분석가’, ‘통계 전문가’를 목표로 했습니다. 겹치는 직업이 없으니 어느 쪽을 먼저 준비할지 이야기해 볼 만합니다.',
    ]);
    const shared = parts.map((seen) => ({
      ...seen,
      part: { ...seen.part, aimed: [...(seen.part.aimed ?? []), '사회복지사'] },
    }));
    expect(throughLineOf(shared).differences).toEqual([]);
    expect(throughLineOf(shared).occupations).toEqual([{ name: '사회복지사', tools: ['career-model', 'job-search'] }]);
  });

  it('says a change of the strongest core between the first result and the latest, by the day in Korea', () => {
    const cores = (name: string) => ({ said: [], cores: [{ code: name, name }] });
    const line = throughLineOf([
      { action_item: 'core-coloring', created_at: at(1), part: cores('탐구') },
      { action_item: 'core-coloring', created_at: at(20), part: cores('공감') },
    ]);
    expect(line.cores?.names).toEqual([{ code: '공감', name: '공감' }]);
    expect(line.differences).toEqual([
      '코어 컬러링의 가장 강한 코어가 바뀌었습니다: 2026년 3월 1일에는 ‘탐구’, 2026년 3월 20일에는 ‘공감’입니다.',
    ]);
  });

  it('finds nothing to say of one result, or of none', () => {
    expect(throughLineOf([])).toEqual({ interest: [], anchors: null, cores: null, occupations: [], differences: [] });
    const one = throughLineOf([{ action_item: 'ptid', created_at: at(1), part: { said: [], interest: 'SAE' } }]);
    expect(one.differences).toEqual([]);
    expect(one.interest).toEqual([{ action_item: 'ptid', code: 'SAE', created_at: at(1).toISOString() }]);
  });
});
