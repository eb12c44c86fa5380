// `node --import ./scripts/floor-resolve.mjs ../shared/floors/api.mjs PORT` runs the shared floor in
// place: its bare imports (hono, @hono/node-server, @electric-sql/pglite) resolve from beside the
// file, where there is no node_modules, so this hook retries them from the server package, which
// has them at the versions the product runs on.
import { register } from 'node:module';

const serverPackage = new URL('../apps/server/package.json', import.meta.url).href;

const hooks = `
let fallbackParent;
export function initialize(data) {
  fallbackParent = data.fallbackParent;
}
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return nextResolve(specifier, { ...context, parentURL: fallbackParent });
  }
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`, { data: { fallbackParent: serverPackage } });
