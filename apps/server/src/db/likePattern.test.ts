import { describe, expect, it } from 'vitest';
import { likeOperator, likePattern } from './likePattern';

describe('a keyword found anywhere', () => {
  it('escapes the wildcards a person types', () => {
    expect(likePattern('50%_할인\\')).toBe('%50\\%\\_할인\\\\%');
  });

  it('ignores case only where a keyword has cased letters', () => {
    expect(likeOperator('사용자 12')).toBe('like');
    expect(likeOperator('20261234')).toBe('like');
    expect(likeOperator('김 010-')).toBe('like');
    expect(likeOperator('kim')).toBe('ilike');
    expect(likeOperator('Demo.KR')).toBe('ilike');
    expect(likeOperator('홍길동 É')).toBe('ilike');
  });
});
