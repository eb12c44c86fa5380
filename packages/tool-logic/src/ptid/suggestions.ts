import type { HollandLetter } from '../holland/congruence';

// Suggested next steps per type of the code (its first two letters are offered): our own text.
// Each says within how many days it is meant, so the plan arrives with a date (decision 013).

export const SUGGESTED_ACTIONS: Record<HollandLetter, readonly { content: string; dueInDays: number }[]> = {
  R: [
    { content: '관심 있는 현장 직무의 하루를 담은 영상이나 인터뷰를 찾아보고 메모하기', dueInDays: 7 },
    { content: '직접 만들거나 고쳐 볼 수 있는 작은 프로젝트 하나를 정해 시작하기', dueInDays: 14 },
  ],
  I: [
    { content: '궁금한 직업 분야의 최근 기사나 보고서 두 편을 읽고 요약하기', dueInDays: 7 },
    { content: '관심 주제로 작은 조사 계획을 세워 교수님이나 선배에게 의견 듣기', dueInDays: 14 },
  ],
  A: [
    { content: '만든 작품이나 글을 모아 포트폴리오 폴더 만들기', dueInDays: 14 },
    { content: '관심 분야 전시, 공연, 작업실 가운데 한 곳을 찾아가 보기', dueInDays: 21 },
  ],
  S: [
    { content: '사람을 돕는 일을 하는 분 한 명에게 진로 인터뷰 요청하기', dueInDays: 14 },
    { content: '교내외 멘토링이나 봉사 활동 한 가지에 지원하기', dueInDays: 21 },
  ],
  E: [
    { content: '이끌어 보고 싶은 모임이나 프로젝트를 정해 계획서 한 장 쓰기', dueInDays: 7 },
    { content: '관심 직무의 채용 공고 세 개를 모아 요구 역량 비교하기', dueInDays: 14 },
  ],
  C: [
    { content: '관심 직무에 필요한 자격증 시험 일정과 준비 기간을 표로 정리하기', dueInDays: 7 },
    { content: '엑셀이나 문서 도구로 나의 진로 준비 현황표 만들기', dueInDays: 14 },
  ],
};
