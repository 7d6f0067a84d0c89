/** Legacy refusal messages to the typed `AccountError`s of the schema. */
import type { ResolversInterfaceTypes, ResolversTypes } from '../../generated/resolvers-types.js';

export type AccountErrorValue = ResolversInterfaceTypes<ResolversTypes>['AccountError'];

export function accountErrors(messages: string[]): AccountErrorValue[] {
  return messages.map((message) => {
    if (/invalid mobile number or password|wrong password/i.test(message)) {
      return { __typename: 'WrongPasswordError', message };
    }
    if (/already registered|already (in use|taken)/i.test(message)) {
      return { __typename: 'LoginTakenError', message };
    }
    if (/(code|token|reset link).*(invalid|expired)/i.test(message)) {
      return { __typename: 'InvalidResetCodeError', message };
    }
    return { __typename: 'AccountInputError', message };
  });
}

/** A number over its attempt limit (limits/account-attempts.ts), waiting `seconds`. */
export function tooManyAttempts(seconds: number): AccountErrorValue {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    __typename: 'TooManyAttemptsError',
    message: `Too many attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    retryAfterSeconds: seconds,
  };
}
