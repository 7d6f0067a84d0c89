/** Delivery addresses: the address book's changes, the parts kept in the legacy line, search. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { Address } from './Address.js';
import { AddressSuggestion } from './AddressSuggestion.js';
import { Mutation } from './Mutation.js';
import { Place } from './Place.js';
import { Query } from './Query.js';

export const addressResolvers: Resolvers = { Query, Mutation, Address, AddressSuggestion, Place };
