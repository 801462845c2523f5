/**
 * An origin no address of ours can have: a path is resolved against it, and kept only if the
 * result stays on it. Any real origin would do; this one cannot be mistaken for the app's.
 */
const PROBE_ORIGIN = 'http://own-path.invalid';

/** Control characters (C0, DEL, C1): a browser drops tabs and newlines from an address, which can turn `/\t/x` into `//x`. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A path of this site, as a browser would open it, or undefined: never another site's address
 * handed in a link (`?retour=`). The browser's own rules decide, not a prefix test: it reads
 * `/\evil.example` as `//evil.example`, another site, and drops the tab of `/\t/evil.example`.
 * Read by every place that takes a return address, on the server (a redirect) as in the browser.
 */
export function ownPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || CONTROL_CHARACTER.test(value)) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  // `/..//evil.example` stays here but resolves to the path `//evil.example`, which, handed on as
  // an address, is another site: the path sent on must be one too.
  if (resolved.origin !== PROBE_ORIGIN || resolved.pathname.startsWith('//')) return undefined;
  // The path as resolved, not as given: what the visitor is sent to is what was checked.
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
