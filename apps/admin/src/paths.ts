/** Where the admin app lives on the server (spec §2: /admin); its router's paths are inside it. */
export const basename = '/admin';

/**
 * The session package speaks in site paths (/admin/…); this router's paths are inside its
 * /admin basename.
 */
export function inAdminApp(sitePath: string): string {
  return sitePath.replace(/^\/admin(?=[/?#]|$)/, '') || '/';
}
