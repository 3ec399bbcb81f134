// Where a page may send the person back to after a round trip elsewhere (a checkout started from a Pro gate): a path
// of this app and nothing else. The server takes one only if it passes, and the page that follows it checks it
// again, since the address bar can carry anything.

/** The longest return path taken; a page's path and query are far shorter. */
export const RETURN_PATH_MAX_LENGTH = 512;

// Any origin will do as the base: the path must keep it, whatever the base is.
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * True for a same-origin path such as '/reports/taxes?year=2026': one leading slash (a browser reads '//host' and
 * '/\host' as another host), no backslash, space or control character (browsers drop or turn them before reading
 * the address), nothing that a URL parser would rewrite, no fragment, and no /api address (a page, not a call).
 */
export function isSafeReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f#]/.test(path)) return false;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) return false;
  let url: URL;
  try {
    url = new URL(path, PROBE_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === PROBE_ORIGIN && `${url.pathname}${url.search}` === path;
}
