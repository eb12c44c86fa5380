import { describe, expect, it } from 'vitest';
import { containsPersonalData, redact } from './privacy';

const names = { names: ['최민준', '김서연'] };

describe('redacting what an outside provider must not receive', () => {
  it('replaces e-mail addresses, even when they hold a digit run', () => {
    const { text, removed } = redact('연락은 minjun.choi2019123@univ.ac.kr 또는 mj@example.com으로 주세요.');
    expect(text).toBe('연락은 [이메일] 또는 [이메일]으로 주세요.');
    expect(removed.emails).toBe(2);
  });

  it('replaces Korean phone numbers written in each usual way', () => {
    for (const phone of [
      '010-1234-5678',
      '01012345678',
      '010 1234 5678',
      '010.1234.5678',
      '02-123-4567',
      '031-123-4567',
      '(02) 1234-5678',
      '+82 10 1234 5678',
      '+82-10-1234-5678',
    ]) {
      const { text, removed } = redact(`제 번호는 ${phone}입니다.`);
      expect(text, phone).toBe('제 번호는 [전화번호]입니다.');
      expect(removed.phones, phone).toBe(1);
    }
  });

  it('replaces resident registration numbers, with or without the hyphen', () => {
    expect(redact('주민번호 990101-1234567').text).toBe('주민번호 [주민번호]');
    expect(redact('주민번호 990101 - 2234567').text).toBe('주민번호 [주민번호]');
    expect(redact('9901012234567').removed.rrn).toBe(1);
  });

  it('replaces student numbers: a long digit run, or whatever number follows 학번', () => {
    expect(redact('제 학번은 20231234입니다.').text).toBe('제 학번은 [학번]입니다.');
    expect(redact('학번: 2019-12345').text).toBe('학번: [학번]');
    expect(redact('학번 B123456 최민준').text).toBe('학번 [학번] 최민준');
    const { text, removed } = redact('번호 1234567, 다른 번호 2019123456');
    expect(text).toBe('번호 [학번], 다른 번호 [학번]');
    expect(removed.studentNumbers).toBe(2);
  });

  it('replaces known names, with a particle, and the given name alone', () => {
    const { text, removed } = redact(
      '최민준은 동아리 회장이었습니다. 민준이는 늘 먼저 나섰고, 김서연과 함께 최 민준의 계획을 도왔습니다. 민준아!',
      names,
    );
    expect(text).toBe(
      '[이름]은 동아리 회장이었습니다. [이름]이는 늘 먼저 나섰고, [이름]과 함께 [이름]의 계획을 도왔습니다. [이름]아!',
    );
    expect(removed.names).toBe(5);
  });

  it('replaces names in Latin letters, in any case', () => {
    expect(redact('Dear Minjun Choi and MINJUN CHOI', { names: ['Minjun Choi'] }).text).toBe('Dear [이름] and [이름]');
  });

  it('leaves a name inside another word alone', () => {
    // 준서 is a name; 기준서 (a standards document) is not.
    expect(redact('기준서를 작성했습니다.', { names: ['이준서'] }).text).toBe('기준서를 작성했습니다.');
  });

  it('keeps the numbers that carry the story: years, amounts, counts, scores and dates', () => {
    const story =
      '2019년에 입학해 2024년 2월에 졸업했습니다. 학점은 3.8/4.5, 토익 850점입니다. ' +
      '300만 원의 예산으로 3,000명이 온 축제를 2024.03.02에 열었고, 후원금 1500000원과 1,234,567원을 모았습니다. ' +
      '참가자 만족도는 20% 올랐고, 2023-2024 두 해 동안 12번 모였습니다.';
    const { text, removed } = redact(story, names);
    expect(text).toBe(story);
    expect(removed).toEqual({ emails: 0, phones: 0, studentNumbers: 0, names: 0, rrn: 0 });
    expect(containsPersonalData(story, names)).toBe(false);
  });

  it('says whether a text holds personal data', () => {
    expect(containsPersonalData('010-1234-5678로 연락 주세요')).toBe(true);
    expect(containsPersonalData('민준이가 발표했습니다', names)).toBe(true);
    expect(containsPersonalData('민준이가 발표했습니다')).toBe(false);
  });

  it('counts each kind in one text', () => {
    const { removed } = redact('최민준(학번 20231234, 010-9876-5432, mj@example.com, 000101-3123456)입니다.', names);
    expect(removed).toEqual({ emails: 1, phones: 1, studentNumbers: 1, names: 1, rrn: 1 });
  });
});
