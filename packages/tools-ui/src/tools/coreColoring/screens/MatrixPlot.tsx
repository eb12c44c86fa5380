import { plotCores } from '../model/matrix';
import { QUADRANT_ORDER } from '../model/result';
import type { CoreCode, CoreScore, Quadrant } from '../types';
import * as styles from './MatrixPlot.css';

// The plot's frame in SVG units: the area the cores sit in, a band above and below it for the
// quadrants' names (so no dot or label can cover a name), and room for the axes' words.
const WIDTH = 480;
const LEFT = 64;
const TOP = 16;
const AREA_W = 400;
const AREA_H = 360;
const BAND = 28;
const FRAME_H = BAND + AREA_H + BAND;
const HEIGHT = TOP + FRAME_H + 64;
const LINE = 18;

const px = (x: number) => LEFT + x * AREA_W;
const py = (y: number) => TOP + BAND + (1 - y) * AREA_H;

/** Each quadrant's fill, its name's band included (x, y: top-left corner in SVG units). */
const AREA: Readonly<Record<Quadrant, { x: number; y: number }>> = {
  grow: { x: px(0), y: TOP },
  keep: { x: px(0.5), y: TOP },
  outside: { x: px(0), y: py(0.5) },
  hidden: { x: px(0.5), y: py(0.5) },
};

export interface MatrixPlotProps {
  cores: readonly CoreScore[];
  nameOf(code: CoreCode): string;
  quadrantName(quadrant: Quadrant): string;
}

/**
 * The matrix as inline SVG (decision 013: no chart library): current strength across, desire up,
 * the four quadrants named in bands along the top and the bottom, clear of the cores, and a dot and
 * a name for each core. Read as one image with a summary; the table beside it gives the same in rows.
 */
export function MatrixPlot({ cores, nameOf, quadrantName }: MatrixPlotProps) {
  const placed = plotCores(cores, nameOf);
  const summary = QUADRANT_ORDER.map((quadrant) => {
    const names = cores.filter((core) => core.quadrant === quadrant).map((core) => nameOf(core.code));
    return `${quadrantName(quadrant)}: ${names.length > 0 ? names.join(', ') : '없음'}`;
  }).join('. ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`지금의 강도와 되고 싶은 마음으로 나눈 코어 매트릭스. ${summary}.`}
      className={styles.plot}
      data-pdf-block="코어 매트릭스"
    >
      {QUADRANT_ORDER.map((quadrant) => (
        <rect
          key={quadrant}
          x={AREA[quadrant].x}
          y={AREA[quadrant].y}
          width={AREA_W / 2}
          height={FRAME_H / 2}
          className={styles.quadrant[quadrant]}
        />
      ))}
      <rect x={LEFT} y={TOP} width={AREA_W} height={FRAME_H} className={styles.frame} />
      <line x1={px(0.5)} y1={TOP} x2={px(0.5)} y2={TOP + FRAME_H} className={styles.midline} />
      <line x1={LEFT} y1={py(0.5)} x2={LEFT + AREA_W} y2={py(0.5)} className={styles.midline} />

      <text x={px(0) + 8} y={TOP + 19} className={styles.cornerName}>
        {quadrantName('grow')}
      </text>
      <text x={px(1) - 8} y={TOP + 19} textAnchor="end" className={styles.cornerName}>
        {quadrantName('keep')}
      </text>
      <text x={px(0) + 8} y={TOP + FRAME_H - 9} className={styles.cornerName}>
        {quadrantName('outside')}
      </text>
      <text x={px(1) - 8} y={TOP + FRAME_H - 9} textAnchor="end" className={styles.cornerName}>
        {quadrantName('hidden')}
      </text>

      <text x={px(0)} y={TOP + FRAME_H + 18} className={styles.tick}>
        약함
      </text>
      <text x={px(1)} y={TOP + FRAME_H + 18} textAnchor="end" className={styles.tick}>
        강함
      </text>
      <text x={px(0.5)} y={TOP + FRAME_H + 44} textAnchor="middle" className={styles.axisName}>
        지금의 강도 →
      </text>
      <text x={LEFT - 8} y={py(0)} textAnchor="end" className={styles.tick}>
        적음
      </text>
      <text x={LEFT - 8} y={py(1) + 10} textAnchor="end" className={styles.tick}>
        많음
      </text>
      <text x={20} y={py(0.5)} textAnchor="middle" transform={`rotate(-90 20 ${py(0.5)})`} className={styles.axisName}>
        되고 싶은 마음 →
      </text>

      {/* A label moved off its dot's line is tied to the dot by a thin line. */}
      {placed
        .filter((core) => core.labelLine !== 0)
        .map((core) => (
          <line
            key={`leader-${core.code}`}
            x1={px(core.x)}
            y1={py(core.y)}
            x2={px(core.x) + (core.labelSide === 'right' ? 10 : -10)}
            y2={py(core.y) + core.labelLine * LINE}
            className={styles.leader}
          />
        ))}
      {placed.map((core) => (
        <circle key={`dot-${core.code}`} cx={px(core.x)} cy={py(core.y)} r={7} className={styles.dot} />
      ))}
      {placed.map((core) => (
        <text
          key={`label-${core.code}`}
          x={px(core.x) + (core.labelSide === 'right' ? 12 : -12)}
          y={py(core.y) + core.labelLine * LINE + 4}
          textAnchor={core.labelSide === 'right' ? 'start' : 'end'}
          className={styles.label}
        >
          {nameOf(core.code)}
        </text>
      ))}
    </svg>
  );
}
