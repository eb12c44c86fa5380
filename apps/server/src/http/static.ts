import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './types';

/** A built single-page app: its files, and index.html for every other path under its base. */
interface SpaBuild {
  base: '/' | '/admin/';
  dir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function mountSpa(app: Hono<AppEnv>, { base, dir }: SpaBuild): void {
  const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8');
  const pattern = base === '/' ? '/*' : `${base}*`;
  app.get(
    pattern,
    serveStatic({
      root: dir,
      rewriteRequestPath: (path) => (base === '/' ? path : path.slice(base.length - 1)),
      onFound: (path, c) => {
        // Vite puts content-hashed files under assets/; everything else must be revalidated.
        c.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  app.get(pattern, (c) => {
    // A missing file (an old hashed asset after a deploy) is a 404, not the app's HTML.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

/** Folders of the built apps. */
export interface WebBuilds {
  portal: string;
  admin: string;
}

/** Serves the admin app under /admin/ and the portal at /, each with SPA fallback. */
export function mountWebApps(app: Hono<AppEnv>, { portal, admin }: WebBuilds): void {
  for (const dir of [admin, portal]) {
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(`No built app at ${dir}; run the build first (npm start does).`);
    }
  }
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  mountSpa(app, { base: '/admin/', dir: admin });
  mountSpa(app, { base: '/', dir: portal });
}
