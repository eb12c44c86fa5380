import { describe, expect, it } from 'vitest';
import { chunksOf, composeDraft } from './compose';
import { characterCount } from './fit';
import { RICH } from './fixtures';

describe('streaming a draft in small pieces', () => {
  it('splits into pieces of at most the size that join back into the text', () => {
    const text = composeDraft(RICH).text;
    const chunks = chunksOf(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.every((chunk) => characterCount(chunk) <= 12)).toBe(true);
    expect(chunksOf('가나다라마', 2)).toEqual(['가나', '다라', '마']);
  });

  it('never splits a character: a surrogate pair or an emoji with its modifier stays whole', () => {
    expect(chunksOf('a😀b👍🏽c𠮷', 1)).toEqual(['a', '😀', 'b', '👍🏽', 'c', '𠮷']);
    expect(chunksOf('😀😀😀', 2)).toEqual(['😀😀', '😀']);
  });

  it('gives nothing for an empty text, and pieces of one for a size below one', () => {
    expect(chunksOf('')).toEqual([]);
    expect(chunksOf('가나', 0)).toEqual(['가', '나']);
  });
});
