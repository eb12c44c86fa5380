import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

// Every screen of the console names itself (WCAG 2.4.2, decision 042): no two share a tab title.
// Read from the route table, so a new screen is held to it without a list to keep; the built
// console showing each title is held by e2e/screens.spec.ts, screen by screen.

function titlesOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...((route.handle as { title?: string } | undefined)?.title && route.path ? [route.handle.title as string] : []),
    ...titlesOf(route.children ?? []),
  ]);
}

describe('the console’s tab titles', () => {
  it('are one per screen', () => {
    const titles = titlesOf(routes);
    expect(titles.length).toBeGreaterThan(30);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});
