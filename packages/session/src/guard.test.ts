import { type Route, routes } from '@career/api-sdk';

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginReply, route, scriptedClient } from './testing';

// The development-server check runs once per page load, so each test gets fresh modules.
beforeEach(() => {
  vi.resetModules();
});

const production = { [route(routes.system.checkServer)]: { code: 200, data: { server: 'production', token: 'b' } } };

async function load() {
  const guard = await import('./guard');
  const stores = await import('./stores');
  return { ...guard, ...stores };
}

describe('guard', () => {
  it('redirects a signed-out consultant visit to the consultant login with the encoded path', async () => {
    const { guard } = await load();
    const { client } = scriptedClient({
      ...production,
      [route(routes.auth.universityUserToken)]: { code: 401, message: '' },
    });
    expect(await guard(client, 'consultant', '/consultant-modal/consultant-log')).toEqual({
      allow: false,
      redirectTo: '/consultant/login?redirect=%2Fconsultant-modal%2Fconsultant-log',
    });
  });

  it('admits a session the server still holds', async () => {
    const { guard, sessions } = await load();
    const { client } = scriptedClient({
      ...production,
      [route(routes.auth.adminToken)]: loginReply({ group: 'ADMIN', id: 1 }),
    });
    expect(await guard(client, 'admin', '/admin/user')).toEqual({ allow: true });
    expect(sessions.admin.isAuth).toBe(true);
  });

  it('keeps an instructor out of the consultant area and a consultant out of the instructor area', async () => {
    const { guard, sessions } = await load();
    const { client } = scriptedClient(production);
    Object.assign(sessions.universityUser, { isAuth: true, uid: 2, group: 'UNIVERSITY_USER', type: 'INSTRUCTOR' });
    expect(await guard(client, 'consultant', '/consultant')).toEqual({
      allow: false,
      redirectTo: '/consultant/login?redirect=%2Fconsultant',
    });
    expect(await guard(client, 'instructor', '/product')).toEqual({ allow: true });
    sessions.universityUser.type = 'CONSULTANT';
    expect(await guard(client, 'instructor', '/product')).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fproduct',
    });
    expect(await guard(client, 'consultant', '/consultant')).toEqual({ allow: true });
  });

  it('sends a signed-out user to /user without a redirect parameter', async () => {
    const { guard } = await load();
    const { client } = scriptedClient({ ...production, [route(routes.auth.userToken)]: { code: 401, message: '' } });
    expect(await guard(client, 'user', '/user/ptid/main')).toEqual({ allow: false, redirectTo: '/user' });
  });

  it('admits only AI-gift users to the AI-gift area', async () => {
    const { guard, sessions } = await load();
    const { client } = scriptedClient(production);
    Object.assign(sessions.user, { isAuth: true, uid: 5, group: 'USER', code: null });
    expect((await guard(client, 'aiGift', '/ai-gift/ptid/main')).allow).toBe(false);
    sessions.user.code = 'DEMO-GIFT-2026';
    expect((await guard(client, 'aiGift', '/ai-gift/ptid/main')).allow).toBe(true);
  });

  it('skips the check on a development server, asking only once per page load', async () => {
    const { guard } = await load();
    const { client, requests } = scriptedClient({
      [route(routes.system.checkServer)]: { code: 200, data: { server: 'development', token: 'dev' } },
      [route(routes.auth.adminToken)]: { code: 401, message: '' },
      [route(routes.auth.universityToken)]: { code: 401, message: '' },
    });
    expect(await guard(client, 'admin', '/admin/dashboard')).toEqual({ allow: true });
    expect(await guard(client, 'university', '/university/dashboard/1')).toEqual({ allow: true });
    expect(requests.filter((request) => request.endsWith('/check-server'))).toEqual(['GET /api/check-server']);
  });

  it('asks for the token beside the development check, not after it', async () => {
    const { guard } = await load();
    let answerCheck: (() => void) | undefined;
    const { client, requests } = scriptedClient({
      ...production,
      [route(routes.auth.adminToken)]: loginReply({ group: 'ADMIN', id: 1 }),
    });
    const slowCheck = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    const call = client.call.bind(client);
    client.call = (async (route: Route, ...rest: [never, never]) => {
      if (route.path === routes.system.checkServer.path) await slowCheck;
      return call<Route>(route, ...rest);
    }) as typeof client.call;
    const decision = guard(client, 'admin', '/admin/user');
    await vi.waitFor(() => expect(requests).toContain(route(routes.auth.adminToken)));
    expect(requests).not.toContain(route(routes.system.checkServer));
    answerCheck?.();
    expect(await decision).toEqual({ allow: true });
  });

  it('admits a held session without waiting for any answer', async () => {
    const { guard, sessions } = await load();
    const { client, requests } = scriptedClient(production);
    Object.assign(sessions.admin, { isAuth: true, uid: 1, group: 'ADMIN' });
    expect(await guard(client, 'admin', '/admin/user')).toEqual({ allow: true });
    expect(requests).toEqual([]);
  });

  it('keeps guards on when the development check fails', async () => {
    const { guard } = await load();
    const { client } = scriptedClient({
      [route(routes.system.checkServer)]: 'network-error',
      [route(routes.auth.adminToken)]: 'network-error',
    });
    expect((await guard(client, 'admin', '/admin/dashboard')).allow).toBe(false);
  });
});
