import { describe, expect, it } from 'vitest';
import type { DeepinterQuestion } from '../types';
import { grouped, nextOpen, progressOf, recap } from './interview';

const question = (key: string, parent: string | null, extra: Partial<DeepinterQuestion> = {}): DeepinterQuestion => ({
  key,
  part: (parent ?? key).split('-')[0] as string,
  parent,
  question: `${key}?`,
  why: '까닭',
  submitted_at: null,
  final: null,
  rewrite: null,
  ...extra,
});

describe('the interview as the screens read it', () => {
  const questions = [
    question('situation', null, { submitted_at: '2026-11-24T05:00:00.000Z' }),
    question('action', null),
    question('action-1', 'action'),
    question('result', null, { final: '줄이 짧아졌습니다.' }),
  ];

  it('puts each main question before its follow-ups', () => {
    expect(grouped(questions).map(({ main, followUps }) => [main.key, followUps.map((entry) => entry.key)])).toEqual([
      ['situation', []],
      ['action', ['action-1']],
      ['result', []],
    ]);
  });

  it('says how far each question has come', () => {
    const answers = { 'a.action': '번호표를 만들었다', 'a.situation': '축제 때' };
    expect(questions.map((entry) => progressOf(entry, answers))).toEqual(['done', 'writing', 'empty', 'final']);
    expect(nextOpen(questions, answers)).toBe('action');
    expect(nextOpen(questions.slice(0, 1), answers)).toBe('situation');
  });

  it('sums up a run in a line', () => {
    expect(recap({})).toBe('아직 이야기할 경험을 정하지 않았습니다.');
    expect(recap({ 'exp.title': '축제 부스' })).toBe("'축제 부스' 경험으로 질문을 정하는 중입니다.");
    expect(recap({ 'exp.title': '축제 부스', 'a.action': '만들었다', 'a.result': ' ' })).toBe(
      "'축제 부스' 경험의 질문 1개에 답했습니다.",
    );
  });
});
