import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// 커리어 앵커: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const careerAnchorRow = {
  id: 'career-anchor',
  order: 3,
  flag: 'careerAnchor',
  aiGift: true,
  guest: false,
} as const satisfies ToolRow;

export const careerAnchorName = '커리어 앵커';

export const careerAnchorText = {
  summary: '일에서 끝까지 놓지 않을 가치 여덟 가지 중 나의 닻을 확인합니다.',
  gives: '여덟 앵커 점수와 나의 두 앵커, 잘 맞는 일과 주의할 점',
} as const satisfies ToolText;

export const careerAnchorScreens = everyone([
  'main',
  'introduce',
  'checklist',
  'explain',
  'root',
  'result',
  'action-item/result',
]) satisfies ToolScreens;

export const ANCHOR_CODES = ['TF', 'GM', 'AU', 'SE', 'EC', 'SV', 'CH', 'LS'] as const;
