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
