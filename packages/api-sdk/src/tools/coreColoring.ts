import type { ToolRow, ToolScreens, ToolText } from '../toolRow';

// 코어 컬러링: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const coreColoringRow = {
  id: 'core-coloring',
  order: 1,
  flag: 'coreColoring',
  aiGift: true,
  guest: false,
} as const satisfies ToolRow;

export const coreColoringName = '코어 컬러링';

export const coreColoringText = {
  summary: '아홉 가지 코어로 지금의 나와 되고 싶은 나를 색칠해 봅니다.',
  gives: '아홉 코어의 강도, 강점·성장 목표 매트릭스, 두 결과의 비교',
} as const satisfies ToolText;

export const coreColoringScreens = (() => {
  const shared = [
    'main',
    'introduce',
    'checklist',
    'root',
    '9core/result',
    'matrix/result',
    'matrix/explain',
    'recommend/action-item',
  ];
  return {
    consultant: [...shared, '9core/compare', 'action-item/result'],
    user: [...shared, '9core/compare', 'action-item/result'],
    instructor: [...shared, 'action-item/result'],
  };
})() satisfies ToolScreens;

export const CORE_CODES = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9'] as const;
export const CORE_ROWS = ['thinking', 'heart', 'action'] as const;
export const CORE_COLUMNS = ['self', 'relation', 'work'] as const;
export const QUADRANTS = ['keep', 'grow', 'hidden', 'outside'] as const;
/** Round 1's colors: 지금의 나, 가끔의 나, 되고 싶은 나, and none. */
export const CORE_COLORS = ['red', 'yellow', 'green', 'none'] as const;
