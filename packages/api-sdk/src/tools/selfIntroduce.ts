import type { ToolRow, ToolScreens, ToolText } from '../toolRow';

// 자기소개서: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const selfIntroduceRow = {
  id: 'self-introduce',
  order: 8,
  flag: 'selfIntroduce',
  aiGift: true,
  guest: true,
} as const satisfies ToolRow;

export const selfIntroduceName = '자기소개서';

export const selfIntroduceText = {
  summary: '문항별로 초안을 쓰고 점검하며 다듬습니다.',
  gives: '문항별 초안과 구체적인 점검 의견',
  report: { title: '자기소개서', day: '제출일' },
  fitQuestion: '이 글이 나와 얼마나 맞나요?',
} as const satisfies ToolText;

export const selfIntroduceScreens = {
  consultant: ['main', 'root', 'action-item/result'],
  user: ['main', 'root', 'self-introduce/checklist', 'action-item/result'],
  instructor: ['main', 'root', 'self-introduce/checklist', 'action-item/result'],
} as const satisfies ToolScreens;

/** What a guest has on a QR link (spec §2: /guest/{tool}/qr/{token}; the screens below it are ours): writing, then what was handed in. */
export const selfIntroduceGuestScreens = ['main', 'root'] as const;

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
