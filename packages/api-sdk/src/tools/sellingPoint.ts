import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// 셀링 포인트: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const sellingPointRow = {
  id: 'selling-point',
  order: 7,
  flag: 'sellingPoint',
  aiGift: true,
  guest: false,
} as const satisfies ToolRow;

export const sellingPointName = '셀링 포인트';

export const sellingPointText = {
  summary: '목표 직업의 역량 가운데 내 강점을 골라 경험으로 보여 주는 문단을 만듭니다.',
  gives: '경험에서 뽑은 강점 키워드와 자기소개 문단',
  report: { title: '셀링 포인트 초안', day: '작성일' },
  fitQuestion: '이 글이 나와 얼마나 맞나요?',
} as const satisfies ToolText;

export const sellingPointScreens = everyone([
  'main',
  'introduce',
  'root',
  'select/story',
  'self-introduce',
  'action-item/result',
]) satisfies ToolScreens;
