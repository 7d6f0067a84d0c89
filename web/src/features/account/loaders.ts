import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { ProfilePageDocument } from './ProfilePage.generated';

export function profileLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  return { queryRef: contextOf(args).preloadQuery(ProfilePageDocument, ownData) };
}

export type ProfileLoaderData = ReturnType<typeof profileLoader>;
