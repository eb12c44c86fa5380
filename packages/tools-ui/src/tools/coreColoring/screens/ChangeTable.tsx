import { changeText, scoreChanges } from '../model/result';
import type { CoreCode, CoreScore } from '../types';
import * as styles from './screens.css';

export interface ChangeTableProps {
  current: readonly CoreScore[];
  past: readonly CoreScore[];
  /** The two results' dates, for the column headers. */
  pastLabel: string;
  currentLabel: string;
  nameOf(code: CoreCode): string;
  /** Both results' scores on one scale, when they were scored with different weights. */
  scoreOf?: ((score: CoreScore) => number) | undefined;
}

/** Each core's score then and now, and the change in a sign and words. */
export function ChangeTable({ current, past, pastLabel, currentLabel, nameOf, scoreOf }: ChangeTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>코어별 점수 변화</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            코어
          </th>
          <th scope="col" className={styles.headerCell}>
            {pastLabel}
          </th>
          <th scope="col" className={styles.headerCell}>
            {currentLabel}
          </th>
          <th scope="col" className={styles.headerCell}>
            변화
          </th>
        </tr>
      </thead>
      <tbody>
        {scoreChanges(current, past, scoreOf).map((change) => (
          <tr key={change.code}>
            <th scope="row" className={styles.headerCell}>
              {nameOf(change.code)}
            </th>
            <td className={styles.cell}>{change.before}점</td>
            <td className={styles.cell}>{change.after}점</td>
            <td className={styles.cell}>{changeText(change.delta)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
