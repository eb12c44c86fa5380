// Plain values shared by client and server, with no schema library behind them (client bundles
// import these without pulling in zod).

/** Route parameter rules of spec §5. */
export const DIGITS = /^\d+$/;
export const TOKEN = /^[a-z0-9_-]+$/;

export const UNIVERSITY_USER_TYPES = ['CONSULTANT', 'INSTRUCTOR'] as const;

/** The session groups a login reply names. */
export const GROUPS = ['USER', 'UNIVERSITY_USER', 'UNIVERSITY', 'ADMIN'] as const;
export type Group = (typeof GROUPS)[number];

// The reference data's codes, plain, for client bundles (the schemas that use them stay in the
// contract, on the server side of a bundle). A tool's own codes are in its module, tools/<group>.ts.

/** Holland's six interest types, in their order: 현실, 탐구, 예술, 사회, 진취, 관습. */
export const HOLLAND_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
/** Each Holland type's name. */
export const HOLLAND_NAMES: Readonly<Record<(typeof HOLLAND_LETTERS)[number], string>> = {
  R: '현실형',
  I: '탐구형',
  A: '예술형',
  S: '사회형',
  E: '진취형',
  C: '관습형',
};
export const EDUCATION_LEVELS = ['high_school', 'associate', 'bachelor', 'graduate'] as const;
/** What each education level reads as on screens and in exports. */
export const EDUCATION_LABELS: Record<(typeof EDUCATION_LEVELS)[number], string> = {
  high_school: '고등학교 졸업',
  associate: '전문대학 졸업',
  bachelor: '대학 졸업',
  graduate: '대학원 졸업',
};
export const MAJOR_FIELDS = ['인문', '사회', '교육', '공학', '자연', '의약', '예체능'] as const;
export const TRAINING_TYPES = ['certificate', 'program', 'course'] as const;
export const TRAINING_TYPE_LABELS: Record<(typeof TRAINING_TYPES)[number], string> = {
  certificate: '자격증',
  program: '훈련 과정',
  course: '강좌',
};

// ── The admin console (decision 022) ──

export const UNIVERSITY_SORTS = ['name', 'region', 'created', 'contract_ends'] as const;
export const CLASS_TERMS = ['1학기', '2학기', '여름학기', '겨울학기', '상시'] as const;
export const CLASS_SORTS = ['name', 'year', 'created'] as const;
/** How a user came to the product: a class participant, a QR-link guest, or neither (a gift or coupon). */
export const USER_KINDS = ['participant', 'guest', 'individual'] as const;
// Not by last activity: that is a subquery per user, too slow to sort 20,000 users by (decision 022).
export const ADMIN_USER_SORTS = ['name', 'created'] as const;
export const INSTRUCTOR_SORTS = ['name', 'created', 'runs'] as const;
/** How a customer came to the product's tools outside a university contract (decision 022). */
export const CUSTOMER_CHANNELS = ['ai_gift', 'coupon', 'purchase'] as const;
export const CUSTOMER_SORTS = ['name', 'since'] as const;
export const JOB_CARD_SORTS = ['name', 'holland', 'updated'] as const;
/**
 * A list counts its rows up to this many (or to the page asked for, when deeper): beyond it the
 * count says "이상" instead of reading every row on every request (issue 38).
 */
export const LIST_COUNT_LIMIT = 10_000;
export const TREND_UNITS = ['day', 'week', 'month'] as const;
/** The longest range each unit shows, in days: a chart stays readable and a query bounded. */
export const TREND_MAX_DAYS = { day: 92, week: 731, month: 1827 } as const;

/** A participants CSV's headers (decision 024): 이름 required, the rest optional, in any order. */
export const PARTICIPANT_CSV_HEADERS = ['이름', '학번', '이메일', '전화번호', '전공'] as const;
export const PARTICIPANT_CSV_MAX_ROWS = 500;
/** A university manager's participant list: sorted by name or student number, filtered by how far each is. */
export const PARTICIPANT_SORTS = ['name', 'number'] as const;
/** A consultant's students, an instructor's participants: by name, student number or class. */
export const STUDENT_SORTS = ['name', 'number', 'class'] as const;
/** 시작 전: no tool started; 진행 중: started, some tool the class opens without a result; 모두 완료: a result for each. */
export const PARTICIPANT_PROGRESS = ['not_started', 'in_progress', 'done'] as const;
/** A sheet of sign-in cards holds at most this many: a filter prints a larger class in parts. */
export const LINK_CARDS_MAX = 1000;

/** 한국고용직업분류(KECO) 2018's ten major groups, by code (the classification's own labels). */
export const KECO_MAJOR_GROUPS = [
  { code: '0', name: '경영·사무·금융·보험직' },
  { code: '1', name: '연구직 및 공학기술직' },
  { code: '2', name: '교육·법률·사회복지·경찰·소방직 및 군인' },
  { code: '3', name: '보건·의료직' },
  { code: '4', name: '예술·디자인·방송·스포츠직' },
  { code: '5', name: '미용·여행·숙박·음식·경비·청소직' },
  { code: '6', name: '영업·판매·운전·운송직' },
  { code: '7', name: '건설·채굴직' },
  { code: '8', name: '설치·정비·생산직' },
  { code: '9', name: '농림어업직' },
] as const;

/** KECO 2018 major groups '0'..'9', which the 직무 questions are written for. */
export const KECO_MAJOR_CODES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type KecoMajorCode = (typeof KECO_MAJOR_CODES)[number];
