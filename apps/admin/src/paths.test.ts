import { describe, expect, it } from 'vitest';
import { inAdminApp } from './paths';

describe('inAdminApp', () => {
  it.each([
    ['/admin/dashboard', '/dashboard'],
    ['/admin/login?redirect=%2Fadmin%2Fuser', '/login?redirect=%2Fadmin%2Fuser'],
    ['/admin/', '/'],
    ['/admin', '/'],
    ['/administrator', '/administrator'],
  ])('%s → %s', (site, app) => {
    expect(inAdminApp(site)).toBe(app);
  });
});
