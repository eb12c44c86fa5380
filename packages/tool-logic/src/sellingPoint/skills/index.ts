import { type CompetencyKeyword, KEYWORDS_BY_GROUP, keywordsOf } from '../keywords';
import { SKILL_KEYWORDS_1 } from './part-1';
import { SKILL_KEYWORDS_2 } from './part-2';
import { SKILL_KEYWORDS_3 } from './part-3';
import { SKILL_KEYWORDS_4 } from './part-4';
import type { SkillKeyword } from './types';

// The keywords of an occupation's own core skills (the reference data's `skills`, 3–5 an
// occupation), so that 데이터 분석가 is offered 통계 and 시각화, not only its group's keywords
// (issue 39). A skill that is also a group's keyword takes that keyword: one word, one meaning.

/** The skills' own keywords, by label (parts in ㄱ-order of the label). */
export const SKILL_KEYWORDS: Readonly<Record<string, SkillKeyword>> = {
  ...SKILL_KEYWORDS_1,
  ...SKILL_KEYWORDS_2,
  ...SKILL_KEYWORDS_3,
  ...SKILL_KEYWORDS_4,
};

/** Every group's keywords by label, the first group's where two share one. */
const GROUP_KEYWORDS = new Map<string, CompetencyKeyword>();
for (const keyword of Object.values(KEYWORDS_BY_GROUP).flat()) {
  if (!GROUP_KEYWORDS.has(keyword.label)) GROUP_KEYWORDS.set(keyword.label, keyword);
}

/**
 * The keyword of a skill of an occupation of group `groupCode`: the group's own keyword of that
 * label, else another group's, else the skill's own; null for a skill we have no words for.
 */
export function skillKeyword(label: string, groupCode: string): CompetencyKeyword | null {
  const shared = keywordsOf(groupCode).find((keyword) => keyword.label === label) ?? GROUP_KEYWORDS.get(label);
  if (shared) return shared;
  return Object.hasOwn(SKILL_KEYWORDS, label) ? { label, ...(SKILL_KEYWORDS[label] as SkillKeyword) } : null;
}
