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
import { dashboard } from './toolRuns';
import * as university from './university';
import * as users from './users';

export { ANCHOR_CODES, anchor, type CareerAnchorResult, careerAnchorResult } from './careerAnchor';
export {
  CORE_CODES,
  CORE_COLORS,
  CORE_COLUMNS,
  CORE_ROWS,
  type CoreColoringScore,
  coreColoringResult,
  coreColoringScore,
  QUADRANTS,
} from './coreColoring';
export * from './defineTool';
export * from './endpoint';
export * from './fields';
export * from './items';
export { dealtCard, JOB_CARD_CATEGORY_LIMIT, JOB_CARD_DEAL_LIMIT, type JobCardResult, jobCardResult } from './jobCard';
export { hollandType, type PtidResult, ptidResult } from './ptid';
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
export {
  type ActionItemEntry,
  actionItemEntry,
  type PastResult,
  type RunState,
  runState,
  type SavedResultOf,
  type Suggestion,
  savedAnswers,
  savedResultOf,
  screen,
  suggestion,
  type ToolProgress,
  toolProgress,
} from './toolRuns';
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
  university,
  users,
};

/** The tools declared so far (decision 017), by their call group's key. A new tool adds one line. */
export const toolDefinitions = { careerAnchor, coreColoring, jobCard, ptid } as const;

type ToolDefinitions = typeof toolDefinitions;
const toolEndpoints = Object.fromEntries(
  Object.entries(toolDefinitions).map(([group, tool]) => [group, tool.endpoints]),
) as { [G in keyof ToolDefinitions]: ToolDefinitions[G]['endpoints'] };

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = {
  auth,
  dashboard,
  instructor,
  links,
  mail,
  reference,
  system,
  university,
  users,
  ...toolEndpoints,
} as const;
