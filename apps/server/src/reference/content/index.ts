// The reference data as seeded: every list in one place, for the seed and the integrity test.

import { KECO_MAJOR_GROUPS, KECO_MIDDLE_GROUPS } from './keco';
import { MAJORS } from './majors';
import { ARTS_SERVICE_SALES_TRADES } from './occupations.arts-service-sales-trades';
import { OFFICE_RESEARCH_EDUCATION_HEALTH } from './occupations.office-research-education-health';
import { TRAINING_PATHS } from './trainingPaths';
import type { OccupationContent } from './types';

export type * from './types';
export { KECO_MAJOR_GROUPS, KECO_MIDDLE_GROUPS, MAJORS, TRAINING_PATHS };

/** Every occupation: KECO major groups 0–3, then 4–9. */
export const OCCUPATIONS: readonly OccupationContent[] = [
  ...OFFICE_RESEARCH_EDUCATION_HEALTH,
  ...ARTS_SERVICE_SALES_TRADES,
];
