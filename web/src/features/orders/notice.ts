// The paths of this page load, for where "Back" goes (the shell's notice is core/shell-notice.ts).
/** The page before the current one, for "leaving /orders/ for /checkout goes to /orders". */
const visited: string[] = [];

export function notePath(pathname: string): void {
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  if (visited.length > 5) visited.shift();
}

/** Where the shopper was before `current` (which may or may not be recorded yet). */
export function previousPath(current: string): string | null {
  const last = visited[visited.length - 1];
  if (last === current) return visited[visited.length - 2] ?? null;
  return last ?? null;
}
