import { routes } from '@career/api-sdk';

import { beforeEach, describe, expect, it } from 'vitest';
import { ensureSession, login, logout, logoutTarget } from './auth';
import { clearSession, sessions } from './stores';
import { loginReply, route, scriptedClient } from './testing';

beforeEach(() => {
  for (const kind of ['user', 'universityUser', 'university', 'admin'] as const) clearSession(kind);
});

describe('login', () => {
  it('authenticates on a 200 reply with a token and fills the store with the spec fields', async () => {
    const { client } = scriptedClient({
      [route(routes.auth.universityUserLogin)]: loginReply({ group: 'UNIVERSITY_USER', type: 'CONSULTANT', id: 3 }),
    });
    const result = await login(client, 'universityUser', routes.auth.universityUserLogin, {
      body: { login_id: 'c', password: 'p' },
    });
    expect(result.ok).toBe(true);
    expect({ ...sessions.universityUser }).toEqual({
      isAuth: true,
      uid: 3,
      group: 'UNIVERSITY_USER',
      type: 'CONSULTANT',
    });
  });

  it('does not authenticate on a 200 reply without a token', async () => {
    const { client } = scriptedClient({ [route(routes.auth.adminLogin)]: loginReply({ token: '' }) });
    const result = await login(client, 'admin', routes.auth.adminLogin, { body: { login_id: 'a', password: 'p' } });
    expect(result).toMatchObject({ ok: false, message: '시스템에 문제가 발생했습니다.', reply: { code: 200 } });
    expect(sessions.admin.isAuth).toBe(false);
  });

  it('passes the server message of a failed login on', async () => {
    const { client } = scriptedClient({
      [route(routes.auth.adminLogin)]: { code: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
    });
    const result = await login(client, 'admin', routes.auth.adminLogin, { body: { login_id: 'a', password: 'p' } });
    expect(result).toEqual({
      ok: false,
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      reply: { code: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.', data: null },
    });
  });

  it('tells a network exception apart from a refusal: no reply', async () => {
    const { client } = scriptedClient({ [route(routes.auth.adminLogin)]: 'network-error' });
    const result = await login(client, 'admin', routes.auth.adminLogin, { body: { login_id: 'a', password: 'p' } });
    expect(result).toEqual({ ok: false, message: '시스템에 문제가 발생했습니다.', reply: undefined });
  });

  it('keeps the gift code of an AI-gift login in the user session, and the university of a university login', async () => {
    const { client } = scriptedClient({
      [route(routes.auth.aiGiftLogin)]: loginReply({ code: 'DEMO-GIFT-2026' }),
      [route(routes.auth.universityLogin)]: loginReply({
        group: 'UNIVERSITY',
        university: { id: 1, name: '한빛대학교' },
      }),
    });
    await login(client, 'user', routes.auth.aiGiftLogin, { body: { code: 'demo-gift-2026' } });
    expect(sessions.user.code).toBe('DEMO-GIFT-2026');
    await login(client, 'university', routes.auth.universityLogin, { body: { login_id: 'u', password: 'p' } });
    expect(sessions.university.university).toEqual({ id: 1, name: '한빛대학교' });
  });
});

describe('ensureSession', () => {
  it('uses the held session without asking the server', async () => {
    const { client, requests } = scriptedClient({});
    sessions.admin.isAuth = true;
    expect(await ensureSession(client, 'admin')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('asks the token call once for concurrent callers, and takes its session', async () => {
    const { client, requests } = scriptedClient({
      [route(routes.auth.adminToken)]: loginReply({ group: 'ADMIN', id: 1 }),
    });
    const results = await Promise.all([ensureSession(client, 'admin'), ensureSession(client, 'admin')]);
    expect(results).toEqual([true, true]);
    expect(requests).toEqual(['GET /api/admin-token']);
    expect(sessions.admin.uid).toBe(1);
  });

  it('fails on a non-200 reply, an empty token, or a network error', async () => {
    for (const reply of [
      { code: 401, message: '로그인이 필요합니다.' },
      loginReply({ token: '' }),
      'network-error' as const,
    ]) {
      const { client } = scriptedClient({ [route(routes.auth.universityToken)]: reply });
      expect(await ensureSession(client, 'university')).toBe(false);
      expect(sessions.university.isAuth).toBe(false);
    }
  });
});

describe('logout', () => {
  it.each([
    ['user', null, '/consultant'],
    ['universityUser', 'CONSULTANT', '/consultant'],
    ['universityUser', 'INSTRUCTOR', '/'],
    ['university', null, '/university'],
    ['admin', null, '/admin/'],
  ] as const)('sends %s (%s) to %s', (kind, type, target) => {
    expect(logoutTarget(kind, type)).toBe(target);
  });

  it('ends a held session on the server', async () => {
    const { client, requests } = scriptedClient({ [route(routes.auth.adminLogout)]: { code: 200, data: null } });
    Object.assign(sessions.admin, { isAuth: true, uid: 1, group: 'ADMIN' });
    expect(await logout(client, 'admin')).toBe('/admin/');
    expect(requests).toEqual(['GET /api/admin-logout']);
    expect(sessions.admin.isAuth).toBe(false);
  });

  it('ends a session only the server holds (a reloaded page), with the type it reports', async () => {
    const { client, requests } = scriptedClient({
      [route(routes.auth.universityUserToken)]: loginReply({ group: 'UNIVERSITY_USER', type: 'INSTRUCTOR', id: 2 }),
      [route(routes.auth.universityUserLogout)]: { code: 200, data: null },
    });
    expect(await logout(client, 'universityUser')).toBe('/');
    expect(requests).toEqual(['GET /api/university-user-token', 'GET /api/university-user-logout']);
    expect(sessions.universityUser.isAuth).toBe(false);
  });

  it('calls no logout for a signed-out visitor, and still sends them where the logout goes', async () => {
    const { client, requests } = scriptedClient({ [route(routes.auth.userToken)]: { code: 401, message: '' } });
    expect(await logout(client, 'user')).toBe('/consultant');
    expect(requests).toEqual(['GET /api/token']);
  });

  it('clears the session even when the server cannot be reached', async () => {
    const { client } = scriptedClient({ [route(routes.auth.universityUserLogout)]: 'network-error' });
    Object.assign(sessions.universityUser, { isAuth: true, uid: 2, group: 'UNIVERSITY_USER', type: 'INSTRUCTOR' });
    expect(await logout(client, 'universityUser')).toBe('/');
    expect(sessions.universityUser.isAuth).toBe(false);
    expect(sessions.universityUser.type).toBeNull();
  });
});
