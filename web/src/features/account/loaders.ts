import { preloadQuery } from '../../apollo/client';
import { ownData } from '../../core/route-loaders';
import { ProfilePageDocument } from './ProfilePage.generated';

export function profileLoader() {
  return { queryRef: preloadQuery(ProfilePageDocument, ownData) };
}

export type ProfileLoaderData = ReturnType<typeof profileLoader>;
