/**
 * Account calls, v1 and v2 (same behaviour): sign up and in with a mobile number, the forgot /
 * validate / reset password flow through the outbox, and profile updates. `{scope}` is any
 * non-empty string (the gateway sends `shopfront`).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RestAccountUpdate, RestSignUpPayload } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { assertSelf, defineRoute } from '../lib/define-route.js';
import { badRequest, unprocessable } from '../lib/http-errors.js';
import { hashPassword, passwordMatches } from '../lib/passwords.js';
import { isRecord, objectBody } from '../lib/query.js';
import { isoSast } from '../lib/time.js';
import { toRestAccount } from '../present/account.js';
import {
  LANGUAGES,
  findByLogin,
  loginErrors,
  normaliseMobile,
  openSession,
  passwordErrors,
  randomSalt,
} from '../rules/accounts.js';
import { nextId } from '../state.js';
import type { AccountRecord } from '../state/types.js';

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

function signUpErrors(ctx: SimContext, body: Partial<RestSignUpPayload>): string[] {
  const errors = [...loginErrors(body.login), ...passwordErrors(body.password)];
  if (typeof body.first_name !== 'string' || !body.first_name.trim())
    errors.push('First name: Required');
  if (typeof body.last_name !== 'string' || !body.last_name.trim())
    errors.push('Last name: Required');
  if (!isRecord(body.profile) || body.profile.terms !== true)
    errors.push('You must accept the terms and conditions');
  if (isRecord(body.profile) && body.profile.language && !LANGUAGES.includes(body.profile.language))
    errors.push('Language must be en, af or fr');
  if (typeof body.login === 'string' && findByLogin(ctx, body.login))
    errors.push('This mobile number is already registered');
  return errors;
}

function applyUpdate(ctx: SimContext, account: AccountRecord, update: RestAccountUpdate): void {
  const errors: string[] = [];
  if (update.login !== undefined) {
    errors.push(...loginErrors(update.login));
    const other = findByLogin(ctx, update.login);
    if (other && other.id !== account.id) errors.push('This mobile number is already registered');
  }
  if (update.password !== undefined) errors.push(...passwordErrors(update.password));
  if (update.first_name !== undefined && !update.first_name.trim())
    errors.push('First name: Required');
  if (update.last_name !== undefined && !update.last_name.trim())
    errors.push('Last name: Required');
  if (update.profile?.language !== undefined && !LANGUAGES.includes(update.profile.language))
    errors.push('Language must be en, af or fr');
  if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);

  if (update.login !== undefined) account.login = normaliseMobile(update.login) ?? account.login;
  if (update.password !== undefined) {
    account.passwordSalt = randomSalt();
    account.passwordHash = hashPassword(update.password, account.passwordSalt);
  }
  if (update.first_name !== undefined) account.firstName = update.first_name.trim();
  if (update.last_name !== undefined) account.lastName = update.last_name.trim();
  if (update.id_number !== undefined) account.idNumber = update.id_number || null;
  if (update.business_address_1 !== undefined)
    account.businessAddress1 = update.business_address_1 || null;
  if (update.profile) account.profile = { ...account.profile, ...update.profile };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: SimContext): void {
  for (const v of ['v1', 'v2'] as const) {
    defineRoute(app, `POST /api/${v}/account/{scope}/sign_in`, ({ body }) => {
      const { login, password } = objectBody(body);
      const errors = [...loginErrors(login), ...passwordErrors(password)].filter(
        (message) => !message.startsWith('Password must'),
      );
      if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);
      const account = findByLogin(ctx, String(login));
      if (
        !account ||
        !passwordMatches(String(password), account.passwordSalt, account.passwordHash)
      )
        throw unprocessable('Invalid mobile number or password');
      return {
        status: 'ok',
        account: toRestAccount(ctx, account),
        auth_token: openSession(ctx, account),
      };
    });

    defineRoute(app, `POST /api/${v}/account/{scope}/sign_up`, ({ body }, reply) => {
      const payload = objectBody(body) as Partial<RestSignUpPayload>;
      const errors = signUpErrors(ctx, payload);
      if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);
      const now = ctx.clock.now();
      const salt = randomSalt();
      const profile = payload.profile;
      const account: AccountRecord = {
        id: nextId(ctx.state, 'account'),
        login: normaliseMobile(String(payload.login)) ?? '',
        passwordSalt: salt,
        passwordHash: hashPassword(String(payload.password), salt),
        firstName: String(payload.first_name).trim(),
        lastName: String(payload.last_name).trim(),
        creditInCents: 0,
        idNumber: null,
        businessAddress1: null,
        demo: false,
        betaTester: false,
        profile: {
          sms_marketing: false,
          terms: true,
          business_name: profile?.business_name ?? null,
          occupation: profile?.occupation ?? null,
          language: profile?.language || 'en',
          favoured_suppliers: Array.isArray(profile?.favoured_suppliers)
            ? profile.favoured_suppliers
            : [],
          favoured_new_suppliers: false,
          favoured_payment_providers: [],
          bank: null,
          address: null,
        },
        createdAt: now,
      };
      ctx.state.accounts.push(account);
      reply.code(201);
      return {
        status: 'ok',
        account: toRestAccount(ctx, account),
        auth_token: openSession(ctx, account),
      };
    });

    defineRoute(app, `POST /api/${v}/account/{scope}/forgot_password`, ({ body }) => {
      const { login } = objectBody(body);
      const errors = loginErrors(login);
      if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);
      const account = findByLogin(ctx, String(login));
      if (account) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const now = ctx.clock.now();
        ctx.state.resetTokens.push({
          id: randomBytes(12).toString('hex'),
          userId: account.id,
          code,
          expiresAt: now + RESET_TOKEN_TTL_MS,
          validated: false,
          used: false,
        });
        ctx.state.outbox.push({
          id: nextId(ctx.state, 'outbox'),
          channel: 'sms',
          to: account.login,
          body: `Shopfront: your password reset code is ${code}. It expires in 30 minutes.`,
          token_code: code,
          created_at: isoSast(now),
        });
      }
      // Same answer whether or not the number is registered, so numbers cannot be probed.
      return {
        status: 'ok',
        message: 'If this number is registered, we sent a reset code by SMS',
      };
    });

    defineRoute(app, `POST /api/${v}/account/{scope}/validate_token`, ({ body }) => {
      const { login, token_code: code } = objectBody(body);
      if (typeof login !== 'string' || typeof code !== 'string' || !code)
        throw badRequest('login and token_code are required');
      const account = findByLogin(ctx, login);
      const now = ctx.clock.now();
      const token = account
        ? [...ctx.state.resetTokens]
            .reverse()
            .find((t) => t.userId === account.id && t.code === code.trim() && !t.used)
        : undefined;
      if (!token || token.expiresAt <= now)
        throw unprocessable('The code is invalid or has expired');
      token.validated = true;
      return { status: 'ok', token_id: token.id, message: 'Code accepted: choose a new password' };
    });

    defineRoute(app, `POST /api/${v}/account/{scope}/reset_password`, ({ body }) => {
      const { token_id: tokenId, password } = objectBody(body);
      const token = ctx.state.resetTokens.find((t) => t.id === tokenId);
      if (!token || !token.validated || token.used || token.expiresAt <= ctx.clock.now())
        throw unprocessable('The reset link is invalid or has expired');
      const errors = passwordErrors(password);
      if (errors.length) throw unprocessable(errors[0] ?? 'Invalid', errors);
      const account = ctx.state.accounts.find((candidate) => candidate.id === token.userId);
      if (!account) throw unprocessable('The reset link is invalid or has expired');
      token.used = true;
      account.passwordSalt = randomSalt();
      account.passwordHash = hashPassword(String(password), account.passwordSalt);
      // A reset signs out every other session of the account.
      for (const [key, userId] of Object.entries(ctx.state.sessions)) {
        if (userId === account.id) delete ctx.state.sessions[key];
      }
      return {
        status: 'ok',
        account: toRestAccount(ctx, account),
        auth_token: openSession(ctx, account),
      };
    });

    defineRoute(
      app,
      `PATCH /api/${v}/account/{scope}/{id}/update`,
      ({ params, body, user }) => {
        assertSelf(ctx, user, params.id);
        const { account: update } = objectBody(body);
        if (update !== undefined && !isRecord(update))
          throw badRequest('account must be an object');
        applyUpdate(ctx, user, (update ?? {}) as RestAccountUpdate);
        return { status: 'ok', account: toRestAccount(ctx, user) };
      },
      { auth: 'user' },
    );
  }
}
