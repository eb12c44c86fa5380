import * as auth from './auth';
import { careerAnchor } from './careerAnchor';
import { coreColoring } from './coreColoring';
import * as instructor from './instructor';
import { jobCard } from './jobCard';
import * as links from './links';
import * as mail from './mail';
import { ptid } from './ptid';
import { reference } from './reference';
import * as system from './system';
import { dashboard, toolRuns } from './toolRuns';
import * as university from './university';
import * as users from './users';

export { ANCHOR_CODES, anchor } from './careerAnchor';
export { CORE_CODES, CORE_COLORS, CORE_COLUMNS, CORE_ROWS, QUADRANTS } from './coreColoring';
export * from './endpoint';
export * from './fields';
export { dealtCard, JOB_CARD_CATEGORY_LIMIT, JOB_CARD_DEAL_LIMIT, type JobCardResult, jobCardResult } from './jobCard';
export { hollandType } from './ptid';
export {
  EDUCATION_LEVELS,
  HOLLAND_CODE,
  HOLLAND_LETTERS,
  // The admin's view of a card; `jobCard` is the tool's calls.
  jobCard as adminJobCard,
  MAJOR_FIELDS,
  occupationDetail,
  occupationSummary,
  TRAINING_TYPES,
} from './reference';
export * from './schemas';
export * from './toolCalls';
export { actionItemEntry, answer, runState, savedResult, type ToolProgress, toolProgress } from './toolRuns';
export {
  auth,
  careerAnchor,
  coreColoring,
  dashboard,
  instructor,
  jobCard,
  links,
  mail,
  ptid,
  reference,
  system,
  toolRuns,
  university,
  users,
};

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = {
  auth,
  careerAnchor,
  coreColoring,
  dashboard,
  instructor,
  jobCard,
  links,
  mail,
  ptid,
  reference,
  system,
  toolRuns,
  university,
  users,
} as const;
