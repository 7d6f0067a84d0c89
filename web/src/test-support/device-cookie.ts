/** The value of cookie `name` as jsdom's `document.cookie` holds it, or undefined, for tests. */
export function deviceCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
