/**
 * The session package speaks in site paths (/admin/…); this router's paths are inside its
 * /admin basename.
 */
export function inAdminApp(sitePath: string): string {
  return sitePath.replace(/^\/admin(?=[/?#]|$)/, '') || '/';
}
