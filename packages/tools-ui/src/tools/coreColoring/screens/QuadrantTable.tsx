import { percent, QUADRANT_ORDER } from '../model/result';
import type { CoreCode, CoreColoringQuestions, CoreScore } from '../types';
import * as styles from './screens.css';

export interface QuadrantTableProps {
  cores: readonly CoreScore[];
  quadrants: CoreColoringQuestions['quadrants'];
  nameOf(code: CoreCode): string;
}

/** The matrix in rows: each quadrant, what it means, and the cores in it with their two measures. */
export function QuadrantTable({ cores, quadrants, nameOf }: QuadrantTableProps) {
  return (
    <table className={styles.table} data-pdf-block="사분면별 코어 표">
      <caption className={styles.caption}>사분면별 코어 (강도: 지금의 강도, 바람: 되고 싶은 마음)</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            사분면
          </th>
          <th scope="col" className={styles.headerCell}>
            뜻
          </th>
          <th scope="col" className={styles.headerCell}>
            코어
          </th>
        </tr>
      </thead>
      <tbody>
        {QUADRANT_ORDER.map((code) => {
          const content = quadrants.find((quadrant) => quadrant.code === code);
          const inside = cores.filter((core) => core.quadrant === code);
          return (
            <tr key={code}>
              <th scope="row" className={styles.headerCell}>
                {content?.name ?? code}
              </th>
              <td className={styles.cell}>{content?.axis}</td>
              <td className={styles.cell}>
                {inside.length === 0
                  ? '없음'
                  : inside
                      .map(
                        (core) => `${nameOf(core.code)} (강도 ${percent(core.current)} · 바람 ${percent(core.desire)})`,
                      )
                      .join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
