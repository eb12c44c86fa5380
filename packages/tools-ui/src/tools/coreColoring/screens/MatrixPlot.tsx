import {
  DOT_RADIUS,
  LABEL_LINE,
  type PlotArea,
  plotCores,
  type Thresholds,
  textWidth,
  xOf,
  yOf,
} from '../model/matrix';
import { percent, QUADRANT_ORDER } from '../model/result';
import type { CoreCode, CoreScore, Quadrant } from '../types';
import * as styles from './MatrixPlot.css';
import { markName } from './palette';
import { QuadrantMark, QuadrantSwatch } from './QuadrantMark';
import * as legendStyles from './screens.css';

// The plot's frame in SVG units: the area the cores sit in, a band above and below it for the
// quadrants' names (outside the area, so no dot or label can cover a name), room for the scales.
const WIDTH = 480;
const LEFT = 64;
const TOP = 4;
const BAND = 30;
const AREA: PlotArea = { width: 400, height: 360, inset: 14 };
const AREA_TOP = TOP + BAND;
const FRAME_BOTTOM = AREA_TOP + AREA.height + BAND;
const HEIGHT = FRAME_BOTTOM + 50;
const SWATCH = 5;

export interface MatrixPlotProps {
  cores: readonly CoreScore[];
  nameOf(code: CoreCode): string;
  quadrantName(quadrant: Quadrant): string;
  /** Where the quadrants divide (the result's own thresholds): the dividers are drawn there. */
  thresholds: Thresholds;
}

/**
 * The matrix as inline SVG (decision 013: no chart library): current strength across, desire up,
 * both on their true 0–100 % scales with the dividers where the scoring puts them; a dot for each
 * core in its quadrant's colour, the quadrants named in bands above and below the area, and a
 * legend of the colours under it. Read as one image with a summary; the table gives the same in rows.
 */
