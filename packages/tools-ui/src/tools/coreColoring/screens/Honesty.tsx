import { withParticle } from '@career/api-sdk';
import { Notice } from '../../../patterns/Notice';
import { QualityNotes } from '../../framework/QualityNotes';
import { namedTop } from '../model/result';
import { type CoreCode, type CoreColoringResult, isCurrentScoring } from '../types';
import * as styles from './screens.css';

/**
 * How far to trust the result, before it is read. A core-coloring/2 result carries its notes (a
 * line for the person; for a consultant or instructor the plain flag too, on screen and in the PDF).
 * A result kept by core-coloring/1 says what its flags meant, and that it was scored the old way.
 */
export function Honesty({
  result,
  nameOf,
  afterTakeaway = false,
}: {
  result: CoreColoringResult;
  nameOf: (code: CoreCode) => string;
  /** Under the result's takeaway, which already says the leading note. */
  afterTakeaway?: boolean;
}) {
  if (isCurrentScoring(result)) return <QualityNotes notes={result.quality} afterTakeaway={afterTakeaway} />;
  const notes: string[] = [
    '이 결과는 이전 채점 방식으로 계산했습니다. 그때는 노랑(가끔의 나)을 빨강의 절반으로 셌고, 되고 싶은 마음은 초록으로만 물어 빨강이나 노랑 문장을 더 키우고 싶은지는 묻지 않았습니다. 새로 색칠하면 지금의 방식으로 결과가 나옵니다.',
  ];
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
  const third = namedTop(result)[2];
  if (result.flags.nearTie && third && result.runnerUp)
    notes.push(
      `3위 ${withParticle(nameOf(third), '와/과')} 4위 ${nameOf(result.runnerUp)}의 점수가 1점 안으로 가까워, 상위 세 코어가 뚜렷하게 갈리지 않습니다. ${nameOf(result.runnerUp)}도 함께 살펴보세요.`,
    );
  return (
    <div className={styles.block} data-pdf-block="결과를 읽기 전에">
      <Notice tone="info" title="결과를 읽기 전에">
        {notes.join(' ')}
      </Notice>
    </div>
  );
}
