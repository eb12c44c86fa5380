import { admin } from './admin';
import { aiGifts } from './aiGifts';
import * as auth from './auth';
import { commerce } from './commerce';
import { consultantLog } from './consultantLog';
import { coupons } from './coupons';
import type { ToolDefinition } from './defineTool';
import { guestCalls } from './guests';
import * as instructor from './instructor';
import { instructorWork } from './instructorWork';
import * as linkCalls from './links';
import * as mail from './mail';
import * as qrcode from './qrcode';
import { reference } from './reference';
import * as system from './system';
import { dashboard } from './toolRuns';
import * as declared from './tools';
import { university } from './university';
import * as users from './users';

const links = { ...linkCalls, ...guestCalls };

export {
  adminClass,
  adminCustomer,
  adminGrant,
  adminUniversity,
  adminUserResource,
  adminUserRow,
  auditEntry,
  auditResource,
  classInput,
  classParticipant,
  classResource,
  customerResource,
  importProblem,
  instructorResource,
  MAX_CLASS_CAPACITY,
  participantInput,
  staffInput,
  universityInput,
  universityResource,
  universityUser,
} from './admin';
export {
  AI_GIFT_SORTS,
  AI_GIFT_STATES,
  type AiGift,
  aiGift,
  aiGiftDetail,
  aiGiftInput,
  aiGiftResource,
  aiGiftUpdateInput,
  MAX_GIFT_USES,
} from './aiGifts';
export * from './commerce';
export { type ConsultantLogNote, type ConsultantLogRow, consultantLogNote, consultantLogRow } from './consultantLog';
export {
  COUPON_CODE_SORTS,
  COUPON_CODE_STATES,
  COUPON_GROUP_SORTS,
  COUPON_GROUP_STATES,
  COUPON_TOOLS,
  type CouponCode,
  type CouponGroup,
  couponCode,
  couponGroup,
  couponGroupInput,
  couponGroupResource,
  couponGroupUpdateInput,
  couponRedemption,
  MAX_CODES_PER_GROUP,
  MAX_USES_PER_CODE,
  revokeInput,
} from './coupons';
export * from './defineResource';
export * from './defineTool';
export * from './endpoint';
export * from './fields';
export { guestCallsOf } from './guests';
export * from './instructorWork';
export * from './items';
export { HOLLAND_CODE, occupationDetail, occupationSummary } from './reference';
export * from './schemas';
export * from './toolCalls';
export {
  type ActionItemEntry,
  actionItemEntry,
  type PastResult,
  PORTFOLIO_ENTRIES,
  type Portfolio,
  type PortfolioPart,
  type QualityNote,
  qualityNote,
  type ResultFeedback,
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
export * from './tools';
export {
  dashboardParticipant,
  universityConsultant,
  universityParticipant,
} from './university';
export {
  admin,
  aiGifts,
  auth,
  commerce,
  consultantLog,
  coupons,
  dashboard,
  instructor,
  instructorWork,
  links,
  mail,
  qrcode,
  reference,
  system,
  university,
  users,
};

type Declared = typeof declared;
type Definition = Pick<ToolDefinition, 'id' | 'items' | 'endpoints'>;
type DefinitionKeys = { [K in keyof Declared]: Declared[K] extends Definition ? K : never }[keyof Declared];
type ToolDefinitions = { readonly [K in DefinitionKeys]: Declared[K] };

const isDefinition = (value: unknown): value is Definition =>
  typeof value === 'object' && value !== null && 'endpoints' in value && 'items' in value;

/** The tools declared so far (tools.ts, one line each; decision 017), by the name each exports. */
export const toolDefinitions = Object.fromEntries(
  Object.entries(declared).filter(([, value]) => isDefinition(value)),
) as unknown as ToolDefinitions;
const toolEndpoints = Object.fromEntries(
  Object.entries(toolDefinitions).map(([group, tool]) => [group, tool.endpoints]),
) as { [G in keyof ToolDefinitions]: ToolDefinitions[G]['endpoints'] };

/** Every endpoint, grouped by domain. The server registers each one; OpenAPI lists each one. */
export const contract = {
  admin,
  aiGifts,
  auth,
  commerce,
  consultantLog,
  coupons,
  dashboard,
  instructor,
  instructorWork,
  links,
  mail,
  qrcode,
  reference,
  system,
  university,
  users,
  ...toolEndpoints,
} as const;
