/** Custom scalars of the schema. */
import type { Resolvers } from '../../generated/resolvers-types.js';
import { DateTime } from './DateTime.js';

export const scalarResolvers: Resolvers = { DateTime };
