import type { CompetencyKeyword } from '../keywords';

/** A keyword for one of an occupation's core skills (reference data's `skills`), by the skill's label. */
export type SkillKeyword = Omit<CompetencyKeyword, 'label'>;
