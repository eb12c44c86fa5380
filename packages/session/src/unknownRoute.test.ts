import { describe, expect, it } from 'vitest';
import { unknownRouteTarget } from './unknownRoute';

describe('unknownRouteTarget', () => {
  it.each([
    ['/admin/nope', '/admin/dashboard'],
    ['/admin', '/admin/dashboard'],
    ['/user/a/b/c', '/user'],
    ['/university/x', '/university'],
    ['/consultant/zzz', '/consultant'],
    ['/guest/unknown', '/'],
    ['/somewhere', '/'],
    ['/', '/'],
  ])('sends %s to %s', (path, target) => {
    expect(unknownRouteTarget(path)).toBe(target);
  });

  it('matches whole first segments only, so /userApi is not /user', () => {
    expect(unknownRouteTarget('/userApi/x')).toBe('/');
    expect(unknownRouteTarget('/administrator')).toBe('/');
    expect(unknownRouteTarget('/consultant-modal/x')).toBe('/');
  });
});
