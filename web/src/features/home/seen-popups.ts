/**
 * The ads popups already shown on this device (`ads-v1`): each popup is shown once, and at most
 * one a day (Johannesburg's calendar day), so choosing a branch never brings a second one.
 */
import { defineStore, pageStore, useStore } from '../../core/client-state';
import { TIME_ZONE } from '../../lib/dates';

interface SeenPopups {
  ids: string[];
  /** The day the last popup was shown, `YYYY-MM-DD` in Johannesburg. */
  day: string | null;
}

function restore(stored: unknown): SeenPopups {
  // Before the daily limit the entry was the list of ids alone.
  const record = (Array.isArray(stored) ? { ids: stored, day: null } : stored) as {
    ids?: unknown;
    day?: unknown;
  } | null;
  const ids = Array.isArray(record?.ids)
    ? record.ids.filter((id): id is string => typeof id === 'string')
    : [];
  return { ids, day: typeof record?.day === 'string' ? record.day : null };
}

const seenStore = defineStore<SeenPopups>({ ids: [], day: null }, { key: 'ads-v1', restore });
/** The browser page load's instance (each request context holds its own). */
const seen = () => pageStore(seenStore);

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

/** Today in Johannesburg, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  return dayFormat.format(now);
}

export function markPopupSeen(id: string): void {
  const day = today();
  seen().update((current) => ({
    ids: current.ids.includes(id) ? current.ids : [...current.ids, id].slice(-50),
    day,
  }));
}

/**
 * Whether this device has seen `id`, or an announcement today: what it stores, never a render's
 * snapshot (a shared page hydrates with the server's, which knows no device).
 */
export function seenOnThisDevice(id: string): boolean {
  const current = seen().get();
  return current.day === today() || current.ids.includes(id);
}

export function useSeenPopups(): SeenPopups {
  return useStore(seenStore);
}
