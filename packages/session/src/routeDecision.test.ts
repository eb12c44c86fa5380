import { describe, expect, it } from 'vitest';
import { invalidParamsTarget, paramRule } from './routeDecision';

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
    expect(invalidParamsTarget({ token: 'x y' }, '/guest/deepinter/qr/x y')).toBe('/');
  });
});
