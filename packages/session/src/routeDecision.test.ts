import { routes } from '@career/api-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidParamsTarget, paramRule } from './routeParams';
import { route, scriptedClient } from './testing';

describe('paramRule', () => {
  it.each([
    ['universityClassId', '12', true],
    ['universityClassId', '12a', false],
    ['participantId', '', false],
    ['aiGiftId', '7', true],
    ['id', '3', true],
    ['userId', '-1', false],
    ['token', 'demo-student-01', true],
    ['token', 'Demo', false],
    ['actionItem', 'core-coloring', true],
    ['actionItem', 'core coloring', false],
  ])('%s=%j is %s', (name, value, ok) => {
    expect(paramRule(name)?.test(value)).toBe(ok);
  });

  it('has no rule for other names', () => {
    expect(paramRule('tool')).toBeUndefined();
  });
});

describe('invalidParamsTarget', () => {
  it('lets good parameters through', () => {
    expect(
      invalidParamsTarget({ universityClassId: '3', participantId: '9' }, '/university/participant/detail/3/9'),
    ).toBeNull();
  });

  it('sends a route with a bad parameter where an unknown route of its area goes', () => {
    expect(invalidParamsTarget({ universityClassId: 'abc' }, '/university/dashboard/abc')).toBe('/university');
    expect(invalidParamsTarget({ universityId: '1x' }, '/admin/university/edit/1x')).toBe('/admin/dashboard');
    expect(invalidParamsTarget({ token: 'UPPER' }, '/user/UPPER')).toBe('/user');
    expect(invalidParamsTarget({ token: 'x y' }, '/guest/deepinter/qr/x y')).toBe('/guest');
  });
});

describe('guardedRouteTarget', () => {
  // The development-server check runs once per page load, so each test gets fresh modules.
  beforeEach(() => {
    vi.resetModules();
  });

  const signedOutProduction = {
    [route(routes.system.checkServer)]: { code: 200, data: { server: 'production', token: 'b' } },
    [route(routes.auth.universityToken)]: { code: 401, message: '' },
  };

  it('redirects bad parameters as an unknown route first, without asking the server anything', async () => {
    const { guardedRouteTarget } = await import('./routeDecision');
    const { client, requests } = scriptedClient(signedOutProduction);
    const url = new URL('http://x.invalid/university/dashboard/abc');
    expect(await guardedRouteTarget(client, 'university', { params: { universityClassId: 'abc' }, url })).toBe(
      '/university',
    );
    expect(requests).toEqual([]);
  });

  it('then lets the guard decide', async () => {
    const { guardedRouteTarget } = await import('./routeDecision');
    const { client } = scriptedClient(signedOutProduction);
    const url = new URL('http://x.invalid/university/dashboard/3?tab=1');
    expect(await guardedRouteTarget(client, 'university', { params: { universityClassId: '3' }, url })).toBe(
      '/university/login?redirect=%2Funiversity%2Fdashboard%2F3%3Ftab%3D1',
    );
  });
});
