import type { LoaderFunctionArgs } from 'react-router';
import { isDataFree } from '../../core/config/data-free';
import { ShopConfigDocument } from '../../core/config/ShopConfig.generated';
import { RootCategoriesDocument } from '../catalogue/RootCategories.generated';
import { contextOf } from '../../core/request-context';
import { startUsuals } from '../usuals/usuals-loader';
import { adsInTime } from './ads-in-time';
import { AdPopupsDocument } from './AdPopups.generated';
import { HomePageDocument } from './HomePage.generated';

export async function homeLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const request = contextOf(args);
  const { client, preloadQuery, branch } = request;
  const supplierId = branch()?.id;
  const mode = client.readQuery({ query: ShopConfigDocument })?.shopConfig?.mode;
  // In agency mode the home page asks for a branch first.
  if (mode === 'AGENCY' && !supplierId) return { queryRef: null, adsRef: null, adsInTime: null };
  const variables = { supplierId: supplierId ?? null };
  // The categories start here too, so the top of the page can wait for its three answers and
  // appear at once: nothing above the categories moves after they show (no layout shift).
  void client.query({ query: RootCategoriesDocument, variables }).catch(() => undefined);
  const queryRef = preloadQuery(HomePageDocument, {
    variables: { supplierId },
    errorPolicy: 'all',
  });
  // Ads are pictures: none in data-free mode.
  const adsRef = isDataFree()
    ? null
    : preloadQuery(AdPopupsDocument, { variables, errorPolicy: 'all' });
  const inTime = adsRef ? adsInTime(preloadQuery, adsRef, queryRef) : null;
  // A signed-in shopper's usuals: last, as on the server it waits for their orders.
  await startUsuals(request, supplierId);
  return { queryRef, adsRef, adsInTime: inTime };
}

export type HomeLoaderData = Awaited<ReturnType<typeof homeLoader>>;
