/**
 * Where a form goes back to: the path it asked for (`returnTo`) when it is a path of this shop,
 * never another site (`//evil`, `/\evil`, `https://evil`); else `fallback`.
 */
export function returnPath(asked: string | null, fallback: string): string {
  if (!asked || asked.length > 2000 || !asked.startsWith('/') || asked.includes('\\'))
    return fallback;
  const base = 'http://shop.invalid';
  try {
    const url = new URL(asked, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
