export { DRAWN_SUBMIT_SCRIPT as headScript } from '@career/api-sdk';

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './App';
import { documentTitle, type ScreenHandle } from './layouts/RootLayout';
import { basename } from './paths';
import { routes } from './routes';

// The build's server-side entry (decision 012): scripts/prerender.mjs draws these screens into
// HTML, so their first paint needs no JavaScript; the browser then hydrates them (main.tsx).

/** The sign-in page, the same for every visitor and without a loader (paths inside the basename). */
export const prerenderedPaths = ['/login'];

/** One screen's markup and its tab title. */
export async function render(path: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(new URL(`${basename}${path}`, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects, so it cannot be drawn at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <App router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />,
  );
  const titles = context.matches.map((match) => (match.route.handle as ScreenHandle | undefined)?.title);
  return { html, title: documentTitle(titles.reverse().find(Boolean)) };
}
