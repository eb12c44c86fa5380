import { describe, expect, it, vi } from 'vitest';

describe('url data', () => {
  it('persists to localStorage under the spec names and survives a reload', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
    vi.resetModules();
    const first = await import('./urlData');
    first.storeUrlData({ university_user_id: 4, type: 'ptid', token: 'demo-student-01', class_id: 9 });
    await Promise.resolve(); // valtio notifies subscribers in a microtask
    expect(JSON.parse(store.get(first.URL_DATA_KEY) ?? '{}')).toEqual({
      universityUserId: 4,
      actionItemType: 'ptid',
      token: 'demo-student-01',
      classId: 9,
    });

    vi.resetModules();
    const reloaded = await import('./urlData');
    expect(reloaded.urlData.token).toBe('demo-student-01');
    vi.unstubAllGlobals();
  });
});
