import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import { Button } from '../Button';
import { Table, type TableColumn } from '../Table';
import * as styles from './TrendChart.css';

export type TrendTone = keyof typeof styles.tone;

export interface TrendSeries {
  key: string;
  /** The series' name, in Korean: legend and table column. */
  label: string;
  tone: TrendTone;
}

export interface TrendPoint {
  /** The period, as its axis label and table row header (e.g. '3/1', '3월'). */
  label: string;
  values: Readonly<Record<string, number>>;
}

export interface TrendChartProps {
  /** What the chart shows; its caption. */
  title: ReactNode;
  series: readonly TrendSeries[];
  points: readonly TrendPoint[];
  /** The unit after a value, e.g. '건'. */
  unit?: string;
  className?: string;
}

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 40;
const BOTTOM = 24;
const TOP = 8;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= value) ?? 10 * power) as number;
}

/**
 * Columns over time, one group per period and one column per series, with "표로 보기" for the same
 * numbers as a table (the chart itself is a picture: screen readers get its summary and the table).
 * An SVG of plain rectangles, so it prints and exports as it looks.
 */
export function TrendChart({ title, series, points, unit = '', className }: TrendChartProps) {
  const [asTable, setAsTable] = useState(false);
  const captionId = useId();
  // Counts: an axis of at least 4 keeps its middle line a whole number.
  const max = niceMax(Math.max(4, ...points.flatMap((point) => series.map((one) => point.values[one.key] ?? 0))));
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, points.length);
  const column = Math.max(1, Math.min(24, (slot * 0.8) / Math.max(1, series.length)));
  // Every label when they fit, else every n-th: no two axis labels overlap.
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.floor(plotWidth / 56)));
  const totals = series.map((one) => ({
    ...one,
    total: points.reduce((sum, point) => sum + (point.values[one.key] ?? 0), 0),
  }));
  const summary = `${totals.map((one) => `${one.label} 합계 ${one.total.toLocaleString('ko-KR')}${unit}`).join(', ')} (${points.length}개 구간)`;
  const columns: TableColumn<{ id: string } & TrendPoint>[] = [
    { id: 'period', label: '기간', isRowHeader: true, render: (row) => row.label },
    ...series.map((one) => ({
      id: one.key,
      label: one.label,
      align: 'end' as const,
      render: (row: TrendPoint) => `${(row.values[one.key] ?? 0).toLocaleString('ko-KR')}${unit}`,
    })),
  ];
  return (
    <figure className={cx(styles.figure, className)} aria-labelledby={captionId}>
      <div className={styles.header}>
        <figcaption id={captionId} className={styles.caption}>
          {title}
        </figcaption>
        <Button size="sm" variant="secondary" onPress={() => setAsTable(!asTable)} aria-pressed={asTable}>
          {asTable ? '차트로 보기' : '표로 보기'}
        </Button>
      </div>
      {asTable ? (
        <Table
          label={typeof title === 'string' ? title : '추이 표'}
          columns={columns}
          rows={points.map((point) => ({ ...point, id: point.label }))}
        />
      ) : (
        <>
          <ul className={styles.legend}>
            {series.map((one) => (
              <li key={one.key} className={styles.legendItem}>
                <span className={cx(styles.swatch, styles.tone[one.tone])} aria-hidden="true" />
                {one.label}
              </li>
            ))}
          </ul>
          <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
            {[0, 0.5, 1].map((share) => {
              const y = TOP + plotHeight * (1 - share);
              return (
                <g key={share}>
                  <line className={styles.gridLine} x1={LEFT} x2={WIDTH} y1={y} y2={y} />
                  <text className={styles.axisText} x={LEFT - 6} y={y + 4} textAnchor="end">
                    {(max * share).toLocaleString('ko-KR')}
                  </text>
                </g>
              );
            })}
            {points.map((point, index) => {
              const x = LEFT + slot * index + (slot - column * series.length) / 2;
              return (
                <g key={point.label}>
                  {series.map((one, place) => {
                    const value = point.values[one.key] ?? 0;
                    const height = (plotHeight * value) / max;
                    return (
                      <rect
                        key={one.key}
                        className={styles.tone[one.tone]}
                        x={x + column * place}
                        y={TOP + plotHeight - height}
                        width={Math.max(1, column - 1)}
                        height={height}
                      >
                        <title>{`${point.label} ${one.label} ${value.toLocaleString('ko-KR')}${unit}`}</title>
                      </rect>
                    );
                  })}
                  {index % labelEvery === 0 ? (
                    <text
                      className={styles.axisText}
                      x={LEFT + slot * index + slot / 2}
                      y={HEIGHT - 6}
                      textAnchor="middle"
                    >
                      {point.label}
                    </text>
                  ) : null}
                </g>
              );
            })}
          </svg>
        </>
      )}
    </figure>
  );
}
