import { preloadQuery } from '../../apollo/client';
import { AgenciesDocument } from './Agencies.generated';

export function agenciesLoader() {
  return { queryRef: preloadQuery(AgenciesDocument, { errorPolicy: 'all' }) };
}

export type AgenciesLoaderData = ReturnType<typeof agenciesLoader>;
