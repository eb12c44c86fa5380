import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { type Place, placeText, type RankMove, riseMark } from '../model/result';
import type { CoreCode } from '../types';
import * as styles from './screens.css';

export interface ChangeTableProps {
  moves: readonly RankMove[];
  /** The two results, each by its own date and time, for the column headers. */
  earlierLabel: string;
  laterLabel: string;
  nameOf(code: CoreCode): string;
}

const standing = ({ points, place }: { points: number; place: Place | null }) =>
  place ? `${placeText(place)} · ${points}점` : `${points}점`;

/** Each core's place and score then and now, and its change of place as a mark (▲2, ▼1, –) with its words. */
export function ChangeTable({ moves, earlierLabel, laterLabel, nameOf }: ChangeTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>코어별 순위 변화 (점수가 같은 코어는 같은 순위)</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            코어
          </th>
          <th scope="col" className={styles.headerCell}>
            {earlierLabel}
          </th>
          <th scope="col" className={styles.headerCell}>
            {laterLabel}
          </th>
          <th scope="col" className={styles.headerCell}>
            순위 변화
          </th>
        </tr>
      </thead>
      <tbody>
        {moves.map((move) => {
          const { mark, words } = riseMark(move.rise);
          return (
            <tr key={move.code}>
              <th scope="row" className={styles.headerCell}>
                {nameOf(move.code)}
              </th>
              <td className={styles.cell}>{standing(move.before)}</td>
              <td className={styles.cell}>{standing(move.after)}</td>
              <td className={styles.cell}>
                <span aria-hidden="true">{mark}</span>
                <VisuallyHidden>{words}</VisuallyHidden>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
