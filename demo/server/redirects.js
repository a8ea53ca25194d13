// @ts-check
// Where a sign-in may send the browser afterwards. Only paths on this site: anything else
// would make /login?destination=... an open redirect.

/**
 * Returns `destination` if it is a same-site absolute path, else '/'.
 * Rejected: other schemes and hosts, protocol-relative `//host`, `/\host` (browsers read `\`
 * as `/`), and any control character or whitespace (browsers strip tabs and newlines, so
 * `/\t/host` would become `//host`).
 * @param {unknown} destination
 */
export function safeDestination(destination) {
  if (typeof destination !== 'string' || destination.length > 2048) return '/';
  if (!destination.startsWith('/') || destination.startsWith('//')) return '/';
  if (/[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(destination)) return '/';
  // Last line of defence: the URL parser must agree it stays on this origin.
  const base = 'http://same.site.invalid';
  try {
    if (new URL(destination, base).origin !== base) return '/';
  } catch {
    return '/';
  }
  return destination;
}
