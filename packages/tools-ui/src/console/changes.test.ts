import { describe, expect, it } from 'vitest';
import { changesOf } from './changes';

describe('changesOf', () => {
  it('names the fields that changed, in Korean, with their values before and after', () => {
    expect(
      changesOf(
        { name: '가람대', active: true, region: null, updated_at: 'a', tools: [] },
        { name: '가람대', active: false, region: '전북', updated_at: 'b', tools: ['ptid'] },
      ),
    ).toEqual([
      { field: '사용', before: '예', after: '아니오' },
      { field: '지역', before: '없음', after: '전북' },
      { field: '여는 도구', before: '없음', after: 'ptid' },
    ]);
  });

  it('has nothing to say of a creation or a deletion', () => {
    expect(changesOf(null, { name: '가람대' })).toEqual([]);
    expect(changesOf({ name: '가람대' }, null)).toEqual([]);
  });

  it('shows people by name', () => {
    expect(changesOf({ consultants: [] }, { consultants: [{ id: 1, name: '박상담' }] })).toEqual([
      { field: '상담사', before: '없음', after: '박상담' },
    ]);
  });
});
