import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// 심층 인터뷰: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const deepinterRow = {
  id: 'deepinter',
  order: 10,
  flag: 'deepinter',
  aiGift: true,
  guest: true,
} as const satisfies ToolRow;

export const deepinterName = '심층 인터뷰';

export const deepinterText = {
  summary: '경험 하나를 다섯 부분으로 묻고, 꼬리 질문과 다듬기로 깊이 있게 정리합니다.',
  gives: '한 경험에 대한 꼬리 질문과 다듬은 답변',
  report: { title: '경험 이야기', day: '작성일' },
  fitQuestion: '이 글이 나와 얼마나 맞나요?',
} as const satisfies ToolText;

export const deepinterScreens = everyone(['main', 'root', 'action-item/result']) satisfies ToolScreens;

/** What a guest has on a QR link (spec §2: /guest/{tool}/qr/{token}; the screens below it are ours): writing, then what was handed in. */
export const deepinterGuestScreens = ['main', 'root'] as const;

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
