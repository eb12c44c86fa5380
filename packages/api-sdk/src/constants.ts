// Plain values shared by client and server, with no schema library behind them (client bundles
// import these without pulling in zod).

/** Route parameter rules of spec §5. */
export const DIGITS = /^\d+$/;
export const TOKEN = /^[a-z0-9_-]+$/;

export const UNIVERSITY_USER_TYPES = ['CONSULTANT', 'INSTRUCTOR'] as const;

/** The session groups a login reply names. */
export const GROUPS = ['USER', 'UNIVERSITY_USER', 'UNIVERSITY', 'ADMIN'] as const;
export type Group = (typeof GROUPS)[number];

// The tools' and the reference data's codes, plain, for client bundles (the schemas that use them
// stay in the contract, on the server side of a bundle).

/** Holland's six interest types, in their order: 현실, 탐구, 예술, 사회, 진취, 관습. */
export const HOLLAND_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
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

export const ANCHOR_CODES = ['TF', 'GM', 'AU', 'SE', 'EC', 'SV', 'CH', 'LS'] as const;

export const CORE_CODES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const;
export const CORE_ROWS = ['thinking', 'heart', 'action'] as const;
export const CORE_COLUMNS = ['self', 'relation', 'work'] as const;
export const QUADRANTS = ['keep', 'grow', 'hidden', 'outside'] as const;
/** Round 1's colors: 지금의 나, 가끔의 나, 되고 싶은 나, and none. */
export const CORE_COLORS = ['red', 'yellow', 'green', 'none'] as const;

// Self introduction (contract/selfIntroduce.ts): plain values its screens read without zod.

/** The four questions every application asks, in the order they are offered. */
export const SELF_INTRODUCE_DEFAULT_TYPES = [
  { key: 'motivation', label: '지원동기' },
  { key: 'growth', label: '성장과정' },
  { key: 'personality', label: '성격의 장단점' },
  { key: 'aspiration', label: '입사 후 포부' },
] as const;

/** The lengths a student can aim an answer at (characters, 공백 포함), and the one preselected. */
export const SELF_INTRODUCE_LENGTHS = [300, 500, 700, 1000, 1500] as const;
export const SELF_INTRODUCE_DEFAULT_LENGTH = 700;

/** ptid/2: types this close in activity score are ordered by the picks, then the user's own ranking (decision 021). */
export const PTID_TIE_MARGIN = 2.5;

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
export const TREND_UNITS = ['day', 'week', 'month'] as const;
/** The longest range each unit shows, in days: a chart stays readable and a query bounded. */
export const TREND_MAX_DAYS = { day: 92, week: 731, month: 1827 } as const;

/** A participants CSV's headers (decision 024): 이름 required, the rest optional, in any order. */
export const PARTICIPANT_CSV_HEADERS = ['이름', '학번', '이메일', '전화번호', '전공'] as const;
export const PARTICIPANT_CSV_MAX_ROWS = 500;
/** A university manager's participant list: sorted by name or student number, filtered by how far each is. */
export const PARTICIPANT_SORTS = ['name', 'number'] as const;
/** 시작 전: no tool started; 진행 중: started, some tool the class opens without a result; 모두 완료: a result for each. */
export const PARTICIPANT_PROGRESS = ['not_started', 'in_progress', 'done'] as const;
/** A sheet of sign-in cards holds at most this many: a filter prints a larger class in parts. */
export const LINK_CARDS_MAX = 1000;

/** Deep interview (decision 025): the five parts an experience is told in, in order. */
export const DEEPINTER_PARTS = [
  { key: 'situation', label: '상황' },
  { key: 'task', label: '과제' },
  { key: 'action', label: '행동' },
  { key: 'result', label: '결과' },
  { key: 'learned', label: '배운 점' },
] as const;
export type DeepinterPart = (typeof DEEPINTER_PARTS)[number]['key'];

/** Deep interview: what kind of experience it is (the questions are worded for it). */
export const DEEPINTER_KINDS = [
  { key: 'class', label: '수업·과제' },
  { key: 'club', label: '동아리·학생회' },
  { key: 'work', label: '아르바이트·인턴' },
  { key: 'volunteer', label: '봉사 활동' },
  { key: 'project', label: '공모전·개인 프로젝트' },
  { key: 'other', label: '그 밖의 경험' },
] as const;
export type DeepinterKind = (typeof DEEPINTER_KINDS)[number]['key'];

/** Deep interview: follow-up questions asked about one answer at most. */
export const DEEPINTER_FOLLOW_UPS = 3;

