/**
 * Account mutations. Sign in, sign up and reset set the sealed session cookie with what the
 * gateway needs to call the legacy API for the shopper (user id, token, scope); sign out clears
 * it; a new password from the profile needs the current one and re-issues it. Expected refusals
 * become typed `errors`; failures stay GraphQL errors.
 */
import type { RestAccountUpdate, RestProfile } from '@shopfront/legacy-api';
import type { MutationResolvers, ProfileInput } from '../../generated/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import type { SignedIn } from '../../upstream/account-api.js';
import { legacyPaymentProvider } from '../config/enums.js';
import { badUserInput, parseLegacyId } from '../errors.js';
import { requireViewer } from './auth.js';
import { legacyLanguage } from './enums.js';
import { accountErrors, tooManyAttempts, type AccountErrorValue } from './errors.js';
import { forgetAccount } from './forget-account.js';

const MAX_TEXT = 200;

function text(value: string, argument: string, max = MAX_TEXT): string {
  if (value.length > max)
    throw badUserInput(`${argument} may be at most ${max} characters`, argument);
  return value;
}

/**
 * Starts the session of a signed-in shopper and primes this request's account loader. After a
 * password reset every earlier session of the shopper is revoked (`revokeOthers`). A visitor
 * basket on this device becomes the shopper's (basket/shopper-basket.ts `adopt`).
 */
async function signInAs(context: GatewayContext, signedIn: SignedIn, revokeOthers = false) {
  const userId = signedIn.account.id;
  await context.session.set(
    { userId, authToken: signedIn.authToken, scope: context.accountScope },
    { revokeOthers },
  );
  context.loaders.account.clear(userId).prime(userId, signedIn.account);
  await context.basket.adopt();
  return { userId };
}

/**
 * Proof that whoever asks for a new password knows the current one, so a stolen session cookie
 * cannot lock the shopper out: the legacy API signs in with the shopper's own number (read live,
 * in case another session changed it) and `currentPassword`. The check counts as a sign-in
 * attempt for the number. The refusal to return, or null when the password is right.
 *
 * The session keeps its legacy token: the check's sign-in opens a second legacy session without
 * ending the first, and a profile update ends none, so the check's token is simply dropped.
 */
async function checkCurrentPassword(
  context: GatewayContext,
  viewer: SessionData,
  currentPassword: string | null | undefined,
): Promise<AccountErrorValue[] | null> {
  if (!currentPassword) {
    return [
      {
        __typename: 'AccountInputError',
        message: 'Enter your current password to set a new one',
      },
    ];
  }
  const password = text(currentPassword, 'input.currentPassword');
  const { login } = await context.loaders.liveAccount.load(viewer.userId);
  const wait = await context.attempts('signIn', login);
  if (wait !== null) return [tooManyAttempts(wait)];
  const result = await context.upstream.account.signIn(login, password);
  if (result.ok) {
    await context.upstream.account.forget({ ...viewer, authToken: result.value.authToken });
    // The number is the shopper's own, so this cannot happen; never accept another account.
    if (result.value.account.id === viewer.userId) return null;
  }
  const errors = result.ok ? [] : accountErrors(result.messages);
  if (errors.every((error) => error.__typename === 'WrongPasswordError')) {
    return [{ __typename: 'WrongPasswordError', message: 'The current password is wrong' }];
  }
  return errors;
}

function profileUpdate(input: ProfileInput): Partial<RestProfile> {
  const profile: Partial<RestProfile> = {};
  if (input.smsMarketing != null) profile.sms_marketing = input.smsMarketing;
  if (input.businessName !== undefined) profile.business_name = input.businessName;
  if (input.occupation !== undefined) profile.occupation = input.occupation;
  if (input.language != null) profile.language = legacyLanguage(input.language);
  if (input.favouredSupplierIds != null) {
    profile.favoured_suppliers = input.favouredSupplierIds.map((id, index) =>
      parseLegacyId(id, `input.profile.favouredSupplierIds[${index}]`),
    );
  }
  if (input.favouredNewSuppliers != null)
    profile.favoured_new_suppliers = input.favouredNewSuppliers;
  if (input.favouredPaymentProviders != null) {
    profile.favoured_payment_providers = input.favouredPaymentProviders.map(legacyPaymentProvider);
  }
  if (input.bank !== undefined) profile.bank = input.bank;
  if (input.address !== undefined) profile.address = input.address;
  return profile;
}

