import type { SelfIntroduceResult } from './types';

/** The handed-in self introduction in a sentence: what for, how many answers, how long (issue 23). */
export function selfIntroduceTakeaway(result: SelfIntroduceResult): { result: string; meaning: string } {
  const letters = result.answers.reduce((sum, answer) => sum + answer.counts.withSpaces, 0);
  return {
    result: `${result.target ? `‘${result.target}’ 지원 ` : ''}자기소개서 ${result.answers.length}문항을 제출했습니다`,
    meaning: `모두 ${letters.toLocaleString('ko-KR')}자(공백 포함)입니다. 지원처에 내기 전에 문항마다 글자 수 제한과 맞춤법을 한 번 더 확인하세요.`,
  };
}
