import { withParticle } from '../../../internal/particle';
import { Notice } from '../../../patterns/Notice';
import type { CoreCode, CoreColoringResult } from '../types';

/** What the flags mean for reading the result, in plain words; nothing when the result is clear. */
export function Honesty({ result, nameOf }: { result: CoreColoringResult; nameOf: (code: CoreCode) => string }) {
  const notes: string[] = [];
  if (result.flags.sameAnswers)
    notes.push(
      '모든 문장을 같은 색으로 칠해 코어 사이의 차이가 드러나지 않았습니다. 이 결과만으로 나를 설명하기는 어려우니, 문장을 하나씩 떠올리며 새로 색칠해 보기를 권합니다.',
    );
  if (result.flags.fewColored)
    notes.push(
      `문장의 절반이 넘는 ${result.counts.none}개를 '해당 없음'으로 두어, 결과가 적은 문장에 기대고 있습니다. 가볍게 참고해 주세요.`,
    );
  if (result.flags.flat)
    notes.push('아홉 코어의 강도가 고르게 비슷합니다. 한두 코어를 꼽기보다 격자 전체를 한 장의 그림으로 읽어 보세요.');
  const third = result.top[2];
  if (result.flags.nearTie && third && result.runnerUp)
    notes.push(
      `3위 ${withParticle(nameOf(third), ['와', '과'])} 4위 ${nameOf(result.runnerUp)}의 점수가 1점 안으로 가까워, 상위 세 코어가 뚜렷하게 갈리지 않습니다. ${nameOf(result.runnerUp)}도 함께 살펴보세요.`,
    );
  if (notes.length === 0) return null;
  return (
    <Notice tone="warning" title="결과를 읽기 전에">
      {notes.join(' ')}
    </Notice>
  );
}
