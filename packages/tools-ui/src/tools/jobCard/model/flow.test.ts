import { withParticle } from '@career/api-sdk';
import { jobCard as logic } from '@career/tool-logic';
import { describe, expect, it } from 'vitest';
import { cardNamed, fixtureCards, fixtureContent } from '../fixtures/cards';
import { fixtureAnswers, readyToSort, warmUpAnswers } from '../fixtures/fakeServer';
import {
  addOwnReason,
  allReasons,
  announcement,
  byReason,
  categoriesOf,
  codeNames,
  deckOf,
  minutesFor,
  otherPiles,
  ownReasons,
  pileForKey,
  pilesOf,
  reasonsOf,
  recap,
  resumeScreen,
  sortedIds,
  toggleCategory,
} from './flow';

const hand = fixtureCards.slice(0, 6);
const names = (cards: readonly { name: string }[]) => cards.map((card) => card.name);

describe('job card flow', () => {
  it('reads the three piles from the card answers, anything else being the deck', () => {
    const answers = {
      'card.10': 'liked',
      'card.20': 'disliked',
      'card.30': 'deck',
      'card.40': 'unsure',
      'card.60': 'liked',
      'why.10': [],
    };
    expect(sortedIds(answers)).toEqual({ liked: [10, 60], unsure: [40], disliked: [20] });
    const piles = pilesOf(hand, answers);
    expect(names(piles.liked)).toEqual(['중등학교 교사', '그래픽 디자이너']);
    expect(names(piles.unsure)).toEqual(['사회복지사']);
    expect(names(piles.disliked)).toEqual(['진로 상담 교사']);
    expect(otherPiles('unsure')).toEqual(['liked', 'disliked']);
  });

  it('deals the next card in the dealt order, a card put back first', () => {
    const answers = { 'card.10': 'liked', 'card.20': 'disliked' };
    expect(deckOf(hand, answers)[0]?.id).toBe(30);
    expect(deckOf(hand, answers).map((card) => card.id)).toEqual([30, 40, 50, 60]);
    expect(deckOf(hand, { ...answers, 'card.20': 'deck' }, [20]).map((card) => card.id)).toEqual([20, 30, 40, 50, 60]);
    // A card named in front but sorted again is not dealt twice.
    expect(deckOf(hand, answers, [20, 40])[0]?.id).toBe(40);
    expect(deckOf(hand, Object.fromEntries(hand.map((card) => [`card.${card.id}`, 'liked'])))).toEqual([]);
  });

  it('counts what is left in what it announces', () => {
    expect(announcement('그래픽 디자이너', { placed: 'liked' }, 12)).toBe(
      '그래픽 디자이너: 끌린다에 놓았습니다. 남은 카드 12장',
    );
    expect(announcement('방송 작가', { moved: 'disliked' }, 3)).toBe(
      '방송 작가: 끌리지 않는다로 옮겼습니다. 남은 카드 3장',
    );
    expect(announcement('사진작가', 'returned', 1)).toBe('사진작가: 카드 더미로 되돌렸습니다. 남은 카드 1장');
    expect(announcement('사진작가', { placed: 'unsure' }, 2)).toBe('사진작가: 잘 모르겠다에 놓았습니다. 남은 카드 2장');
    expect(announcement('사진작가', { placed: 'disliked' }, 0)).toBe(
      '사진작가: 끌리지 않는다에 놓았습니다. 모든 카드를 나누었습니다.',
    );
    expect([pileForKey('1'), pileForKey('2'), pileForKey('3'), pileForKey('4')]).toEqual([
      'liked',
      'unsure',
      'disliked',
      null,
    ]);
  });

  it('chooses up to the limit of groups, each once', () => {
    expect(categoriesOf({ categories: ['21', '41', '21', 3] })).toEqual(['21', '41']);
    expect(toggleCategory(['21'], '41', 2)).toEqual(['21', '41']);
    expect(toggleCategory(['21', '41'], '23', 2)).toEqual(['21', '41']);
    expect(toggleCategory(['21', '41'], '21', 2)).toEqual(['41']);
  });

  it('keeps own reasons of each set by index, a removed one blank, and reads only known reason keys', () => {
    const answers = {
      own: ['여행을 다닐 수 있어서', '', '  손으로 만들어서 '],
      'why.10': ['own.2', 'gone', 'interest', 'own.1'],
    };
    const reasons = allReasons(fixtureContent.reasons, answers);
    expect(reasons.slice(-2)).toEqual([
      { key: 'own.0', label: '여행을 다닐 수 있어서' },
      { key: 'own.2', label: '손으로 만들어서' },
    ]);
    expect(reasonsOf(answers, 10, reasons)).toEqual(['own.2', 'interest']);
    expect(addOwnReason(['a'], reasons, '  새 이유 ')).toEqual(['a', '새 이유']);
    expect(addOwnReason(['a'], reasons, '일 자체가 재미있어 보여서')).toBeNull();
    expect(addOwnReason(['a'], reasons, '   ')).toBeNull();
    const disliked = allReasons(fixtureContent.disliked_reasons, { own_disliked: ['', '밤에 일해서'] }, 'disliked');
    expect(disliked.at(-1)).toEqual({ key: 'own_disliked.1', label: '밤에 일해서' });
    expect(disliked).toHaveLength(fixtureContent.disliked_reasons.length + 1);
  });

  it('groups the cards by reason, and names those without one', () => {
    const liked = [cardNamed('중등학교 교사'), cardNamed('진로 상담 교사'), cardNamed('그래픽 디자이너')];
    const answers = { 'why.10': ['meaning', 'interest'], 'why.20': ['meaning'] };
    const { groups, waiting } = byReason(liked, answers, fixtureContent.reasons);
    expect(groups.map((group) => [group.reason.key, names(group.cards)])).toEqual([
      ['interest', ['중등학교 교사']],
      ['meaning', ['중등학교 교사', '진로 상담 교사']],
    ]);
    expect(names(waiting)).toEqual(['그래픽 디자이너']);
  });

  it('takes a returning user to the step they left', () => {
    expect(resumeScreen('checklist', fixtureContent, {})).toBe('checklist');
    expect(resumeScreen('checklist', fixtureContent, warmUpAnswers)).toBe('category/select');
    expect(resumeScreen('category/select', fixtureContent, readyToSort)).toBe('category/select');
    expect(resumeScreen('checklist', fixtureContent, readyToSort)).toBe('root');
    expect(resumeScreen('classify', fixtureContent, readyToSort)).toBe('root');
    expect(resumeScreen('classify', fixtureContent, { ...readyToSort, 'card.10': 'disliked' })).toBe('classify');
    expect(resumeScreen('classify', fixtureContent, fixtureAnswers)).toBe('classify');
  });

  it('says where a returning user was', () => {
    expect(recap(fixtureContent, { 'w.priority': 'growth' })).toBe(
      `준비 질문 ${fixtureContent.warm_up.length}개 가운데 1개에 답했습니다. 이어서 답해 주세요.`,
    );
    expect(recap(fixtureContent, warmUpAnswers)).toBe('준비 질문에 모두 답했습니다. 살펴볼 직업 분류를 골라 주세요.');
    expect(recap(fixtureContent, readyToSort)).toBe('직업 분류 2개를 골랐습니다. 직업 카드를 나누어 보세요.');
    expect(
      recap(fixtureContent, { ...readyToSort, 'card.10': 'liked', 'card.20': 'disliked', 'card.30': 'unsure' }),
    ).toBe('카드 3장을 나누었습니다(끌린다 1장, 잘 모르겠다 1장, 끌리지 않는다 1장). 카드 2장에 이유를 골라 주세요.');
    expect(recap(fixtureContent, fixtureAnswers)).toBe(
      '카드 12장을 나누고 이유를 모두 골랐습니다(끌린다 3장, 잘 모르겠다 2장, 끌리지 않는다 7장). 남은 카드가 없으면 결과를 확인해 보세요.',
    );
  });

  it('names a code by its types, with the particle its last letter takes', () => {
    expect(codeNames('ASE')).toBe('예술형 · 사회형 · 진취형');
    expect(withParticle('ASE', '와/과')).toBe('ASE와');
    expect(withParticle('SER', '와/과')).toBe('SER과');
  });

  it('says about how long the tool takes, from how much it asks', () => {
    expect(minutesFor({ warm_up: fixtureContent.warm_up.slice(0, 5), card_limit: 42 })).toBe(15);
    expect(minutesFor({ warm_up: [], card_limit: 10 })).toBe(5);
    expect(minutesFor({ warm_up: fixtureContent.warm_up.slice(0, 5), card_limit: 80 })).toBe(30);
  });

  it('reads the piles and the reasons as the server does (@career/tool-logic)', () => {
    const read = logic.answersFrom(fixtureAnswers, fixtureContent.reasons, fixtureContent.disliked_reasons);
    const piles = sortedIds(fixtureAnswers);
    expect(piles).toEqual({
      liked: logic.onPile(read, 'liked'),
      unsure: logic.onPile(read, 'unsure'),
      disliked: logic.onPile(read, 'disliked'),
    });
    expect(allReasons(fixtureContent.reasons, fixtureAnswers)).toEqual(read.reasons);
    expect(allReasons(fixtureContent.disliked_reasons, fixtureAnswers, 'disliked')).toEqual(read.dislikedReasons);
    expect(ownReasons({ own: ['a', '', ' b '] })).toEqual(logic.ownReasons(['a', '', ' b ']));
    for (const id of piles.liked) expect(reasonsOf(fixtureAnswers, id, read.reasons)).toEqual(read.why.get(id));
    for (const id of piles.disliked)
      expect(reasonsOf(fixtureAnswers, id, read.dislikedReasons)).toEqual(read.why.get(id));
  });
});
