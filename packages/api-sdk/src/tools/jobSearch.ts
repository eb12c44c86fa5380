import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// 구직 탐색: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const jobSearchRow = {
  id: 'job-search',
  order: 6,
  flag: 'jobSearch',
  aiGift: true,
  guest: false,
} as const satisfies ToolRow;

export const jobSearchName = '구직 탐색';

export const jobSearchText = {
  summary: '관심 분야와 희망 조건으로 목표 직무, 검색어, 주차별 구직 계획을 세웁니다.',
  gives: '목표 직무, 검색어, 보여 줄 역량과 주간 구직 계획',
  report: { title: '구직 계획', day: '작성일' },
  fitQuestion: '이 계획이 나와 얼마나 맞나요?',
} as const satisfies ToolText;

export const jobSearchScreens = everyone([
  'main',
  'root',
  'gpt/result',
  'check/interest',
  'action-item/result',
]) satisfies ToolScreens;

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

/** Job search: what each phase of a plan's weeks is called (decision 027). */
export const JOB_SEARCH_PHASES = {
  explore: '알아보기',
  prepare: '준비하기',
  apply: '지원하기',
  review: '돌아보기',
} as const;
