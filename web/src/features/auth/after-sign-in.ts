/**
 * Where to go after signing in: back to the page that sent the visitor to /login (router state
 * `{ from }`, a Location or a path), else home. Only paths inside the app are followed, so a
 * crafted state cannot send anyone to another site, and never back to a sign-in or sign-out page.
 */

const HOME = '/';
const NOT_AFTER_SIGN_IN = new Set(['/login', '/logout', '/signup', '/reset-password']);

interface PathParts {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function pathOf(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as PathParts;
  if (typeof pathname !== 'string') return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

export function afterSignInPath(routerState: unknown): string {
  const from =
    typeof routerState === 'object' && routerState !== null ? (routerState as { from?: unknown }).from : null;
  const path = pathOf(from);
  // One leading slash: '//evil.example' and '/\evil.example' are addresses of other hosts.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return HOME;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return NOT_AFTER_SIGN_IN.has(normalised.toLowerCase()) ? HOME : path;
}
