/** What every route module receives: the live state, clock, settings and how to build URLs. */
import type { ShopMode } from './data/config.js';
import type { CallCounter } from './lib/call-counter.js';
import type { SimClock } from './lib/clock.js';
import type { FaultStore } from './faults.js';
import type { SimState } from './state/types.js';

export interface SimSettings {
  /** Value of the manager authorisation header. */
  managerToken: string;
  /** Secret of the payment page checksums (HMAC-SHA256). */
  paymentSecret: string;
  /** Order progress tick in ms; 0 = orders only move by `/sim/orders/{id}/advance`. */
  orderClockMs: number;
  /** The mode `GET /shopfront_config` describes now (`POST /sim/config` changes it). */
  shopMode: ShopMode;
  /** The mode the simulator started in (`POST /sim/reset` goes back to it). */
  initialShopMode: ShopMode;
}

export interface SimContext {
  state: SimState;
  calls: CallCounter;
  clock: SimClock;
  faults: FaultStore;
  settings: SimSettings;
  /** Absolute URL of a path on this simulator, as a browser reaches it (for image URLs). */
  publicUrl(path: string): string;
  /** Marks the state changed, so persistence writes it. */
  changed(): void;
  /** What `POST /sim/reset` calls last, before it answers (SimulatorOptions.onReset). */
  afterReset(): Promise<void>;
}
