import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react';
import { cx } from '../../internal/cx';
import { type Sprinkles, sprinkles } from '../../styles/sprinkles.css';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; pick the one with the right meaning (section, ul, nav…). */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
}

/** Splits sprinkle props (theme atoms) from the element's own attributes. */
export function splitSprinkles<Props extends object>(props: Props) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The base of every layout primitive: an element styled only with theme atoms (sprinkles). */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, { ...rest, className: cx(sprinkles(atoms), className) || undefined });
}
