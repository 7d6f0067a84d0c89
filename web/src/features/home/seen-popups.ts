/** The ads popups already shown on this device (`ads-v1`): each popup is shown once. */
import { createStore, useStore } from '../../app/client-state';

function restore(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

const seen = createStore<string[]>([], { key: 'ads-v1', restore });

export function markPopupSeen(id: string): void {
  seen.update((ids) => (ids.includes(id) ? ids : [...ids, id].slice(-50)));
}

export function useSeenPopups(): string[] {
  return useStore(seen);
}
