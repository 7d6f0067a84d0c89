/** Account rules: South African mobile logins, password length, sign-up fields and sessions. */
import { randomBytes } from 'node:crypto';
import type { SimContext } from '../context.js';
import type { AccountRecord } from '../state/types.js';

export const PASSWORD_MIN_LENGTH = 6;
export const LANGUAGES = ['en', 'af', 'fr'];

/** `+27 82 123 4567`, `27821234567` and `082-123-4567` all become `0821234567`; null if invalid. */
export function normaliseMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  const local = digits.startsWith('27') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
  return /^0[6-8]\d{8}$/.test(local) ? local : null;
}

/** Form messages for a login (mobile number). */
export function loginErrors(login: unknown): string[] {
  if (typeof login !== 'string' || !login.trim()) return ['A mobile phone number is required'];
  return normaliseMobile(login) ? [] : ['Invalid mobile phone number'];
}

export function passwordErrors(password: unknown): string[] {
  if (typeof password !== 'string' || !password) return ['Password: Required'];
  return password.length < PASSWORD_MIN_LENGTH
    ? [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]
    : [];
}

export function findByLogin(ctx: SimContext, login: string): AccountRecord | undefined {
  const normalised = normaliseMobile(login);
  return normalised
    ? ctx.state.accounts.find((account) => account.login === normalised)
    : undefined;
}

/** A new bearer token for the account. */
export function openSession(ctx: SimContext, account: AccountRecord): string {
  const token = `sim_${randomBytes(18).toString('base64url')}`;
  ctx.state.sessions[token] = account.id;
  return token;
}

export function randomSalt(): string {
  return randomBytes(8).toString('hex');
}
