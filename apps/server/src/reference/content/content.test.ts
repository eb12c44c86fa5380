import { EDUCATION_LEVELS, HOLLAND_CODE, HOLLAND_LETTERS, MAJOR_FIELDS, TRAINING_TYPES } from '@career/api-sdk';
import { sellingPoint } from '@career/tool-logic';
import { describe, expect, it } from 'vitest';
import { KECO_MAJOR_GROUPS, KECO_MIDDLE_GROUPS, MAJORS, OCCUPATIONS, TRAINING_PATHS } from '.';

// The reference data's integrity (issue 11): minimum counts, no duplicates, valid codes, and every
// cross-reference resolving, so a seed never fails and no tool shows a dangling link.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Every occupation's code is a full one: three distinct letters (Iachan's M compares two of them). */
const THREE_LETTERS = /^[RIASEC]{3}$/;
/** Fewest occupations in a middle group, so a job card hand drawn from one group is never thin. */
const MIN_PER_MIDDLE_GROUP = 8;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('occupation reference data', () => {
  const middleCodes = new Set<string>(KECO_MIDDLE_GROUPS.map((group) => group.code));
  const majorKeys = new Set(MAJORS.map((major) => major.key));
  const occupationKeys = new Set(OCCUPATIONS.map((occupation) => occupation.key));

  it('meets the minimum counts: 300 occupations, 100 majors over the seven fields, 60 training paths', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(300);
    expect(MAJORS.length).toBeGreaterThanOrEqual(100);
    expect(TRAINING_PATHS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(MAJORS.map((major) => major.field))).toEqual(new Set(MAJOR_FIELDS));
    expect(new Set(TRAINING_PATHS.map((path) => path.type))).toEqual(new Set(TRAINING_TYPES));
  });

  it('has no duplicate keys or names', () => {
    for (const list of [OCCUPATIONS, MAJORS, TRAINING_PATHS]) {
      expect(duplicates(list.map((entry) => entry.key))).toEqual([]);
      expect(duplicates(list.map((entry) => entry.name))).toEqual([]);
      for (const entry of list) expect(entry.key, entry.name).toMatch(SLUG);
    }
    expect(duplicates(KECO_MIDDLE_GROUPS.map((group) => group.code))).toEqual([]);
  });

  it('puts every middle group under one of the ten major groups, and every one of them in use', () => {
    const majorGroups = new Set<string>(KECO_MAJOR_GROUPS.map((group) => group.code));
    expect([...majorGroups]).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const group of KECO_MIDDLE_GROUPS) expect(majorGroups.has(group.code.slice(0, 1)), group.code).toBe(true);
    const used = new Set(OCCUPATIONS.map((occupation) => occupation.keco));
    expect(KECO_MIDDLE_GROUPS.filter((group) => !used.has(group.code)).map((group) => group.name)).toEqual([]);
  });

  it(`gives every middle group at least ${MIN_PER_MIDDLE_GROUP} occupations`, () => {
    const thin = KECO_MIDDLE_GROUPS.map((group) => ({
      group: `${group.code} ${group.name}`,
      count: OCCUPATIONS.filter((occupation) => occupation.keco === group.code).length,
    })).filter(({ count }) => count < MIN_PER_MIDDLE_GROUP);
    expect(thin).toEqual([]);
  });

  it('gives every occupation valid codes, text and links', () => {
    for (const occupation of OCCUPATIONS) {
      const where = `${occupation.name} (${occupation.key})`;
      expect(middleCodes.has(occupation.keco), where).toBe(true);
      expect(occupation.holland, where).toMatch(HOLLAND_CODE);
      expect(occupation.holland, where).toMatch(THREE_LETTERS);
      expect(new Set(occupation.holland).size, where).toBe(3);
      expect(EDUCATION_LEVELS, where).toContain(occupation.education);
      expect(occupation.summary.length, where).toBeLessThanOrEqual(60);
      expect(occupation.description.length, where).toBeGreaterThanOrEqual(40);
      expect(occupation.skills.length, where).toBeGreaterThanOrEqual(3);
      expect(occupation.skills.length, where).toBeLessThanOrEqual(5);
      expect(occupation.majors.length, where).toBeLessThanOrEqual(4);
      if (occupation.education !== 'high_school') expect(occupation.majors.length, where).toBeGreaterThan(0);
      for (const key of occupation.majors) expect(majorKeys.has(key), `${where} → ${key}`).toBe(true);
      expect(duplicates([...occupation.majors]), where).toEqual([]);
      // "보통 교사 경력을 쌓은 뒤 맡는 자리라 …" (job search): a short noun phrase of experience.
      if (occupation.experienceFirst !== undefined)
        expect(occupation.experienceFirst, where).toMatch(/^[가-힣·]+( [가-힣·]+)* 경력$/);
    }
  });

  it('says what experience comes first for the occupations a new graduate is not hired into', () => {
    const first = new Map(OCCUPATIONS.map((occupation) => [occupation.name, occupation.experienceFirst]));
    expect([first.get('장학사'), first.get('판사'), first.get('주방장'), first.get('초등학교 교사')]).toEqual([
      '교사 경력',
      '법조 경력',
      '조리 경력',
      undefined,
    ]);
    expect(OCCUPATIONS.filter((occupation) => occupation.experienceFirst).length).toBe(20);
  });

  it('has a selling-point keyword for every core skill of every occupation', () => {
    const missing = OCCUPATIONS.flatMap((occupation) =>
      occupation.skills
        .filter((skill) => sellingPoint.skillKeyword(skill, occupation.keco) === null)
        .map((skill) => `${occupation.name}: ${skill}`),
    );
    expect(missing).toEqual([]);
  });

  it('leads every major to at least one occupation, and every Holland type to many', () => {
    const linked = new Set(OCCUPATIONS.flatMap((occupation) => occupation.majors));
    expect(MAJORS.filter((major) => !linked.has(major.key)).map((major) => major.name)).toEqual([]);
    for (const letter of HOLLAND_LETTERS) {
      const leading = OCCUPATIONS.filter((occupation) => occupation.holland.startsWith(letter));
      expect(leading.length, letter).toBeGreaterThanOrEqual(15);
    }
    for (const major of MAJORS) expect(major.description.length, major.name).toBeGreaterThanOrEqual(40);
  });

  it('ties every training path to occupations that exist', () => {
    for (const path of TRAINING_PATHS) {
      expect(path.occupations.length, path.name).toBeGreaterThanOrEqual(1);
      expect(path.occupations.length, path.name).toBeLessThanOrEqual(6);
      for (const key of path.occupations) expect(occupationKeys.has(key), `${path.name} → ${key}`).toBe(true);
      expect(path.length.length, path.name).toBeLessThanOrEqual(30);
    }
  });
});
