/** A short notice shown across navigation (e.g. "invalid config for market" before /basket). */
import { defineStore, pageStore, useStore } from '../../core/client-state';

const noticeStore = defineStore<string | null>(null);
/** The browser page load's instance (each request context holds its own). */
const notice = () => pageStore(noticeStore);

export function showNotice(message: string | null): void {
  notice().set(message);
}

export function useNotice(): string | null {
  return useStore(noticeStore);
}

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
