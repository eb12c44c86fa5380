import { navLink, textLink } from '@career/tools-ui';
import { Link, NavLink, Outlet } from 'react-router-dom';
import * as styles from './PublicLayout.css';

/** The public site's header and footer: home, policies, instructor sign-in and sign-up. */
export function PublicLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            진로 코칭 플랫폼
          </Link>
          <nav aria-label="주요 메뉴">
            <ul className={styles.navList}>
              {/* Class functions: NavLink then adds no `active` class of its own (aria-current marks the page). */}
              <li>
                <NavLink className={() => navLink} to="/login">
                  강사 로그인
                </NavLink>
              </li>
              <li>
                <NavLink className={() => navLink} to="/signUp">
                  강사 회원가입
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <div className={styles.main}>
        <Outlet />
      </div>
      <footer className={styles.footer}>
        <div className={styles.footerBar}>
          <span>© 2026 진로 코칭 플랫폼</span>
          <nav aria-label="약관">
            <ul className={styles.navList}>
              <li>
                <Link className={textLink} to="/privacyPolicy">
                  개인정보처리방침
                </Link>
              </li>
              <li>
                <Link className={textLink} to="/serviceTermPolicy">
                  서비스 이용약관
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
