import { cx } from '../../../internal/cx';
import {
  allRedPoints,
  COLUMN_LABELS,
  COLUMN_MEANINGS,
  CORE_COLUMNS,
  CORE_ROWS,
  ROW_LABELS,
  ROW_MEANINGS,
  rankOf,
  shadeBands,
  shadeOf,
} from '../model/result';
import type { Core, CoreCode, CoreScore } from '../types';
import * as styles from './CoreGrid.css';
import * as legendStyles from './screens.css';

export interface CoreGridProps {
  caption: string;
  cores: readonly Core[];
  /** The scored cores; without them the grid shows each core's summary (the introduction). */
  scores?: readonly CoreScore[];
  /** The strongest cores, strongest first: marked with ★ and their place. */
  top?: readonly CoreCode[];
  /** Whether the grid has its legend under it (two grids side by side can share one). */
  legend?: boolean;
}

/**
 * The nine cores as a table: rows 생각·마음·행동, columns 나·관계·일, so a screen reader announces
 * each cell with its row and column; a legend under it says what the rows, the columns and the
 * shade mean. A scored cell shows one measure, the score its rank is built on, and its shade
 * follows that score, so a higher place is never paler.
 */
export function CoreGrid({ caption, cores, scores, top = [], legend = true }: CoreGridProps) {
  const scoreOf = new Map(scores?.map((score) => [score.code, score]));
  const scale = scores ? allRedPoints(scores) : 0;
  return (
    <div className={styles.wrapper}>
      <table className={styles.grid}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {CORE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.columnHeader}>
                {COLUMN_LABELS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CORE_ROWS.map((row) => (
            <tr key={row}>
              <th scope="row" className={styles.rowHeader}>
                {ROW_LABELS[row]}
              </th>
              {CORE_COLUMNS.map((column) => {
                const core = cores.find((candidate) => candidate.row === row && candidate.column === column);
                if (!core) return <td key={column} />;
                const score = scoreOf.get(core.code);
                const place = rankOf(top, core.code);
                return (
                  <td
                    key={column}
                    className={cx(styles.cell[score ? shadeOf(score.score, scale) : 0], place > 0 && styles.topCell)}
                  >
                    <div className={styles.cellBody}>
                      {place > 0 ? <span className={styles.place}>★ {place}위</span> : null}
                      <span className={styles.name}>{core.name}</span>
                      {score ? <span className={styles.points}>{score.score}점</span> : <span>{core.summary}</span>}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {legend ? <CoreGridLegend scores={scores} /> : null}
    </div>
  );
}

/**
 * What the grid's rows and columns mean and, for scored cores, what a shade stands for in points.
 * Under each grid, or once under two grids on one scale.
 */
export function CoreGridLegend({ scores }: { scores?: readonly CoreScore[] | undefined }) {
  return (
    <div className={styles.legend}>
      <div className={styles.axes}>
        <AxisLegend
          title="가로줄(행): 어떤 힘인지"
          entries={CORE_ROWS.map((row) => [ROW_LABELS[row], ROW_MEANINGS[row]])}
        />
        <AxisLegend
          title="세로줄(열): 어디에서 드러나는지"
          entries={CORE_COLUMNS.map((column) => [COLUMN_LABELS[column], COLUMN_MEANINGS[column]])}
        />
      </div>
      {scores ? (
        <div className={styles.shades}>
          <span>칸의 숫자는 코어 점수입니다. 순위(★)도 이 점수로 정하고, 점수가 높을수록 칸이 진합니다.</span>
          <ul className={legendStyles.keyList}>
            {shadeBands(allRedPoints(scores)).map((band) => (
              <li key={band.shade} className={legendStyles.keyItem}>
                <span aria-hidden="true" className={styles.swatch[band.shade]} />
                {band.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** One axis of the grid: its three labels and what each means. */
function AxisLegend({ title, entries }: { title: string; entries: readonly (readonly [string, string])[] }) {
  return (
    <div className={styles.axisGroup}>
      <span className={styles.axisTitle}>{title}</span>
      <dl className={styles.axisList}>
        {entries.map(([label, meaning]) => (
          <div key={label} className={styles.axis}>
            <dt className={styles.axisName}>{label}</dt>
            <dd className={styles.axisMeaning}>{meaning}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
