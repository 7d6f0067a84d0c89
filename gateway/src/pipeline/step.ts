/**
 * One step of the gateway's Apollo plugin (index.ts): Apollo's request hooks, synchronous where
 * the step has nothing to wait for, so the plugin awaits only what is really asynchronous.
 */
import type { GraphQLRequestListener } from '@apollo/server';
import type { GatewayContext } from '../context.js';

type Listener = GraphQLRequestListener<GatewayContext>;
type Hook<Name extends keyof Listener> = NonNullable<Listener[Name]>;
type Synchronous<F> = F extends (...args: infer A) => unknown ? (...args: A) => void : never;
type MaybeAsync<F> = F extends (...args: infer A) => unknown
  ? (...args: A) => void | Promise<void>
  : never;

export interface PipelineStep {
  /**
   * After parsing, before validation (only for a text Apollo has not validated before). May
   * replace `requestContext.document`, which Apollo then validates and keeps for that text; must
   * not throw (Apollo answers an error thrown here with a 500).
   */
  validationDidStart?: Synchronous<Hook<'validationDidStart'>>;
  /** Throws to refuse the request (Apollo answers with the error). */
  didResolveOperation?: Synchronous<Hook<'didResolveOperation'>>;
  didEncounterErrors?: MaybeAsync<Hook<'didEncounterErrors'>>;
  willSendResponse?: Synchronous<Hook<'willSendResponse'>>;
}