export function MatrixPlot({ cores, nameOf, quadrantName, thresholds }: MatrixPlotProps) {
  const spots = plotCores(cores, nameOf, AREA, thresholds);
  const dividerX = LEFT + xOf(thresholds.current, AREA);
  const dividerY = AREA_TOP + yOf(thresholds.desire, AREA);
  const summary = QUADRANT_ORDER.map((quadrant) => {
    const names = cores.filter((core) => core.quadrant === quadrant).map((core) => nameOf(core.code));
    return `${quadrantName(quadrant)}: ${names.length > 0 ? names.join(', ') : '없음'}`;
  }).join('. ');
  const fills: Readonly<Record<Quadrant, { x: number; y: number; width: number; height: number }>> = {
    grow: { x: LEFT, y: TOP, width: dividerX - LEFT, height: dividerY - TOP },
    keep: { x: dividerX, y: TOP, width: LEFT + AREA.width - dividerX, height: dividerY - TOP },
    outside: { x: LEFT, y: dividerY, width: dividerX - LEFT, height: FRAME_BOTTOM - dividerY },
    hidden: { x: dividerX, y: dividerY, width: LEFT + AREA.width - dividerX, height: FRAME_BOTTOM - dividerY },
  };
  // Each name at its quadrant's outer corner, in the band: the wanted ones above, the others below.
  const corner = (quadrant: Quadrant) => {
    const right = quadrant === 'keep' || quadrant === 'hidden';
    const name = quadrantName(quadrant);
    const textX = right ? LEFT + AREA.width - 10 : LEFT + 10 + 2 * SWATCH + 6;
    return {
      name,
      textX,
      swatchX: right ? textX - textWidth(name) - 6 - SWATCH : LEFT + 10 + SWATCH,
      y: quadrant === 'keep' || quadrant === 'grow' ? TOP + BAND / 2 : FRAME_BOTTOM - BAND / 2,
      anchor: right ? ('end' as const) : ('start' as const),
    };
  };

  return (
    <figure className={styles.figure} data-pdf-block="코어 매트릭스">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`지금의 강도와 되고 싶은 마음으로 나눈 코어 매트릭스. ${summary}.`}
        className={styles.plot}
      >
        {QUADRANT_ORDER.map((quadrant) => (
          <rect key={quadrant} {...fills[quadrant]} className={styles.fill[quadrant]} />
        ))}
        <rect x={LEFT} y={TOP} width={AREA.width} height={FRAME_BOTTOM - TOP} className={styles.frame} />
        <rect x={LEFT} y={AREA_TOP} width={AREA.width} height={AREA.height} className={styles.area} />
        <line
          x1={dividerX}
          y1={TOP}
          x2={dividerX}
          y2={FRAME_BOTTOM}
          className={styles.divider}
          data-divider="current"
        />
        <line
          x1={LEFT}
          y1={dividerY}
          x2={LEFT + AREA.width}
          y2={dividerY}
          className={styles.divider}
          data-divider="desire"
        />

        {QUADRANT_ORDER.map((quadrant) => {
          const place = corner(quadrant);
          return (
            <g key={`name-${quadrant}`}>
              <QuadrantMark
                quadrant={quadrant}
                x={place.swatchX}
                y={place.y}
                r={SWATCH}
                className={styles.mark[quadrant]}
              />
              <text
                x={place.textX}
                y={place.y + 4.5}
                textAnchor={place.anchor}
                className={styles.quadrantName}
                data-quadrant-name={quadrant}
              >
                {place.name}
              </text>
            </g>
          );
        })}

        {[0, thresholds.current, 1].map((value) => (
          <text
            key={`x-${value}`}
            x={LEFT + xOf(value, AREA)}
            y={FRAME_BOTTOM + 16}
            textAnchor="middle"
            className={styles.tick}
          >
            {percent(value)}
          </text>
        ))}
        <text x={LEFT + AREA.width / 2} y={FRAME_BOTTOM + 40} textAnchor="middle" className={styles.axisName}>
          지금의 강도 →
        </text>
        {[0, thresholds.desire, 1].map((value) => (
          <text
            key={`y-${value}`}
            x={LEFT - 6}
            y={AREA_TOP + yOf(value, AREA) + 4}
            textAnchor="end"
            className={styles.tick}
          >
            {percent(value)}
          </text>
        ))}
        <text
          x={16}
          y={AREA_TOP + AREA.height / 2}
          textAnchor="middle"
          transform={`rotate(-90 16 ${AREA_TOP + AREA.height / 2})`}
          className={styles.axisName}
        >
          되고 싶은 마음 →
        </text>

        <g transform={`translate(${LEFT} ${AREA_TOP})`}>
          {/* A label moved off its dot's line is tied to the dot by a thin line, drawn under the dot. */}
          {spots
            .filter((spot) => spot.label.moved)
            .map(({ codes, x, y, label: { box, side } }) => (
              <line
                key={`leader-${codes.join()}`}
                x1={x}
                y1={y}
                x2={side === 'right' ? box.left - 2 : box.right + 2}
                y2={box.top > y ? box.top + LABEL_LINE / 2 : box.bottom - LABEL_LINE / 2}
                className={styles.leader}
              />
            ))}
          {spots.map(({ codes, quadrant, x, y }) => (
            <QuadrantMark
              key={`dot-${codes.join()}`}
              quadrant={quadrant}
              x={x}
              y={y}
              r={DOT_RADIUS}
              className={styles.dot[quadrant]}
              data-cores={codes.join(' ')}
              data-quadrant={quadrant}
            />
          ))}
          {spots.map(({ codes, label: { box, side, lines } }) => (
            <text
              key={`label-${codes.join()}`}
              data-label={codes.join(' ')}
              x={side === 'right' ? box.left : box.right}
              textAnchor={side === 'right' ? 'start' : 'end'}
              className={styles.label}
            >
              {lines.map((line, index) => (
                <tspan key={line} x={side === 'right' ? box.left : box.right} y={box.top + index * LABEL_LINE + 12}>
                  {line}
                </tspan>
              ))}
            </text>
          ))}
        </g>
      </svg>
      <figcaption className={styles.legend}>
        <ul className={legendStyles.keyList}>
          {QUADRANT_ORDER.map((quadrant) => (
            <li key={quadrant} className={legendStyles.keyItem}>
              <QuadrantSwatch quadrant={quadrant} />
              {markName(quadrant)}: {quadrantName(quadrant)}
            </li>
          ))}
        </ul>
        <span>
          세로 점선은 지금의 강도 {percent(thresholds.current)}, 가로 점선은 되고 싶은 마음 {percent(thresholds.desire)}
          입니다. 같은 자리의 코어는 표시 하나에 함께 적었습니다.
        </span>
      </figcaption>
    </figure>
  );
}
