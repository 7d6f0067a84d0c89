/**
 * The short notice the shell shows across navigation, whichever feature has something to say
 * (e.g. "invalid config for market" before /basket, an Add the shop could not make).
 */
import { defineStore, pageStore, useStore } from './client-state';

const noticeStore = defineStore<string | null>(null);
/** The browser page load's instance (each request context holds its own). */
const notice = () => pageStore(noticeStore);

export function showNotice(message: string | null): void {
  notice().set(message);
}

export function useNotice(): string | null {
  return useStore(noticeStore);
}
