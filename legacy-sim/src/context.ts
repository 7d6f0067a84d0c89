/** What every route module receives: the live state, the call counter and how to build URLs. */
import type { CallCounter } from './lib/call-counter.js';
import type { SimState } from './state.js';

export interface SimContext {
  state: SimState;
  calls: CallCounter;
  /** Absolute URL of a path on this simulator, as a browser reaches it (for image URLs). */
  publicUrl(path: string): string;
}
