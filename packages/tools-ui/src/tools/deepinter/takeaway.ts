import type { DeepinterResult } from './types';

/** The deep interview in a sentence: which experience, and how much of it was told (issue 23). */
export function deepinterTakeaway(result: DeepinterResult): { result: string; meaning: string } {
  const { counts, experience } = result;
  const followUps =
    counts.follow_ups > 0 ? `, 이어진 질문 ${counts.follow_ups}개 가운데 ${counts.follow_ups_told}개` : '';
  return {
    result: `심층 인터뷰로 ‘${experience.title}’ 경험을 정리했습니다`,
    meaning: `${experience.kind_label} 경험을 ${counts.parts}부분 가운데 ${counts.told}부분${followUps}에 답해 하나의 이야기로 엮었습니다. 자기소개서와 면접에서 이 이야기를 근거로 쓸 수 있습니다.`,
  };
}
