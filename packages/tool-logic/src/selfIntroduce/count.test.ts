import { describe, expect, it } from 'vitest';
import { countCharacters, splitSentences } from './count';

/** The sentences' texts, and a check that each one is where it says it is. */
function sentencesOf(text: string) {
  const sentences = splitSentences(text);
  for (const sentence of sentences) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  return sentences.map((sentence) => sentence.text);
}

describe('counting characters as application forms do', () => {
  it('counts Hangul, spaces and punctuation, and leaves the spaces out of 공백 제외', () => {
    expect(countCharacters('저는 성실합니다.')).toEqual({ withSpaces: 9, withoutSpaces: 8 });
  });

  it('counts an emoji, or a character outside the BMP, as one', () => {
    expect('🙂'.length).toBe(2);
    expect(countCharacters('좋아요🙂')).toEqual({ withSpaces: 4, withoutSpaces: 4 });
    expect(countCharacters('𠀀')).toEqual({ withSpaces: 1, withoutSpaces: 1 });
  });

  it('counts a line break as one in 공백 포함, whether typed as \\n or pasted as \\r\\n', () => {
    expect(countCharacters('가나\n다라')).toEqual({ withSpaces: 5, withoutSpaces: 4 });
    expect(countCharacters('가나\r\n다라')).toEqual({ withSpaces: 5, withoutSpaces: 4 });
  });

  it('leaves every kind of whitespace out of 공백 제외: tabs, NBSP, the ideographic space', () => {
    expect(countCharacters('가\t나\u00a0다\u3000라 마')).toEqual({ withSpaces: 9, withoutSpaces: 5 });
  });

  it('counts nothing in an empty text', () => {
    expect(countCharacters('')).toEqual({ withSpaces: 0, withoutSpaces: 0 });
  });
});

describe('splitting an answer into sentences', () => {
  it('ends a sentence at . ! ? and keeps the ending with it', () => {
    expect(sentencesOf('저는 지원합니다. 왜일까요? 정말 좋아서입니다!')).toEqual([
      '저는 지원합니다.',
      '왜일까요?',
      '정말 좋아서입니다!',
    ]);
  });

  it('gives indices into the original text, without the spaces around a sentence', () => {
    expect(splitSentences('  첫 문장입니다.   둘째 문장입니다.  ')).toEqual([
      { text: '첫 문장입니다.', start: 2, end: 10 },
      { text: '둘째 문장입니다.', start: 13, end: 22 },
    ]);
  });

  it('does not split a decimal, a company written (주), a web address or an abbreviation', () => {
    expect(
      sentencesOf(
        '평점 3.5점으로 (주)카카오에 지원했습니다. www.kakao.com 에서 Co., Ltd. 표기와 e.g. 예시를 봤습니다.',
      ),
    ).toEqual([
      '평점 3.5점으로 (주)카카오에 지원했습니다.',
      'www.kakao.com 에서 Co., Ltd. 표기와 e.g. 예시를 봤습니다.',
    ]);
  });

  it('ends a sentence at every line break, and a blank line gives none', () => {
    expect(sentencesOf('첫 줄에는 마침표가 없고\r\n\n둘째 줄입니다.\n셋째 줄')).toEqual([
      '첫 줄에는 마침표가 없고',
      '둘째 줄입니다.',
      '셋째 줄',
    ]);
  });

  it('keeps a quotation inside its sentence and a closing quote with the sentence it ends', () => {
    expect(sentencesOf('"최선을 다하자."라고 다짐했습니다. 선배가 말했습니다. "잘했어."')).toEqual([
      '"최선을 다하자."라고 다짐했습니다.',
      '선배가 말했습니다.',
      '"잘했어."',
    ]);
  });

  it('splits where a space is missing after "다.", and runs of endings stay together', () => {
    expect(sentencesOf('마쳤습니다.그래서 기뻤습니다!! 정말요?!')).toEqual([
      '마쳤습니다.',
      '그래서 기뻤습니다!!',
      '정말요?!',
    ]);
  });

  it('reads "1." at the start of a line as a heading number, not a sentence', () => {
    expect(sentencesOf('1. 지원동기\n2. 입사 후 포부')).toEqual(['1. 지원동기', '2. 입사 후 포부']);
  });

  it('finds no sentence in an empty or blank text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\t ')).toEqual([]);
  });
});
