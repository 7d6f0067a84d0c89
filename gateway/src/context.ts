/** What every resolver receives: this request's loaders and a request id for logs. */
import type { Loaders } from './loaders/index.js';

export interface GatewayContext {
  requestId: string;
  loaders: Loaders;
}
