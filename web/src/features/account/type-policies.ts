/** Cache rules for the account types: the profile lives inside its account and merges into it. */
import type { TypePolicies } from '@apollo/client';

export const accountTypePolicies: TypePolicies = {
  Profile: { keyFields: false, merge: true },
};
