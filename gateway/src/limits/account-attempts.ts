/**
 * Limits on guessing a shopper's secrets, per mobile number, whatever the address, session or
 * spelling of the number the guesses come from: sign-in attempts and reset-code attempts per
 * 15 minutes, and reset requests per hour (each sends an SMS, and each code stays a live chance
 * to guess). The per-IP limit alone let one address try about 12 000 reset codes in the half
 * hour a code lives.
 *
 * Every attempt counts, the right one too: the answer then says nothing about the secret, and
 * a locked number is refused before the legacy API is asked. The counters live in the rate
 * limiter's store (rate-limit.ts: Redis when configured, so replicas share them; requests pass
 * if Redis fails, as for the other limits).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountAttemptLimits } from '../config.js';

export type { AccountAttemptLimits };

export type AttemptKind = keyof AccountAttemptLimits;

const WINDOW_MS: Record<AttemptKind, number> = {
  signIn: 15 * 60_000,
  resetCode: 15 * 60_000,
  resetRequest: 60 * 60_000,
};

/** Counts one attempt; the seconds to wait when it is over the limit, else null. */
export type AttemptCheck = (kind: AttemptKind, login: string) => Promise<number | null>;

/**
 * One number, however it is written: `083 123 4567`, `0831234567` and `+27831234567` are the
 * same shopper. Hashed, so no phone number sits in Redis.
 */
export function attemptKey(kind: AttemptKind, login: string): string {
  const digits = login.replace(/\D/g, '');
  const number =
    digits.length >= 9 ? digits.replace(/^27(?=\d{9}$)/, '0') : login.trim().toLowerCase();
  return `attempts:${kind}:${createHash('sha256').update(number).digest('base64url').slice(0, 22)}`;
}

/**
 * The check for one request. Needs @fastify/rate-limit registered in `app`'s context (the rate
 * limit plugin does that for the API routes).
 */
export function accountAttempts(
  app: FastifyInstance,
  limits: AccountAttemptLimits,
): (request: FastifyRequest) => AttemptCheck {
  // The limiter takes its key from the request; this one is set just before each check, and
  // read synchronously when the check starts, so concurrent requests cannot mix them up.
  let nextKey = '';
  const checks = new Map(
    (Object.keys(WINDOW_MS) as AttemptKind[])
      .filter((kind) => limits[kind] > 0)
      .map((kind) => [
        kind,
        app.createRateLimit({
          max: limits[kind],
          timeWindow: WINDOW_MS[kind],
          keyGenerator: () => nextKey,
        }),
      ]),
  );
  return (request) => async (kind, login) => {
    const check = checks.get(kind);
    if (!check) return null;
    nextKey = attemptKey(kind, login);
    const result = await check(request);
    return result.isAllowed || !result.isExceeded ? null : result.ttlInSeconds;
  };
}
