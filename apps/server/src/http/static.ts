import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

interface PrerenderedPage {
  html: Buffer;
  brotli: Buffer | undefined;
}

/**
 * The screens the build drew into HTML (dist/prerendered/<path>.html, decision 012), by their path
 * inside the app: '/' for index.html, '/consultant/login' for consultant/login.html.
 */
function readPrerendered(dir: string): Map<string, PrerenderedPage> {
  const folder = join(dir, 'prerendered');
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(folder)) return pages;
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const path = `/${name.slice(0, -'.html'.length)}`.replace(/^\/index$/, '/');
    const brotli = join(folder, `${name}.br`);
    pages.set(path, {
      html: readFileSync(join(folder, name)),
      brotli: existsSync(brotli) ? readFileSync(brotli) : undefined,
    });
  }
  return pages;
}

function mountSpa(app: Hono<AppEnv>, { base, dir }: SpaBuild): void {
  const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8');
  const pattern = base === '/' ? '/*' : `${base}*`;
  const prerendered = readPrerendered(dir);
  app.get(pattern, async (c, next) => {
    // Drawn without a query string, so a request with one (`?redirect=`) gets the plain app.
    const url = new URL(c.req.url);
    const page = url.search === '' ? prerendered.get(url.pathname.slice(base.length - 1) || '/') : undefined;
    if (!page) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Vary', 'Accept-Encoding');
    if (page.brotli && /\bbr\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      c.header('Content-Encoding', 'br');
      return c.body(new Uint8Array(page.brotli));
    }
    return c.body(new Uint8Array(page.html));
  });
  app.get(
    pattern,
    serveStatic({
      root: dir,
      precompressed: true,
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
