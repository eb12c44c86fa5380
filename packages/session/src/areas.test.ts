import { describe, expect, it } from 'vitest';
import { inArea, loginRedirect, safeRedirect } from './areas';

describe('loginRedirect', () => {
  it('sends a signed-out visitor to the area login with the encoded path', () => {
    expect(loginRedirect('consultant', '/consultant-modal/consultant-log?x=1')).toBe(
      '/consultant/login?redirect=%2Fconsultant-modal%2Fconsultant-log%3Fx%3D1',
    );
    expect(loginRedirect('instructor', '/order/history')).toBe('/login?redirect=%2Forder%2Fhistory');
    expect(loginRedirect('admin', '/admin/user/detail/3')).toBe('/admin/login?redirect=%2Fadmin%2Fuser%2Fdetail%2F3');
  });

  it('sends the user area to /user with no redirect parameter', () => {
    expect(loginRedirect('user', '/user/core-coloring/main')).toBe('/user');
  });
});

describe('inArea', () => {
  it('matches whole path segments', () => {
    expect(inArea('consultant', '/consultant')).toBe(true);
    expect(inArea('consultant', '/consultant-modal/timer')).toBe(true);
    expect(inArea('consultant', '/consultants')).toBe(false);
    expect(inArea('admin', '/administrator')).toBe(false);
    expect(inArea('instructor', '/order/refund')).toBe(true);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['consultant', '/consultant-modal/consultant-log', '/consultant-modal/consultant-log'],
    ['consultant', '/consultant?tab=logs#top', '/consultant?tab=logs#top'],
    ['admin', '/admin/university/edit/3', '/admin/university/edit/3'],
    ['instructor', '/order/history?page=2', '/order/history?page=2'],
    ['university', '/university/dashboard/12', '/university/dashboard/12'],
  ] as const)('keeps a same-area path: %s %s', (area, value, expected) => {
    expect(safeRedirect(area, value)).toBe(expected);
  });

  const hostile = [
    'https://evil.example/consultant',
    'http:/consultant',
    '//evil.example/consultant',
    '///evil.example/consultant',
    '/\\evil.example/consultant',
    '\\\\evil.example',
    '/consultant\\..\\admin',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /consultant',
    '/consultant/\t/evil',
    '/consultant\n//evil.example',
    '/consultant/../admin/dashboard',
    '/consultant/%2e%2e/admin',
    '/admin/dashboard',
    '/university/dashboard/1',
    '/',
    '',
    'consultant',
    '/consultant/login',
  ];

  it.each(hostile)('falls back to the area home for %j', (value) => {
    const result = safeRedirect('consultant', value);
    expect(result === '/consultant' || result.startsWith('/consultant')).toBe(true);
    expect(result).not.toMatch(/^\/\/|\\|evil|admin|javascript|data:/);
    expect(result).not.toBe('/consultant/login');
  });

  it('falls back for null and undefined', () => {
    expect(safeRedirect('admin', null)).toBe('/admin/dashboard');
    expect(safeRedirect('user', undefined)).toBe('/user');
  });
});
