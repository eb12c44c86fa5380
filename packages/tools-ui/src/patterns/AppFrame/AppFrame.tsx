import { Children, isValidElement, type ReactNode } from 'react';
import { UserText } from '../../components/UserText';
import * as styles from './AppFrame.css';

export interface AppFrameProps {
  /** The product mark: a link home styled with `brandLink` (the app renders it with its router). */
  brand: ReactNode;
  /** Which area this is, e.g. '상담사'. */
  area: string;
  /** Navigation items (router links styled with `navLink`); each becomes a list item. */
  navigation?: ReactNode;
  /** Label of the navigation landmark. */
  navigationLabel?: string;
  /** Who is signed in: `IdentityName` and the sign-out link, styled `linkButton({ variant: 'secondary', size: 'sm' })`. */
  identity?: ReactNode;
  /** The page is shown inside a tool window, whose title bar stands in for the header. */
  embedded?: boolean;
  children: ReactNode;
}

/** The frame of every signed-in area: a header with the area's navigation and identity, then the page. */
export function AppFrame({
  brand,
  area,
  navigation,
  navigationLabel = '영역 메뉴',
  identity,
  embedded = false,
  children,
}: AppFrameProps) {
  const items = Children.toArray(navigation);
  if (embedded) {
    return (
      <main id="main" className={styles.main}>
        {children}
      </main>
    );
  }
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.brand}>
            {brand}
            <span className={styles.area}>{area}</span>
          </div>
          {items.length > 0 ? (
            <nav aria-label={navigationLabel} className={styles.nav}>
              <ul className={styles.navList}>
                {items.map((item) => (
                  // Children.toArray has given every element a key already.
                  <li key={isValidElement(item) ? item.key : String(item)}>{item}</li>
                ))}
              </ul>
            </nav>
          ) : (
            <div className={styles.nav} />
          )}
          {identity ? <div className={styles.identity}>{identity}</div> : null}
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** "<name> 님 · <detail>" for the identity slot (detail: the person's role or organisation). */
export function IdentityName({ name, detail }: { name: string; detail?: string }) {
  return (
    <span>
      <span className={styles.identityName}>
        <UserText>{name}</UserText>
      </span>{' '}
      님
      {detail ? (
        <>
          {' · '}
          <UserText>{detail}</UserText>
        </>
      ) : null}
    </span>
  );
}
