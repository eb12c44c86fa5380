import { describe, expect, it } from 'vitest';
import { handedInText, previewOf, versionSource } from './handedIn';

describe('what was handed in, as text', () => {
  it('gives the target, then each question with its counts and answer', () => {
    const text = handedInText({
      target: '한빛복지관 사회복지사',
      answers: [
        {
          key: 'motivation',
          question: '지원동기',
          text: '사람을 돕고 싶습니다.\n',
          length: 700,
          counts: { withSpaces: 12, withoutSpaces: 10 },
        },
        { key: 'growth', question: '성장과정', text: '', length: 500, counts: { withSpaces: 0, withoutSpaces: 0 } },
      ],
      suggestions: [],
      content: { types: [] },
    });
    expect(text).toBe(
      '지원: 한빛복지관 사회복지사\n\n' +
        '1. 지원동기 (공백 포함 12자 / 공백 제외 10자)\n사람을 돕고 싶습니다.\n\n' +
        '2. 성장과정 (공백 포함 0자 / 공백 제외 0자)\n(답변 없음)',
    );
  });
});

describe('versions', () => {
  it('are named by where they came from', () => {
    expect(versionSource({ source: 'typed', generator: null })).toBe('직접 쓴 글');
    expect(versionSource({ source: 'restored', generator: null })).toBe('되돌림');
    expect(
      versionSource({ source: 'draft', generator: { kind: 'composer', label: '자동 조합 초안', model: 'composer/1' } }),
    ).toBe('자동 조합 초안');
  });

  it('are previewed by their start, cut at a word', () => {
    expect(previewOf('짧은 글\n입니다')).toBe('짧은 글 입니다');
    expect(previewOf('가나다 '.repeat(40), 20)).toBe('가나다 가나다 가나다 가나다 가나다…');
  });
});
