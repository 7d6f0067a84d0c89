/** Account and debtor card domain: the viewer, profile, addresses, debtor cards, sessions. */
import type { AccountErrorResolvers, Resolvers } from '../../generated/resolvers-types.js';
import { Account, DebtorCard, Profile } from './Account.js';
import { Mutation } from './Mutation.js';
import { Query } from './Query.js';
import { Viewer } from './Viewer.js';

/** Every error object is built with its `__typename` (see `errors.ts`). */
const AccountError: AccountErrorResolvers = {
  __resolveType: (error) => error.__typename ?? null,
};

export const accountResolvers: Resolvers = {
  Query,
  Mutation,
  Viewer,
  Account,
  Profile,
  DebtorCard,
  AccountError,
};
