import type { SVGAttributes } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Icon.css';
import { type IconName, iconPaths } from './paths';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  /** Which icon to draw. */
  name: IconName;
  /** Box size; the icon scales with its stroke. */
  size?: styles.IconSize;
  /**
   * What the icon means, in Korean, when nothing else says it (then it is announced as an image).
   * Without a label the icon is decorative and hidden from assistive technology.
   */
  label?: string;
}

/** A stroke icon in the text colour. Decorative unless it gets a `label`. */
export function Icon({ name, size = 'md', label, className, ...rest }: IconProps) {
  const svgProps = { viewBox: '0 0 24 24', className: cx(styles.icon, styles.size[size], className), ...rest };
  const paths = iconPaths[name].map((path) => <path key={path} d={path} />);
  return label ? (
    <svg {...svgProps} role="img" aria-label={label}>
      {paths}
    </svg>
  ) : (
    <svg {...svgProps} aria-hidden="true">
      {paths}
    </svg>
  );
}
