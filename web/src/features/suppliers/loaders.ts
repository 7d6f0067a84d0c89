import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { AgenciesDocument } from './Agencies.generated';

export function agenciesLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  return { queryRef: contextOf(args).preloadQuery(AgenciesDocument, { errorPolicy: 'all' }) };
}

export type AgenciesLoaderData = ReturnType<typeof agenciesLoader>;
