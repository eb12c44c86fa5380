import type { InterviewResult } from './types';

/** The mock interview in a sentence: how many questions were answered, and what the own scores say (issue 23). */
export function interviewTakeaway(result: InterviewResult): { result: string; meaning: string } {
  const { counts } = result;
  const scored = result.self
    .filter((entry): entry is typeof entry & { average: number } => entry.average !== null)
    .sort((a, b) => b.average - a.average);
  const best = scored[0];
  const worst = scored.at(-1);
  const meaning =
    best && worst && best.average > worst.average
      ? `스스로 매긴 점수는 ‘${best.label}’ 기준이 가장 높고 ‘${worst.label}’ 기준이 가장 낮습니다. 낮은 기준부터 연습해 보세요.`
      : scored.length > 0
        ? '스스로 매긴 점수가 기준마다 같아, 어느 쪽이 더 강하다고 말할 수 없습니다.'
        : '답마다 스스로 점수를 매기면 강점과 연습할 점이 나타납니다.';
  return {
    result: `모의 면접에서 ${counts.asked}문항 가운데 ${counts.answered}문항에 답했습니다`,
    meaning,
  };
}
