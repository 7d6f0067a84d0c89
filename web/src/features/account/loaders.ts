import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { configFromQuery } from '../../core/config/app-config';
import { ShopConfigDocument } from '../../core/config/ShopConfig.generated';
import { NearbyBranchesDocument } from './NearbyBranches.generated';
import { ProfilePageDocument } from './ProfilePage.generated';

export function profileLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  return { queryRef: contextOf(args).preloadQuery(ProfilePageDocument, ownData) };
}

export type ProfileLoaderData = ReturnType<typeof profileLoader>;

/**
 * `/register`: on the server, the branches to favour (near the shop's default position) are in
 * the render's cache, so the rendered form offers them without the scripts. In the browser the
 * form asks for them itself. Never fails the page: without them the form still registers.
 */
export async function registerLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  const { where, client } = contextOf(args);
  if (where === 'browser') return null;
  try {
    const { data } = await client.query({ query: ShopConfigDocument });
    const { defaultPosition } = configFromQuery(data);
    await client.query({
      query: NearbyBranchesDocument,
      variables: { lat: defaultPosition.lat, lon: defaultPosition.lon },
    });
  } catch {
    // The form offers no branches then; registering works without them.
  }
  return null;
}