export const Mutation: MutationResolvers = {
  signIn: async (_parent, { input }, context) => {
    const login = text(input.login.trim(), 'input.login', 40);
    const password = text(input.password, 'input.password');
    const wait = await context.attempts('signIn', login);
    if (wait !== null) return { viewer: null, errors: [tooManyAttempts(wait)] };
    const result = await context.upstream.account.signIn(login, password);
    if (!result.ok) return { viewer: null, errors: accountErrors(result.messages) };
    return { viewer: await signInAs(context, result.value), errors: [] };
  },

  signUp: async (_parent, { input }, context) => {
    const result = await context.upstream.account.signUp({
      login: text(input.login.trim(), 'input.login', 40),
      password: text(input.password, 'input.password'),
      first_name: text(input.firstName, 'input.firstName'),
      last_name: text(input.lastName, 'input.lastName'),
      profile: {
        business_name: input.businessName ?? null,
        occupation: input.occupation ?? null,
        language: input.language ? legacyLanguage(input.language) : 'en',
        favoured_suppliers: (input.favouredSupplierIds ?? []).map((id, index) =>
          parseLegacyId(id, `input.favouredSupplierIds[${index}]`),
        ),
        terms: input.acceptTerms,
      },
    });
    if (!result.ok) return { viewer: null, errors: accountErrors(result.messages) };
    await context.basket.forgetAccount(result.value.account.id);
    return { viewer: await signInAs(context, result.value), errors: [] };
  },

  signOut: async (_parent, _args, { session, upstream }) => {
    if (session.data) await upstream.account.forget(session.data);
    await session.clear();
    return { signedOut: true };
  },

  forgotPassword: async (_parent, { input }, { upstream, attempts }) => {
    const login = text(input.login.trim(), 'input.login', 40);
    const wait = await attempts('resetRequest', login);
    if (wait !== null) return { message: null, errors: [tooManyAttempts(wait)] };
    const result = await upstream.account.forgotPassword(login);
    if (!result.ok) return { message: null, errors: accountErrors(result.messages) };
    return { message: result.value.message, errors: [] };
  },

  validateResetCode: async (_parent, { input }, { upstream, attempts }) => {
    const login = text(input.login.trim(), 'input.login', 40);
    const code = text(input.code.trim(), 'input.code', 40);
    const wait = await attempts('resetCode', login);
    if (wait !== null) return { resetToken: null, errors: [tooManyAttempts(wait)] };
    const result = await upstream.account.validateToken(login, code);
    if (!result.ok) {
      return {
        resetToken: null,
        errors: result.messages.map((message) => ({
          __typename: 'InvalidResetCodeError' as const,
          message,
        })),
      };
    }
    return { resetToken: result.value, errors: [] };
  },

  resetPassword: async (_parent, { input }, context) => {
    const result = await context.upstream.account.resetPassword(
      text(input.resetToken, 'input.resetToken'),
      text(input.password, 'input.password'),
    );
    if (!result.ok) return { viewer: null, errors: accountErrors(result.messages) };
    return { viewer: await signInAs(context, result.value, true), errors: [] };
  },

  updateProfile: async (_parent, { input }, context) => {
    const { session, upstream, loaders } = context;
    const viewer = requireViewer(session);
    // Never sends addresses, full_name or push_subscriptions.
    const update: RestAccountUpdate = {};
    if (input.password != null) {
      update.password = text(input.password, 'input.password');
      const refused = await checkCurrentPassword(context, viewer, input.currentPassword);
      if (refused) return { account: null, errors: refused };
    }
    if (input.firstName != null) update.first_name = text(input.firstName, 'input.firstName');
    if (input.lastName != null) update.last_name = text(input.lastName, 'input.lastName');
    if (input.login != null) update.login = text(input.login.trim(), 'input.login', 40);
    if (input.idNumber != null) update.id_number = text(input.idNumber, 'input.idNumber', 20);
    if (input.businessAddress != null) {
      update.business_address_1 = text(input.businessAddress, 'input.businessAddress');
    }
    if (input.profile) update.profile = profileUpdate(input.profile);
    const result = await upstream.account.update(viewer, update);
    if (!result.ok) return { account: null, errors: accountErrors(result.messages) };
    loaders.account.clear(viewer.userId).prime(viewer.userId, result.value);
    // A new password signs out every other session of the shopper, as a reset does; this one
    // carries on, re-issued, with the same legacy token (the legacy API keeps it valid).
    if (update.password !== undefined) await session.set(viewer, { revokeOthers: true });
    return { account: result.value, errors: [] };
  },

  requestDebtorCard: async (_parent, { input }, context) => {
    const viewer = requireViewer(context.session);
    const result = await context.upstream.account.requestDebtorCard(
      viewer,
      parseLegacyId(input.supplierId, 'input.supplierId'),
    );
    if (!result.ok) {
      return { debtorCard: null, errors: result.messages.map((message) => ({ message })) };
    }
    // The account's debtor cards changed: read it afresh next time.
    await forgetAccount(context, viewer);
    return { debtorCard: result.value, errors: [] };
  },
};
