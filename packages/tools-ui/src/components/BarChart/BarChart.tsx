import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { VisuallyHidden, visuallyHidden } from '../VisuallyHidden';
import * as styles from './BarChart.css';

export interface BarDatum {
  label: string;
  value: number;
  /** Stands out (e.g. the top results): a solid, framed bar and a ★ beside its label, not colour alone. */
  highlight?: boolean;
}

export interface BarChartProps {
  /** What the chart shows; it is the table's caption. */
  title: ReactNode;
  data: readonly BarDatum[];
  /** The value of a full bar. */
  max: number;
  /** How a value is written, e.g. one decimal. */
  format?: (value: number) => string;
  /** What the value column is called (read by screen readers). */
  valueLabel?: string;
  className?: string;
}

/**
 * Horizontal bars drawn as a table: screen readers read the labels and values as a table, and the
 * bars are plain boxes that print and export to PDF as they look (no canvas, no chart library;
 * decision 013). A chart never splits across PDF pages.
 */
export function BarChart({ title, data, max, format = String, valueLabel = '점수', className }: BarChartProps) {
  return (
    <table className={cx(styles.chart, className)}>
      <caption className={styles.caption}>{title}</caption>
      <thead>
        <tr className={visuallyHidden}>
          <th scope="col">항목</th>
          <th scope="col">막대</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.label} className={styles.row}>
            <th scope="row" className={styles.label}>
              {datum.label}
              {datum.highlight ? (
                <>
                  <span className={styles.mark} aria-hidden="true">
                    ★
                  </span>
                  <VisuallyHidden> (상위)</VisuallyHidden>
                </>
              ) : null}
            </th>
            <td className={styles.barCell} aria-hidden="true">
              <div className={styles.track}>
                {/* Set through the CSSOM by React, which the product's CSP allows (no style attribute in markup). */}
                <div
                  className={cx(styles.bar, datum.highlight ? styles.highlighted : undefined)}
                  style={{ width: `${Math.max(0, Math.min(100, (datum.value / max) * 100))}%` }}
                />
              </div>
            </td>
            <td className={styles.value}>{format(datum.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
