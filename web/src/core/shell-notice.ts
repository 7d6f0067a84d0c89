/**
 * The short notice the shell shows across navigation, whichever feature has something to say
 * (e.g. "invalid config for market" before /basket, an Add the shop could not make).
 */
import { defineStore, pageStore, useStore } from './client-state';

interface Shown {
  message: string;
  /** What the notice is about, for the feature that may take it back (`withdrawNotice`). */
  about?: string;
}

const noticeStore = defineStore<Shown | null>(null);
/** The browser page load's instance (each request context holds its own). */
const notice = () => pageStore(noticeStore);

export function showNotice(message: string | null, about?: string): void {
  notice().set(message === null ? null : { message, about });
}

/** Takes back the notice about `about`, which no longer holds; any other notice stays. */
export function withdrawNotice(about: string): void {
  if (notice().get()?.about === about) notice().set(null);
}

export function useNotice(): string | null {
  return useStore(noticeStore)?.message ?? null;
}
