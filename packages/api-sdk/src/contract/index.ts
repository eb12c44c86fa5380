import * as auth from './auth';
import { careerAnchor } from './careerAnchor';
import { coreColoring } from './coreColoring';
import * as instructor from './instructor';
import * as links from './links';
import * as mail from './mail';
import * as system from './system';
import { dashboard, toolRuns } from './toolRuns';
import * as university from './university';
import * as users from './users';

export { ANCHOR_CODES, anchor } from './careerAnchor';
export { CORE_CODES, CORE_COLORS, CORE_COLUMNS, CORE_ROWS, QUADRANTS } from './coreColoring';
export * from './endpoint';
export * from './fields';
export * from './schemas';
export * from './toolCalls';
export { actionItemEntry, answer, runState, savedResult, type ToolProgress, toolProgress } from './toolRuns';
export { auth, careerAnchor, coreColoring, dashboard, instructor, links, mail, system, toolRuns, university, users };

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = {
  auth,
  careerAnchor,
  coreColoring,
  dashboard,
  instructor,
  links,
  mail,
  system,
  toolRuns,
  university,
  users,
} as const;
