import { describe, expect, it } from 'vitest';
import {
  CAREER_STAGES,
  EMPLOYMENT_TYPES,
  EVIDENCE_BY_GROUP,
  PLAN_ACTIVITIES,
  REGIONS,
  SEARCH_WORDS,
  WORK_HOURS,
} from './index';

// The 35 KECO 2018 middle groups (apps/server/src/reference/content/keco.ts), written out so a missing or extra group
// fails here.
const CODES =
  '01 02 03 11 12 13 14 15 21 22 23 24 25 30 41 42 51 52 53 54 55 56 61 62 70 81 82 83 84 85 86 87 88 89 90'.split(' ');

const activities = Object.values(PLAN_ACTIVITIES).flat();

describe('job-search content', () => {
  it('covers exactly the 35 KECO middle groups in both maps', () => {
    expect(CODES).toHaveLength(35);
    expect(Object.keys(SEARCH_WORDS).sort()).toEqual([...CODES].sort());
    expect(Object.keys(EVIDENCE_BY_GROUP).sort()).toEqual([...CODES].sort());
  });

  it.each(Object.entries(SEARCH_WORDS))('group %s has 4–8 distinct, short search words', (_code, words) => {
    expect(words.length).toBeGreaterThanOrEqual(4);
    expect(words.length).toBeLessThanOrEqual(8);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) {
      expect(word.length, word).toBeGreaterThan(0);
      expect(word.length, word).toBeLessThanOrEqual(12);
      expect(word.trim()).toBe(word);
    }
  });

  it.each(Object.entries(EVIDENCE_BY_GROUP))('group %s has 3–5 distinct evidence items, no figures', (_code, items) => {
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(new Set(items).size).toBe(items.length);
    for (const item of items) {
      expect(item.length, item).toBeGreaterThan(0);
      expect(item.length, item).toBeLessThanOrEqual(40);
      expect(item, 'no invented numbers').not.toMatch(/[0-9]/);
      expect(item.trim()).toBe(item);
    }
  });

  it('has the filter choices, each key and label once', () => {
    expect(REGIONS).toHaveLength(18);
    expect(new Set(REGIONS).size).toBe(REGIONS.length);
    const lists: readonly (readonly { key: string; label: string }[])[] = [EMPLOYMENT_TYPES, CAREER_STAGES, WORK_HOURS];
    for (const choices of lists) {
      expect(new Set(choices.map((c) => c.key)).size).toBe(choices.length);
      expect(new Set(choices.map((c) => c.label)).size).toBe(choices.length);
    }
  });

  it('has the four plan phases, in order, with 4–6 activities each', () => {
    expect(Object.keys(PLAN_ACTIVITIES)).toEqual(['explore', 'prepare', 'apply', 'review']);
    for (const list of Object.values(PLAN_ACTIVITIES)) {
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
    }
  });

  it('has unique, well-formed activity keys across the plan', () => {
    expect(new Set(activities.map((a) => a.key)).size).toBe(activities.length);
    for (const { key } of activities) expect(key).toMatch(/^[a-z][a-z0-9-]{1,40}$/);
  });

  it.each(activities.map((a) => [a.key, a] as const))('activity %s fits its lengths', (_key, activity) => {
    expect(activity.title.length).toBeGreaterThan(0);
    expect(activity.title.length, activity.title).toBeLessThanOrEqual(30);
    expect(activity.title).not.toMatch(/[{}]/);
    expect(activity.detail.length).toBeGreaterThan(0);
    expect(activity.detail.length, activity.detail).toBeLessThanOrEqual(80);
  });

  it.each(activities.map((a) => [a.key, a] as const))('activity %s uses only {title} and {words}', (_key, activity) => {
    const placeholders = [...activity.detail.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
    for (const name of placeholders) expect(['title', 'words']).toContain(name);
    // No stray brace outside a known placeholder.
    expect(activity.detail.replaceAll('{title}', '').replaceAll('{words}', '')).not.toMatch(/[{}]/);
  });

  it('uses both placeholders somewhere in the plan', () => {
    expect(activities.some((a) => a.detail.includes('{title}'))).toBe(true);
    expect(activities.some((a) => a.detail.includes('{words}'))).toBe(true);
  });
});
