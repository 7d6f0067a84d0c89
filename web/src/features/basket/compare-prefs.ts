/**
 * The comparison's collect-or-deliver choice, as the shopper last made it on this device, so
 * baskets compare like with like (absent until they choose: collection, which every branch
 * offers). The device's own value: local storage `compare-v1` (docs/client-values.md).
 */
import {
  defineStore,
  pageStore,
  pageStores,
  useStore,
  type ClientStores,
} from '../../core/client-state';

export type CompareDispatch = 'COLLECT' | 'DELIVER';

export interface ComparePrefs {
  dispatch?: CompareDispatch;
}

export function restoreComparePrefs(stored: unknown): ComparePrefs {
  const dispatch = (stored as ComparePrefs | null)?.dispatch;
  return dispatch === 'COLLECT' || dispatch === 'DELIVER' ? { dispatch } : {};
}

const prefsStore = defineStore<ComparePrefs>(
  {},
  { key: 'compare-v1', restore: restoreComparePrefs },
);
/** The browser page load's instance (each request context holds its own). */
const prefs = () => pageStore(prefsStore);

/** The choice kept in `stores` (the page load's by default; a server render passes its own). */
export function getComparePrefs(stores: ClientStores = pageStores()): ComparePrefs {
  return stores.of(prefsStore).get();
}

export function useComparePrefs(): ComparePrefs {
  return useStore(prefsStore);
}

export function setCompareDispatch(dispatch: CompareDispatch): void {
  prefs().update((state) => (state.dispatch === dispatch ? state : { ...state, dispatch }));
}
