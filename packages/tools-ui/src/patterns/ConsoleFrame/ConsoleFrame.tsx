import { Children, isValidElement, type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { densityClass } from '../../styles/density.css';
import * as styles from './ConsoleFrame.css';

export interface ConsoleNavigationGroup {
  /** What the group holds, in Korean, e.g. '운영'. */
  label: string;
  /** Router links styled with `sideNavLink`; each becomes a list item. */
  items: ReactNode;
}

export interface ConsoleFrameProps {
  /** The product mark: a link home styled with `brandLink`. */
  brand: ReactNode;
  /** Which console this is, e.g. '관리자'. */
  area: string;
  /** The side menu, in named groups. */
  navigation: ConsoleNavigationGroup[];
  /** Label of the navigation landmark. */
  navigationLabel?: string;
  /** Who is signed in: `IdentityName` and the sign-out link. */
  identity?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a console (the admin area): full width, a bar with the mark and the signed-in
 * person, a side menu in groups, and the compact density for everything inside.
 */
export function ConsoleFrame({
  brand,
  area,
  navigation,
  navigationLabel = '관리 메뉴',
  identity,
  children,
}: ConsoleFrameProps) {
  const groupId = useId();
  return (
    <div className={cx(styles.frame, densityClass.compact)}>
      <header className={styles.header}>
        <div className={styles.brand}>
          {brand}
          <span className={styles.area}>{area}</span>
        </div>
        {identity ? <div className={styles.identity}>{identity}</div> : null}
      </header>
      <div className={styles.body}>
        <nav aria-label={navigationLabel} className={styles.sideNav}>
          {navigation.map((group, index) => (
            <div key={group.label} className={styles.group}>
              <span id={`${groupId}-${index}`} className={styles.groupLabel}>
                {group.label}
              </span>
              <ul aria-labelledby={`${groupId}-${index}`} className={styles.list}>
                {Children.toArray(group.items).map((item) => (
                  // Children.toArray has given every element a key already.
                  <li key={isValidElement(item) ? item.key : String(item)}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
