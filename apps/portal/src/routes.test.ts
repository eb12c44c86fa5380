import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { areaRoutes } from './areaRoutes';
import { routes } from './routes';

// Every screen of an area names itself (WCAG 2.4.2, decision 042): no two screens of one area share
// a tab title. Read from the route table, so a new screen is held to it without a list to keep; the
// built product showing each title is held by e2e/screens.spec.ts, screen by screen.

interface Handle {
  title?: string;
  frame?: string;
  /** A tool's route: its screens name themselves after the tool (e2e/titles.spec.ts). */
  audience?: string;
}

/** The screens' [path, title] by the area (layout frame) they are drawn in; outside any, 'public'. */
function titlesByArea(list: RouteObject[], area = 'public', found = new Map<string, [string, string][]>()) {
  for (const route of list) {
    const handle = (route.handle ?? {}) as Handle;
    const inArea = handle.frame ?? area;
    if (handle.title && !handle.audience && route.path) {
      found.set(inArea, [...(found.get(inArea) ?? []), [route.path, handle.title]]);
    }
    if (route.children) titlesByArea(route.children, inArea, found);
  }
  return found;
}

// The spec's two addresses of one screen (the link check), not two screens.
const ALIASES = new Set(['gwangju/:token/:userId']);

describe('the portal’s tab titles', () => {
  // The whole table: what a first visit knows and the areas that join it (discoverAreas).
  const areas = titlesByArea([...routes, ...areaRoutes]);

  it('covers every area', () => {
    expect([...areas.keys()].sort()).toEqual(['consultant', 'guest', 'instructor', 'public', 'university', 'user']);
  });

  it.each([...areas])('no two screens of the %s area share a title', (_, screens) => {
    const titles = screens.filter(([path]) => !ALIASES.has(path)).map(([, title]) => title);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});
