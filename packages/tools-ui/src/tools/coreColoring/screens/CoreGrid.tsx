import { cx } from '../../../internal/cx';
import { COLUMN_LABELS, CORE_COLUMNS, CORE_ROWS, LEVEL_MAX, ROW_LABELS, rankOf } from '../model/result';
import type { Core, CoreCode, CoreScore } from '../types';
import * as styles from './CoreGrid.css';

export interface CoreGridProps {
  caption: string;
  cores: readonly Core[];
  /** The scored cores; without them the grid shows each core's summary (the introduction). */
  scores?: readonly CoreScore[];
  /** The strongest cores, strongest first: marked with ★ and their place. */
  top?: readonly CoreCode[];
}

/**
 * The nine cores as a table: rows 생각·마음·행동, columns 나·관계·일, so a screen reader announces
 * each cell with its row and column. Strength shows as depth of colour and in words ("강도 3/4").
 */
export function CoreGrid({ caption, cores, scores, top = [] }: CoreGridProps) {
  const scoreOf = new Map(scores?.map((score) => [score.code, score]));
  return (
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
                <td key={column} className={cx(styles.cell[score?.level ?? 0], place > 0 && styles.topCell)}>
                  <div className={styles.cellBody}>
                    {place > 0 ? <span className={styles.place}>★ {place}위</span> : null}
                    <span className={styles.name}>{core.name}</span>
                    {score ? (
                      <>
                        <span>
                          강도 {score.level}/{LEVEL_MAX}{' '}
                          <span className={styles.pips} aria-hidden="true">
                            {'●'.repeat(score.level)}
                            {'○'.repeat(LEVEL_MAX - score.level)}
                          </span>
                        </span>
                        <span>점수 {score.score}</span>
                      </>
                    ) : (
                      <span>{core.summary}</span>
                    )}
                  </div>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
