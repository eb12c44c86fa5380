import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// 직업 카드: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const jobCardRow = {
  id: 'job-card',
  order: 5,
  flag: 'jobCard',
  aiGift: true,
  guest: false,
} as const satisfies ToolRow;

export const jobCardName = '직업 카드';

export const jobCardText = {
  summary: '직업 카드를 끌린다, 잘 모르겠다, 끌리지 않는다로 나누고 그 이유를 정리합니다.',
  gives: '끌리는 직업과 그 이유, 관련 직업 추천',
} as const satisfies ToolText;

export const jobCardScreens = everyone([
  'main',
  'checklist',
  'category/select',
  'root',
  'recommend',
  'classify',
  'action-item/result',
]) satisfies ToolScreens;
