/**
 * Mutations that place, change or pay for an order run once per idempotency key: a repeat, on
 * any replica, gets the first result and sends nothing upstream again.
 */
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import type { Outcome } from '../../upstream/errors.js';
import { forgetAccount } from '../account/forget-account.js';
import { badUserInput } from '../errors.js';

/** Thrown inside idempotent work so a refusal is not remembered (the shopper may fix and retry). */
export class Refused extends Error {
  constructor(readonly messages: string[]) {
    super('refused');
  }
}

export function idempotencyKey(value: string, argument: string): string {
  if (!/^[\w.:-]{8,128}$/.test(value)) {
    throw badUserInput(
      `${argument} must be 8 to 128 letters, digits, "-", "_", "." or ":"`,
      argument,
    );
  }
  return value;
}

/** Runs `work` once per (viewer, key); refusals are returned, not remembered. */
export async function onceOrRefused<T>(
  context: GatewayContext,
  kind: string,
  viewer: SessionData,
  key: string,
  work: () => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  try {
    const value = await context.idempotency.once(`${kind}:${viewer.userId}`, key, async () => {
      const result = await work();
      if (!result.ok) throw new Refused(result.messages);
      return result.value;
    });
    // Orders and payments may spend credit: the account snapshot is read afresh next time.
    await forgetAccount(context, viewer);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, messages: error.messages };
    // The legacy API may have taken the call before it failed.
    await forgetAccount(context, viewer);
    throw error;
  }
}
