import { selfIntroduce as logic, text as textLogic } from '@career/tool-logic';
import { describe, expect, it } from 'vitest';
import { countCharacters, FILL_LABELS, fillOf } from './count';

// The live count must say what the server's review says: it is held equal to tool-logic's.
const TEXTS = [
  '',
  ' ',
  '저는 성실합니다.',
  '가나\n다라',
  '가나\r\n다라',
  '\r\n\r\n',
  '가\t나\u00a0다\u3000라 마',
  '좋아요🙂 👍🏽 👨‍👩‍👧',
  '𠀀𠀁 漢字',
  '평점 3.5점으로 (주)카카오에 지원했습니다. www.kakao.com',
  'Co., Ltd. e.g. 예시를 봤습니다.\n\n  끝.  ',
  '\u200b제로폭\u200b공백',
  'ㄱㄴㄷ ㅏㅑ 한글 자모',
  '\ud800 외톨이 서로게이트',
  '줄바꿈\r만 있는 줄\r도 있습니다',
  '\u2028줄 구분\u2029문단 구분',
  'tab\tand\vvertical\fform',
  '“따옴표”와 ‘작은따옴표’… 그리고 — 줄표',
];

/** Texts of every length and kind: the composer's drafts from a few notes, cut at odd places. */
function moreTexts(): string[] {
  const draft = textLogic.composeDraft({
    kind: 'growth',
    question: '성장과정',
    target: '사회복지관',
    keywords: ['책임감', '경청'],
    experiences: [{ situation: '동아리 회장', action: '회의 방식을 바꿈', result: '참여율이 늘었음' }],
    notes: '어릴 때부터 봉사를 했습니다.\n가족과 함께했습니다.',
    length: 700,
  }).text;
  return [draft, ...[3, 17, 101, 257].map((at) => draft.slice(0, at)), `${draft}\r\n${draft}🙂`];
}

describe('counting characters as application forms do', () => {
  it.each([...TEXTS, ...moreTexts()])('counts %j as the server does', (text) => {
    expect(countCharacters(text)).toEqual(logic.countCharacters(text));
  });

  it('counts an emoji as one, a line break as one, and no space in 공백 제외', () => {
    expect(countCharacters('좋아요🙂')).toEqual({ withSpaces: 4, withoutSpaces: 4 });
    expect(countCharacters('가나\r\n다라')).toEqual({ withSpaces: 5, withoutSpaces: 4 });
    expect(countCharacters('저는 성실합니다.')).toEqual({ withSpaces: 9, withoutSpaces: 8 });
  });
});

describe('how full an answer is', () => {
  it('is empty, short under 70%, near under 90%, full up to the target, then over', () => {
    expect(fillOf(0, 700)).toBe('empty');
    expect(fillOf(489, 700)).toBe('short');
    expect(fillOf(490, 700)).toBe('near');
    expect(fillOf(630, 700)).toBe('full');
    expect(fillOf(700, 700)).toBe('full');
    expect(fillOf(701, 700)).toBe('over');
  });

  it('has a word for every state, not a colour alone', () => {
    expect(Object.values(FILL_LABELS).every((label) => label.length > 0)).toBe(true);
  });
});
