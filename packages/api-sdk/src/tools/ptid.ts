import { everyone, type ToolRow, type ToolScreens, type ToolText } from '../toolRow';

// 성격 유형: its row in the registry and its plain values, for client bundles without zod (decision 044).

export const ptidRow = {
  id: 'ptid',
  order: 2,
  flag: 'ptid',
  aiGift: true,
  guest: false,
  granted: true,
} as const satisfies ToolRow;

export const ptidName = '성격 유형';

export const ptidText = {
  summary: '흥미 유형 검사와 순위 매기기로 나의 유형 코드와 어울리는 직업군을 찾습니다.',
  gives: '세 글자 흥미 유형 코드와 그에 맞는 직업군·직업',
  // The tool's name is the spec's; what it measures is interests (Holland's six types).
  report: { title: '흥미 유형 검사(성격 유형) 결과 보고서', day: '검사일' },
} as const satisfies ToolText;

export const ptidScreens = everyone([
  'main',
  'introduce',
  'checklist',
  'root',
  'ranking',
  'select/job-category',
  'recommend/job',
  'action-item/result',
]) satisfies ToolScreens;

/** ptid/2: types this close in activity score are ordered by the picks, then the user's own ranking (decision 021). */
export const PTID_TIE_MARGIN = 2.5;
