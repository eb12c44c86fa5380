import type { CareerAnchorResult } from '@career/api-sdk';
import type { AnchorCode } from './content';

// Next steps a result suggests for each anchor (our own text), offered for the top two anchors on
// the action-item screen, each with the days it is meant within.

const ACTIONS: Readonly<Record<AnchorCode, readonly (readonly [content: string, dueInDays: number])[]>> = {
  TF: [
    ['관심 분야의 전문 자격이나 심화 과정 하나를 찾아 일정 확인하기', 14],
    ['그 분야에서 일하는 선배 한 명에게 성장 경로 물어보기', 21],
  ],
  GM: [
    ['팀 프로젝트에서 조율하는 역할을 한 번 맡아 보기', 30],
    ['관리자로 일하는 사람의 하루를 인터뷰로 알아보기', 21],
  ],
  AU: [
    ['일하는 방식을 스스로 정할 수 있는 직무 세 가지 찾아보기', 14],
    ['혼자 기획하고 끝까지 해 본 경험을 한 문단으로 정리하기', 7],
  ],
  SE: [
    ['관심 기업의 고용 형태와 복리후생을 비교표로 정리하기', 14],
    ['오래 다닐 수 있는 조건 세 가지를 적어 보기', 7],
  ],
  EC: [
    ['작은 아이디어 하나를 정해 일주일 안에 시험해 보기', 7],
    ['창업 지원 프로그램이나 공모전 일정 확인하기', 14],
  ],
  SV: [
    ['관심 있는 사회 문제와 관련된 기관·직무 찾아보기', 14],
    ['봉사나 현장 활동을 한 번 경험하고 느낀 점 적기', 30],
  ],
  CH: [
    ['지금보다 한 단계 어려운 목표 하나를 정하고 기한 정하기', 7],
    ['경쟁이나 도전이 있는 대회·프로젝트에 지원해 보기', 30],
  ],
  LS: [
    ['일과 생활의 균형을 위해 꼭 지킬 조건 세 가지 적기', 7],
    ['유연근무·근무지 조건을 기준으로 기업 목록 만들기', 14],
  ],
};

/**
 * The steps the result suggests, each saying which anchor it is for: both steps of each anchor in
 * `whole`, and the first step of each in `shared` (anchors tied on a score: the test's order of
 * anchors must not choose among them, so each gets one).
 */
export function suggestionsFor(
  whole: readonly AnchorCode[],
  anchors: CareerAnchorResult['content']['anchors'],
  shared: readonly AnchorCode[] = [],
): CareerAnchorResult['suggestions'] {
  const stepsOf = (code: AnchorCode, count: number) => {
    const name = anchors.find((anchor) => anchor.code === code)?.name ?? code;
    return ACTIONS[code]
      .slice(0, count)
      .map(([content, dueInDays]) => ({ content, due_in_days: dueInDays, topic: name }));
  };
  return [...whole.flatMap((code) => stepsOf(code, 2)), ...shared.flatMap((code) => stepsOf(code, 1))];
}
