// `node scripts/prerender.mjs APP_DIR`: after an app's client build and its server-side build
// (dist-ssr/prerender.js), draws each of its prerendered screens into a copy of dist/index.html,
// written to dist/prerendered/<path>.html for the server to send (decision 012).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const appDir = resolve(process.argv[2] ?? '.');
const entry = await import(pathToFileURL(join(appDir, 'dist-ssr', 'prerender.js')).href);
const template = readFileSync(join(appDir, 'dist', 'index.html'), 'utf8');
const out = join(appDir, 'dist', 'prerendered');
rmSync(out, { recursive: true, force: true });

const escapeHtml = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
for (const path of entry.prerenderedPaths) {
  const { html, title } = await entry.render(path);
  // The CSP allows no inline style in markup: such a screen would lose those styles in the browser.
  if (/\sstyle="/.test(html))
    throw new Error(`${path} has a style attribute in its markup; leave it out of prerenderedPaths`);
  const page = template
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    // Holds a form sent before the page is alive (decision 042; the server's CSP allows it by its
    // hash), before the stylesheet's link so that it does not wait for the stylesheet.
    .replace('</title>', () => `</title><script>${entry.headScript}</script>`);
  if (!page.includes(html)) throw new Error(`dist/index.html has no empty <div id="root"></div> to fill`);
  if (!page.includes(entry.headScript)) throw new Error('dist/index.html has no <title> to put the script after');
  const file = join(out, `${path === '/' ? 'index' : path.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${entry.prerenderedPaths.length} screen(s): ${entry.prerenderedPaths.join(' ')}`);
