import type { ActionItem } from '@career/api-sdk';

/** The ten tools: Korean name and a one-line summary, in the order the product presents them. */
export const TOOLS: Readonly<Record<ActionItem, { name: string; summary: string }>> = {
  'core-coloring': { name: '코어 컬러링', summary: '아홉 가지 코어로 지금의 나와 되고 싶은 나를 색칠해 봅니다.' },
  ptid: { name: '성격 유형', summary: '흥미 유형 검사와 순위 매기기로 나의 유형 코드와 어울리는 직업군을 찾습니다.' },
  'career-anchor': { name: '커리어 앵커', summary: '일에서 끝까지 놓지 않을 가치 여덟 가지 중 나의 닻을 확인합니다.' },
  'career-model': { name: '커리어 모델', summary: '지금까지의 결과를 모아 직업·전공·교육 경로를 추천받습니다.' },
  'job-card': { name: '직업 카드', summary: '직업 카드를 끌리는 것과 끌리지 않는 것으로 나누고 그 이유를 정리합니다.' },
  'job-search': { name: '직업 탐색', summary: '관심 분야의 직업을 찾아보고 흥미를 점검합니다.' },
  'selling-point': { name: '셀링 포인트', summary: '나의 경험에서 강점을 뽑아 이야기로 엮습니다.' },
  'self-introduce': { name: '자기소개서', summary: '문항별로 초안을 쓰고 점검하며 다듬습니다.' },
  interview: { name: '면접', summary: '예상 질문에 답하고 네 단계 결과로 준비 정도를 확인합니다.' },
  deepinter: { name: '심층 면접', summary: '답변에 이어지는 꼬리 질문으로 깊이 있게 연습합니다.' },
};
