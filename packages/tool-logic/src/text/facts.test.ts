import { describe, expect, it } from 'vitest';
import { unsupportedFacts } from './facts';

/** The words flagged in the output, in order. */
const flagged = (output: string, inputs: readonly string[]) =>
  unsupportedFacts(output, inputs).map((fact) => fact.text);

const inputs = [
  '2학년 때 학과 축제 준비위원회에서 예산 담당을 맡음',
  '협찬처 두 곳을 직접 찾아가 설득했다',
  '예산 300만 원 확보, 방문객 1,200명',
  '동아리 회장',
  '한빛전자',
];

describe('facts a generated text added', () => {
  it('finds numbers with their unit, organisations and titles the inputs do not have', () => {
    const output =
      '저는 3개월 동안 삼성전자 인턴으로 일하며 20% 성과를 냈고, 서울대학교 학생회장으로서 교내 공모전 최우수상을 ' +
      '받았습니다. (주)미래소프트와 한국장학재단, 대한상공회의소 협회에서 두 번 발표했고 정보처리기사 자격증을 땄습니다.';
    const facts = unsupportedFacts(output, inputs);
    expect(facts.map((fact) => [fact.kind, fact.text])).toEqual([
      ['number', '3개월'],
      ['organisation', '삼성전자'],
      ['title', '인턴'],
      ['number', '20%'],
      ['organisation', '서울대학교'],
      ['title', '학생회장'],
      ['title', '최우수상'],
      ['organisation', '(주)미래소프트'],
      ['organisation', '한국장학재단'],
      ['number', '두 번'],
      ['title', '정보처리기사'],
      ['title', '자격증'],
    ]);
    for (const fact of facts) expect(output.slice(fact.start, fact.end)).toBe(fact.text);
  });

  it('finds nothing when every fact comes from the inputs, however it is spaced or spelled', () => {
    const output =
      '2학년 때 학과 축제 준비 위원회에서 예산 담당을 맡았습니다. 협찬처 2곳을 직접 찾아가 설득했고, ' +
      '그 결과 예산 3,000,000원을 확보하고 방문객 1200명을 맞았습니다. 동아리 회장으로서 한빛 전자에 지원합니다.';
    expect(unsupportedFacts(output, inputs)).toEqual([]);
  });

  it('reads numbers in words as digits, both ways', () => {
    expect(flagged('두 번 도전했고 세 달 동안 연습했습니다.', ['2번 도전', '3개월 연습'])).toEqual([]);
    expect(flagged('2회 도전했습니다.', ['두 번 도전'])).toEqual([]);
    expect(flagged('일 년 동안 열 명과 함께 했습니다.', ['1년', '10명'])).toEqual([]);
    expect(flagged('세 번 도전했습니다.', ['두 번 도전'])).toEqual(['세 번']);
    expect(flagged('한 번 더 도전했습니다.', [])).toEqual(['한 번']);
  });

  it('tells a number from the same digits in another unit or inside a longer number', () => {
    expect(flagged('3명이 함께 했습니다.', ['3개월 동안'])).toEqual(['3명']);
    expect(flagged('12번 만났습니다.', ['2번 만남'])).toEqual(['12번']);
    expect(flagged('2024년에 시작했습니다.', ['2024 여름'])).toEqual([]);
    expect(flagged('학점 3.8/4.5를 받았습니다.', ['학점 3.8/4.5'])).toEqual([]);
    expect(flagged('학점 3.9/4.5를 받았습니다.', ['학점 3.8/4.5'])).toEqual(['3.9']);
  });

  it('does not take common words for facts', () => {
    const ordinary =
      '한 분야에서 꾸준히 성장하고 싶습니다. 이 학기에는 회사 생활을 상상하며 대학 시절을 돌아보았고, 고객을 ' +
      '대상으로 한 신문 기사를 읽었습니다. 주차장과 전시회장에서 일한 경험, 현대 사회의 변화, 은행나무 길.';
    expect(flagged(ordinary, [])).toEqual([]);
  });

  it('flags an award win only when the inputs mention no award', () => {
    expect(flagged('공모전에서 수상했습니다.', ['공모전 참가'])).toEqual(['수상']);
    expect(flagged('공모전에서 장려상을 수상했습니다.', ['공모전 장려상'])).toEqual([]);
  });

  it('reads brand names with what follows them, and 현대 only as a company', () => {
    expect(flagged('LG화학과 카카오뱅크, 현대자동차에서 일하고 싶습니다.', [])).toEqual([
      'LG화학',
      '카카오뱅크',
      '현대자동차',
    ]);
    expect(flagged('카카오에 지원합니다.', ['카카오'])).toEqual([]);
    expect(flagged('카카오뱅크에 지원합니다.', ['카카오'])).toEqual(['카카오뱅크']);
  });

  it('takes a title with a place before it as written (동아리 회장 vs 학생회장)', () => {
    expect(flagged('동아리 회장을 맡았습니다.', ['동아리 회장 맡음'])).toEqual([]);
    expect(flagged('동아리회장을 맡았습니다.', ['동아리 회장 맡음'])).toEqual([]);
    expect(flagged('학생회장을 맡았습니다.', ['동아리 회장 맡음'])).toEqual(['학생회장']);
  });
});
