import { auth } from '@career/api-sdk';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import * as styles from './AdminLogin.css';

/** Sign-in of the site administrator. */
export function AdminLogin() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    const data = await api.call(
      auth.adminLogin,
      { body: { loginId: String(form.get('loginId') ?? ''), password: String(form.get('password') ?? '') } },
      { unwrap: true, loading: true },
    );
    setSubmitting(false);
    if (data && data.token.length > 0) navigate('/dashboard', { replace: true });
  }

  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="admin-login-title">
        <div>
          <h1 id="admin-login-title" className={styles.title}>
            관리자 로그인
          </h1>
          <p className={styles.subtitle}>진로 코칭 플랫폼 관리 콘솔</p>
        </div>
        <form className={styles.form} onSubmit={submit}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="admin-login-id">
              아이디
            </label>
            <input className={styles.input} id="admin-login-id" name="loginId" autoComplete="username" required />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="admin-login-password">
              비밀번호
            </label>
            <input
              className={styles.input}
              id="admin-login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          <button className={styles.submit} type="submit" disabled={submitting}>
            {submitting ? '로그인 중…' : '로그인'}
          </button>
        </form>
      </section>
    </main>
  );
}
