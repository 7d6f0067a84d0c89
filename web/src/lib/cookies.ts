/**
 * The shop's first-party cookies as the browser reads and writes them, with the attributes the
 * gateway gives them too (the whole site, `SameSite=Lax`, a year unless said otherwise). A value
 * is kept as written (callers encode what needs it).
 */
export const YEAR_SECONDS = 31_536_000;

/** `name`'s value in a `Cookie` header (a request's, or `document.cookie`), or null. */
export function cookieIn(header: string | null | undefined, name: string): string | null {
  const prefix = `${name}=`;
  const pair = (header ?? '').split(/;\s*/).find((candidate) => candidate.startsWith(prefix));
  return pair === undefined ? null : pair.slice(prefix.length);
}

/** The text that sets `name` to `value` (null: removes it), for `document.cookie` or `Set-Cookie`. */
export function cookieText(
  name: string,
  value: string | null,
  maxAgeSeconds = YEAR_SECONDS,
): string {
  return value === null || value === ''
    ? `${name}=; path=/; max-age=0; samesite=lax`
    : `${name}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** This browser's cookie `name`, or null (none, or no document: a server). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = cookieIn(document.cookie, name);
  return value === '' ? null : value;
}

export function writeCookie(
  name: string,
  value: string | null,
  maxAgeSeconds = YEAR_SECONDS,
): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieText(name, value, maxAgeSeconds);
}
