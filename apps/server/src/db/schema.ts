import type {
  ActionItem,
  Audience,
  CLASS_TERMS,
  EDUCATION_LEVELS,
  GuestTool,
  MAJOR_FIELDS,
  TRAINING_TYPES,
  UNIVERSITY_USER_TYPES,
} from '@career/api-sdk';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Id = Generated<number>;

/** Key-value facts about this installation (e.g. when demo data was seeded). */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface UniversityTable {
  id: Id;
  name: string;
  region: string | null;
  active: Generated<boolean>;
  contract_starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  contract_ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface UniversityClassTable {
  id: Id;
  /** Null for a class an instructor registered for an organization not on the platform (decision 033). */
  university_id: number | null;
  name: string;
  year: number;
  active: Generated<boolean>;
  term: Generated<(typeof CLASS_TERMS)[number]>;
  starts_on: ColumnType<string | null, string | null | undefined, string | null>;
  ends_on: ColumnType<string | null, string | null | undefined, string | null>;
  capacity: number | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface UniversityManagerTable {
  id: Id;
  university_id: number;
  login_id: string;
  password_hash: string;
  name: string;
  email: string | null;
  phone: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** Consultant or instructor (spec §3: type 'INSTRUCTOR' means instructor). */
export type UniversityUserType = (typeof UNIVERSITY_USER_TYPES)[number];

export interface UniversityUserTable {
  id: Id;
  university_id: number | null;
  type: UniversityUserType;
  login_id: string;
  email: string | null;
  password_hash: string;
  name: string;
  phone: string | null;
  /** An instructor's 소속, printed on class reports. */
  affiliation: string | null;
  active: Generated<boolean>;
  /** Set when an instructor withdrew: the row stays (orders name it), its personal data erased. */
  withdrawn_at: Date | null;
  created_at: CreatedAt;
}

/** What only an instructor's class has (decision 033): one row a class, made when first needed. */
export interface InstructorClassTable {
  class_id: number;
  organization: string;
  place: string | null;
  memo: string | null;
  fee_amount: number | null;
  deposited_amount: number | null;
  deposited_on: ColumnType<string | null, string | null | undefined, string | null>;
  deposit_processed_at: Date | null;
  business_number: string | null;
  company_name: string | null;
  representative: string | null;
  invoice_email: string | null;
  tax_updated_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** The instructor's entry for one day of a class (decision 033). */
export interface ClassLogEntryTable {
  id: Id;
  class_id: number;
  day: ColumnType<string, string, string>;
  title: string;
  note: Generated<string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** A class report mailed by its instructor (decision 034); the PDF itself is not kept. */
export interface ClassReportMailTable {
  id: Id;
  class_id: number;
  sent_by: number;
  recipient: string;
  filename: string;
  pages: number;
  size: number;
  names: boolean;
  sent_at: CreatedAt;
}

export interface UniversityUserClassTable {
  university_user_id: number;
  university_class_id: number;
}

export interface AdminAccountTable {
  id: Id;
  login_id: string;
  password_hash: string;
  name: string;
  created_at: CreatedAt;
}

export interface AppUserTable {
  id: Id;
  name: string;
  university_class_id: number | null;
  student_number: string | null;
  email: string | null;
  phone: string | null;
  /** A guest (no account) of this QR link, else null. */
  guest_link_id: number | null;
  /** The participant's major (학과), for the class's major distribution. */
  major: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface LinkTokenTable {
  id: Id;
  token: string;
  user_id: number;
  university_user_id: number | null;
  university_class_id: number | null;
  action_item: string | null;
  region: string | null;
  expires_at: Timestamp | null;
  use_count: Generated<number>;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface AiGiftTable {
  id: Id;
  code: string;
  title: string;
  tools: string[];
  user_id: number | null;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  /** The first day it may be used (Asia/Seoul), or null; its last day is the day before `expires_at` (decision 023). */
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sign-ins it allows (null: any number) and has had. */
  max_uses: number | null;
  use_count: Generated<number>;
  last_used_at: Timestamp | null;
  memo: string | null;
  revoked_at: Timestamp | null;
  updated_at: Generated<Date>;
}

export interface AiGiftUseTable {
  ai_gift_id: number;
  action_item: string;
  used_at: Generated<Date>;
}

export interface GuestQrTokenTable {
  id: Id;
  token: string;
  action_item: GuestTool;
  university_user_id: number;
  title: string;
  university_class_id: number | null;
  session_label: string | null;
  active: Generated<boolean>;
  /** The last day guests may join and write (Asia/Seoul), or null. */
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  max_uses: number | null;
  use_count: Generated<number>;
  created_at: CreatedAt;
}

/** A guest of a QR link: a user without an account, known to one browser by its cookie's hash. */
export interface GuestTable {
  user_id: number;
  link_id: number;
  browser_hash: string;
  display_name: string;
  created_at: CreatedAt;
}

export interface TextGenerationTable {
  id: Id;
  action_item: ActionItem;
  run_id: number | null;
  item: string;
  user_id: number | null;
  university_class_id: number | null;
  /** The QR link a guest's generation came through (its guests are counted together), else null. */
  guest_link_id: number | null;
  prompt_version: string;
  generator: 'composer' | 'ai';
  model: string;
  input_chars: number;
  output_chars: Generated<number>;
  ms: Generated<number>;
  outcome: Generated<'running' | 'done' | 'stopped' | 'failed' | 'timeout'>;
  created_at: CreatedAt;
}

export interface ToolAnswerVersionTable {
  id: Id;
  run_id: number;
  item: string;
  value: ColumnType<unknown, string, string>;
  source: 'typed' | 'draft' | 'restored';
  generation_id: number | null;
  created_at: CreatedAt;
}

export type ToolRunStatus = 'open' | 'completed' | 'abandoned';

/** One sitting of one tool by one user (decision 013). */
export interface ToolRunTable {
  id: Id;
  user_id: number;
  action_item: ActionItem;
  audience: Audience | 'guest';
  started_by: number | null;
  university_class_id: number | null;
  status: Generated<ToolRunStatus>;
  screen: Generated<string>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  completed_at: Timestamp | null;
  /** The class's university and the instructor who started it, set when it starts (migration 0014). */
  university_id: Generated<number | null>;
  instructor_id: Generated<number | null>;
  /** When the student sees a result a consultant started: at once, or after they have talked (migration 0015). */
  release: Generated<'now' | 'after_talk'>;
  released_at: Timestamp | null;
  /** What the consultant wrote for the student to read with the result. */
  release_note: string | null;
}

export type ConsultantLogStatus = 'draft' | 'signed';
export type ConsultantLogVisibility = 'private' | 'university';

/** A consultant's note of a session with a student (decision 024). */
export interface ConsultantLogTable {
  id: Id;
  user_id: number;
  university_class_id: number | null;
  university_id: number | null;
  author_id: number;
  /** The tool the note is about, or 'general'. */
  action_item: string;
  run_id: number | null;
  session_on: ColumnType<string, string, string>;
  discussed: Generated<string>;
  observed: Generated<string>;
  agreed: Generated<string>;
  memo: Generated<string>;
  visibility: Generated<ConsultantLogVisibility>;
  /** The student reads its 나눈 이야기 and 합의한 것 in their portfolio once it is signed (decision 058). */
  for_student: Generated<boolean>;
  status: Generated<ConsultantLogStatus>;
  signed_at: Timestamp | null;
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  delete_reason: string | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface ConsultantLogAmendmentTable {
  id: Id;
  log_id: number;
  author_id: number | null;
  author_name: string;
  text: string;
  created_at: CreatedAt;
}

export interface ConsultantLogReadTable {
  id: Id;
  log_id: number;
  reader_role: 'consultant' | 'manager' | 'admin';
  reader_id: number;
  reader_name: string;
  read_at: CreatedAt;
}

/** Runs started and completed per Korean day, tool, university and instructor (0: none); kept by a trigger. */
export interface UsageDailyTable {
  day: ColumnType<string, string, string>;
  action_item: ActionItem;
  university_id: number;
  instructor_id: number;
  started: number;
  completed: number;
}

/** Runs started and completed per Korean day and tool; kept by a trigger. */
export interface UsageToolDailyTable {
  day: ColumnType<string, string, string>;
  action_item: ActionItem;
  started: number;
  completed: number;
}

/** Who started a run in a day, week or month, per tool and for any tool ('*'); kept by a trigger. */
export interface UsageUserTable {
  unit: 'day' | 'week' | 'month';
  action_item: ActionItem | '*';
  period: ColumnType<string, string, string>;
  user_id: number;
}

/** How many people usage_user holds for a period (migration 0047), kept by its triggers. */
export interface UsagePeriodCountTable {
  unit: 'day' | 'week' | 'month';
  action_item: ActionItem | '*';
  period: ColumnType<string, string, string>;
  users: number;
}

/** Runs started and completed, and a sketch of who started one, per day or month and key (migration 0048). */
export interface UsageStatisticsTable {
  unit: 'day' | 'month';
  scope: 'all' | 'university' | 'instructor';
  action_item: ActionItem | '*';
  period: ColumnType<string, string, string>;
  scope_id: number;
  started: number;
  completed: number;
  registers: Uint8Array;
}

/** An answer as given; only a newer revision replaces it. */
export interface ToolAnswerTable {
  run_id: number;
  item: string;
  value: ColumnType<unknown, string, string>;
  revision: number;
  /** Bytes of the value as stored (generated by the database). */
  size: GeneratedAlways<number>;
  updated_at: Generated<Date>;
}

export interface ToolResultTable {
  id: Id;
  user_id: number;
  run_id: number;
  action_item: ActionItem;
  result: ColumnType<unknown, string | undefined, string>;
  scoring_version: string;
  /** What the result said, in a line (the tool's own words; null for results kept before 0008). */
  summary: string | null;
  created_at: CreatedAt;
}

export interface ToolActionItemTable {
  id: Id;
  run_id: number;
  position: number;
  content: string;
  due_date: ColumnType<string | null, string | null, string | null>;
  done: Generated<boolean>;
  suggested: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CareerAnchorTable {
  code: string;
  position: number;
  name: string;
  summary: string;
  values: string;
  fits: string;
  watch: string;
  updated_at: Generated<Date>;
}

export interface CareerAnchorStatementTable {
  id: Id;
  anchor_code: string;
  position: number;
  text: string;
  active: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface CoreColoringCoreTable {
  code: string;
  row_key: string;
  column_key: string;
  name: string;
  summary: string;
  description: string;
  strength_use: string;
  growth_tip: string;
  updated_at: Generated<Date>;
}

export interface CoreColoringStatementTable {
  id: Id;
  core_code: string;
  position: number;
  text: string;
  active: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** How well a result fits, in its person's words (결과 소감): one per run, a later one replaces it. */
export interface ResultFeedbackTable {
  run_id: number;
  fit: number;
  comment: string;
  created_at: Generated<Date>;
}

export type SessionArea = 'user' | 'universityUser' | 'university' | 'admin';

export interface AuthSessionTable {
  id: Id;
  area: SessionArea;
  token_hash: string;
  public_token: string;
  subject_id: number;
  ai_gift_code: string | null;
  /** The sign-in link that opened the session: ending the link ends it. */
  link_token_id: number | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface RateLimitTable {
  scope: string;
  window_started_at: Timestamp;
  count: number;
}

export interface EmailVerificationTable {
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  verified_at: Timestamp | null;
  created_at: CreatedAt;
}

/** A one-time password reset code (argon2id hash), live until used, replaced or expired. */
export interface PasswordResetTable {
  university_user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Id;
  recipient: string;
  subject: string;
  body: string;
  transport: string;
  /** What went with the mail: `{ filename, content_type, size }[]`, never the files. */
  attachments: ColumnType<unknown, string | undefined, string>;
  created_at: CreatedAt;
}

export interface JobCategoryTable {
  code: string;
  name: string;
  /** The major group of a middle group; null for a major group. */
  parent_code: string | null;
}

export interface MajorTable {
  id: Id;
  key: string;
  name: string;
  field: (typeof MAJOR_FIELDS)[number];
  description: string;
}

export interface OccupationTable {
  id: Id;
  key: string;
  name: string;
  summary: string;
  description: string;
  /** A KECO middle group. */
  category_code: string;
  holland: string;
  education: (typeof EDUCATION_LEVELS)[number];
  skills: string[];
  /** What one has done before it when a new graduate cannot enter it ('교사 경력'); null otherwise (0049). */
  experience_first: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OccupationMajorTable {
  occupation_id: number;
  major_id: number;
}

export interface TrainingPathTable {
  id: Id;
  key: string;
  name: string;
  type: (typeof TRAINING_TYPES)[number];
  length: string;
  description: string;
}

export interface TrainingPathOccupationTable {
  training_path_id: number;
  occupation_id: number;
}

export interface JobCardTable {
  id: Id;
  occupation_id: number;
  summary: string;
  active: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface PtidTypeTable {
  code: string;
  name: string;
  keyword: string;
  ranking: string;
  description: string;
  strengths: string;
  environments: string;
  watch: string;
  updated_at: Generated<Date>;
}

export interface PtidActivityTable {
  id: Id;
  type_code: string;
  position: number;
  text: string;
  active: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A tool granted to one user or to a whole class (decision 016). */
export interface ToolGrantTable {
  id: Id;
  action_item: ActionItem;
  user_id: number | null;
  university_class_id: number | null;
  source: 'class' | 'coupon' | 'purchase';
  created_at: CreatedAt;
  /** The coupon redemption a 'coupon' grant came from (decision 023). */
  coupon_redemption_id: number | null;
  /** The kit order a 'purchase' grant used one use of (decision 032). */
  kit_order_id: Generated<number | null>;
}

export interface KitTable {
  id: Id;
  name: string;
  action_item: ActionItem;
  uses: number;
  price: number;
  description: Generated<string>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export type OrderStatus =
  | 'pending'
  | 'confirming'
  | 'waiting_deposit'
  | 'paid'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled';

export interface KitOrderTable {
  id: Id;
  order_no: string;
  instructor_id: number;
  kit_id: number;
  quantity: number;
  order_name: string;
  amount: number;
  uses: number;
  used_uses: Generated<number>;
  refunded_uses: Generated<number>;
  refunded_amount: Generated<number>;
  status: Generated<OrderStatus>;
  gateway: 'toss' | 'sandbox';
  payment_key: string | null;
  payment_secret: string | null;
  method: string | null;
  receipt_url: string | null;
  failure_code: string | null;
  failure_message: string | null;
  confirm_started_at: Date | null;
  refund_started_at: Date | null;
  paid_at: Date | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
  /** Who paid, copied here when the instructor withdrew (their own row is erased; the law keeps this). */
  buyer_name: string | null;
  buyer_email: string | null;
  /** The terms' version (their 시행일) the buyer agreed to before ordering, and when (decision 040). */
  terms_version: string | null;
  terms_agreed_at: Date | null;
}

export interface KitRefundTable {
  id: Id;
  order_id: number;
  uses: number;
  amount: number;
  reason: string;
  status: Generated<'pending' | 'done' | 'failed'>;
  transaction_key: string | null;
  failure_message: string | null;
  created_at: CreatedAt;
}

export interface PaymentWebhookTable {
  id: Id;
  transmission_id: string | null;
  dedupe_key: string;
  body: unknown;
  applied: Generated<boolean>;
  received_at: CreatedAt;
}

export interface PaymentReconciliationTable {
  id: Id;
  ran_at: CreatedAt;
  checked: number;
  differences: unknown;
}

export interface SandboxPaymentTable {
  payment_key: string;
  order_no: string;
  amount: number;
  balance: number;
  status: 'IN_PROGRESS' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED';
  secret: string;
  approved_at: Date | null;
  cancels: Generated<unknown>;
  created_at: CreatedAt;
}

export interface PtidSelectionTable {
  run_id: number;
  /** KECO middle groups the user chose. */
  categories: string[];
  dream_occupation_id: number | null;
  updated_at: Generated<Date>;
}

/** A coupon group: what its codes grant, how often each may be used, and when (decision 023). */
export interface CouponGroupTable {
  id: Id;
  name: string;
  tools: ActionItem[];
  uses_per_code: Generated<number>;
  /** Days in Asia/Seoul, 'YYYY-MM-DD'. */
  valid_from: ColumnType<string, string, string>;
  valid_until: ColumnType<string, string, string>;
  code_count: number;
  memo: string | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

/** One coupon code (canonical, without hyphens) and its latest redemption. */
export interface CouponTable {
  id: Id;
  group_id: number;
  code: string;
  use_count: Generated<number>;
  redeemed_by: number | null;
  redeemed_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Who redeemed which code when; one per group and user. */
export interface CouponRedemptionTable {
  id: Id;
  coupon_id: number;
  group_id: number;
  user_id: number;
  redeemed_at: Generated<Date>;
}

/** Kysely's view of the database; each migration that adds a table adds it here. */
export type AuditAction = 'create' | 'update' | 'delete' | 'revoke' | 'reissue';

/** One change an administrator made (decision 022). */
export interface AdminAuditTable {
  id: Id;
  admin_id: number | null;
  admin_name: string;
  action: AuditAction;
  entity: string;
  entity_id: string;
  summary: string;
  before: ColumnType<unknown | null, string | null, never>;
  after: ColumnType<unknown | null, string | null, never>;
  reason: string | null;
  created_at: CreatedAt;
}

export interface Database {
  app_meta: AppMetaTable;
  university: UniversityTable;
  university_class: UniversityClassTable;
  university_manager: UniversityManagerTable;
  university_user: UniversityUserTable;
  university_user_class: UniversityUserClassTable;
  instructor_class: InstructorClassTable;
  class_log_entry: ClassLogEntryTable;
  class_report_mail: ClassReportMailTable;
  admin_account: AdminAccountTable;
  app_user: AppUserTable;
  link_token: LinkTokenTable;
  ai_gift: AiGiftTable;
  ai_gift_use: AiGiftUseTable;
  guest_qr_token: GuestQrTokenTable;
  guest: GuestTable;
  text_generation: TextGenerationTable;
  tool_answer_version: ToolAnswerVersionTable;
  tool_run: ToolRunTable;
  usage_daily: UsageDailyTable;
  usage_tool_daily: UsageToolDailyTable;
  usage_user: UsageUserTable;
  usage_period_count: UsagePeriodCountTable;
  usage_statistics: UsageStatisticsTable;
  tool_answer: ToolAnswerTable;
  tool_result: ToolResultTable;
  tool_action_item: ToolActionItemTable;
  career_anchor: CareerAnchorTable;
  career_anchor_statement: CareerAnchorStatementTable;
  core_coloring_core: CoreColoringCoreTable;
  core_coloring_statement: CoreColoringStatementTable;
  result_feedback: ResultFeedbackTable;
  auth_session: AuthSessionTable;
  rate_limit: RateLimitTable;
  email_verification: EmailVerificationTable;
  password_reset: PasswordResetTable;
  mail_outbox: MailOutboxTable;
  job_category: JobCategoryTable;
  major: MajorTable;
  occupation: OccupationTable;
  occupation_major: OccupationMajorTable;
  training_path: TrainingPathTable;
  training_path_occupation: TrainingPathOccupationTable;
  job_card: JobCardTable;
  ptid_type: PtidTypeTable;
  ptid_activity: PtidActivityTable;
  tool_grant: ToolGrantTable;
  kit: KitTable;
  kit_order: KitOrderTable;
  kit_refund: KitRefundTable;
  payment_webhook: PaymentWebhookTable;
  payment_reconciliation: PaymentReconciliationTable;
  sandbox_payment: SandboxPaymentTable;
  ptid_selection: PtidSelectionTable;
  admin_audit: AdminAuditTable;
  coupon_group: CouponGroupTable;
  coupon: CouponTable;
  coupon_redemption: CouponRedemptionTable;
  consultant_log: ConsultantLogTable;
  consultant_log_amendment: ConsultantLogAmendmentTable;
  consultant_log_read: ConsultantLogReadTable;
}
