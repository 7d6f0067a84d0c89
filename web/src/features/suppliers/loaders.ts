import type { LoaderFunctionArgs } from 'react-router';
import { BranchDeliveryDocument } from '../../core/config/BranchDelivery.generated';
import { contextOf } from '../../core/request-context';
import { AgenciesDocument } from './Agencies.generated';

export async function agenciesLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const context = contextOf(args);
  const queryRef = context.preloadQuery(AgenciesDocument, { errorPolicy: 'all' });
  // The server paints each card's delivery note as the hydrated page shows it: once the branches
  // are in, their public, cached delivery options are read before the page is rendered (one call
  // a branch). The browser asks them card by card and does not wait for them here.
  if (context.where === 'server') {
    await context.preloadQuery.toPromise(queryRef);
    const agencies = context.client.readQuery({ query: AgenciesDocument })?.agencies ?? [];
    for (const supplier of agencies.flatMap((agency) => agency.suppliers))
      context.preloadQuery(BranchDeliveryDocument, {
        variables: { supplierId: supplier.id },
        errorPolicy: 'all',
      });
  }
  return { queryRef };
}

export type AgenciesLoaderData = Awaited<ReturnType<typeof agenciesLoader>>;
