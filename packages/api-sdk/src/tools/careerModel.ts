import type { ToolRow, ToolScreens, ToolText } from '../toolRow';

// 커리어 모델: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const careerModelRow = {
  id: 'career-model',
  order: 4,
  flag: 'careerModel',
  aiGift: true,
  guest: false,
} as const satisfies ToolRow;

export const careerModelName = '커리어 모델';

export const careerModelText = {
  summary: '지금까지의 결과를 모아 직업·전공·교육 경로를 추천받습니다.',
  gives: '지금까지의 결과를 모은 직업·전공·교육 경로 추천',
  report: { title: '커리어 모델 계획', day: '작성일' },
  fitQuestion: '이 계획이 나와 얼마나 맞나요?',
} as const satisfies ToolText;

export const careerModelScreens = (() => {
  const before = ['main', 'root', 'recommend/job', 'recommend/major', 'recommend/edu'];
  return {
    consultant: [...before, 'check/result', 'action-item/result'],
    user: [...before, 'action-item/result'],
    instructor: [...before, 'action-item/result'],
  };
})() satisfies ToolScreens;

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
