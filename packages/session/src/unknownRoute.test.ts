import { describe, expect, it } from 'vitest';
import { unknownRouteTarget } from './unknownRoute';

describe('unknownRouteTarget', () => {
  it.each([
    // /admin... goes to /admin/dashboard
    ['/admin', '/admin/dashboard'],
    ['/admin/x', '/admin/dashboard'],
    ['/admin/no/such/screen', '/admin/dashboard'],
    ['/adminx', '/admin/dashboard'],
    ['/administrator', '/admin/dashboard'],
    // /user... goes to /user
    ['/user/a/b', '/user'],
    ['/user/core-coloring/main', '/user'],
    ['/users', '/user'],
    ['/userx', '/user'],
    // /university... goes to /university
    ['/university/x', '/university'],
    ['/universityx', '/university'],
    // /consultant... goes to /consultant
    ['/consultant/zzz', '/consultant'],
    ['/consultantx', '/consultant'],
    ['/consultant-modal/x', '/consultant'],
    ['/consultant-modal/core-coloring/main', '/consultant'],
    // /guest... goes to /guest
    ['/guest', '/guest'],
    ['/guest/x', '/guest'],
    ['/guest/deepinter/qr/Bad_Token', '/guest'],
    ['/guests', '/guest'],
    // anything else goes to /
    ['/', '/'],
    ['/somewhere', '/'],
    ['/instructor-modal/ptid/main', '/'],
    ['/ai-gift/x/y', '/'],
    ['/gwangju/x', '/'],
    ['/User/x', '/'],
    ['/x/admin', '/'],
  ])('sends %s to %s', (path, target) => {
    expect(unknownRouteTarget(path)).toBe(target);
  });
});