// Job search's conditions (decision 027): where, how employed, at what stage, what hours.

/** Where the student wants to work; '재택·원격' for work that is not tied to a place. */
export const REGIONS = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
  '재택·원격',
] as const;

export const EMPLOYMENT_TYPES = [
  { key: 'permanent', label: '정규직' },
  { key: 'contract', label: '계약직' },
  { key: 'intern', label: '인턴' },
  { key: 'part-time', label: '시간제' },
  { key: 'freelance', label: '프리랜서' },
] as const;

export const CAREER_STAGES = [
  { key: 'new', label: '신입' },
  { key: 'any', label: '경력 무관' },
  { key: 'experienced', label: '경력' },
] as const;

export const WORK_HOURS = [
  { key: 'full-day', label: '주 5일 전일' },
  { key: 'shift', label: '교대 근무' },
  { key: 'flexible', label: '유연 근무' },
  { key: 'short', label: '단시간' },
] as const;

/** The lengths a job-search plan can take, in weeks. */
export const JOB_SEARCH_WEEKS = [4, 6, 8] as const;

/** How many interest groups a job search can pick. */
export const JOB_SEARCH_GROUPS = 5;

// Interview (면접, decision 028): what a question is about, how hard it is, what an answer is scored on.

export const INTERVIEW_CATEGORIES = [
  { key: 'personality', label: '인성' },
  { key: 'job', label: '직무' },
  { key: 'situation', label: '상황' },
] as const;
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number]['key'];

export const INTERVIEW_DIFFICULTIES = [
  { key: 1, label: '기본' },
  { key: 2, label: '보통' },
  { key: 3, label: '심화' },
] as const;
export type InterviewDifficulty = 1 | 2 | 3;

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

/** What an answer is scored on, 1–5, by the student and by the consultant or instructor. */
export const INTERVIEW_CRITERIA = [
  { key: 'specific', label: '구체성', means: '경험과 사실로 말했는가' },
  { key: 'logic', label: '논리', means: '결론과 이유가 이어지는가' },
  { key: 'relevance', label: '직무 연관성', means: '지원하는 일과 이어지는가' },
  { key: 'delivery', label: '전달', means: '듣는 사람이 따라오기 쉬운가' },
] as const;
export type InterviewCriterion = (typeof INTERVIEW_CRITERIA)[number]['key'];

/** The audio kinds a browser records an answer in (the container; codecs aside). */
export const INTERVIEW_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
/** The largest recording of one answer, in bytes: about three minutes at 24 kbps. */
export const INTERVIEW_AUDIO_MAX_BYTES = 600 * 1024;

/** How many questions one interview asks, at most. */
export const INTERVIEW_MAX_QUESTIONS = 10;

// Career model (커리어 모델, decision 029): the consultant's readiness check of the chosen direction.

/** What the consultant checks about the direction the student chose. */
export const READINESS_AREAS = [
  { key: 'info', label: '정보 수집', asks: '고른 직업이 하는 일, 필요한 학력·자격, 일하는 곳을 알아보았나요?' },
  { key: 'fit', label: '적합성 확인', asks: '흥미·가치·강점과 맞는지 스스로 설명할 수 있나요?' },
  { key: 'plan', label: '실행 계획', asks: '전공·교육·자격을 언제 어떻게 준비할지 정했나요?' },
] as const;
export type ReadinessArea = (typeof READINESS_AREAS)[number]['key'];

export const READINESS_LEVELS = [
  { key: 'ready', label: '준비됨' },
  { key: 'partly', label: '일부 준비됨' },
  { key: 'not_yet', label: '아직' },
] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number]['key'];

/** The support a student may need to go on. */
export const SUPPORT_KINDS = [
  { key: 'counselling', label: '추가 진로 상담' },
  { key: 'information', label: '직업·전공 정보 탐색 도움' },
  { key: 'training', label: '교육·훈련·자격 연계' },
  { key: 'experience', label: '현장 체험·인턴십 연계' },
  { key: 'employment', label: '취업 지원 프로그램 연계' },
  { key: 'wellbeing', label: '심리·생활 지원 연계' },
] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number]['key'];

/** Occupations and training paths a student may choose in career model. */
export const CAREER_MODEL_JOBS = 3;
export const CAREER_MODEL_PATHS = 5;

/** Job search: what each phase of a plan's weeks is called (decision 027). */
export const JOB_SEARCH_PHASES = {
  explore: '알아보기',
  prepare: '준비하기',
  apply: '지원하기',
  review: '돌아보기',
} as const;
