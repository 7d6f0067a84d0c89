import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { DebtorCardsPageDocument } from './DebtorCardsPage.generated';

export function debtorCardsLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  return { queryRef: contextOf(args).preloadQuery(DebtorCardsPageDocument, ownData) };
}

export type DebtorCardsLoaderData = ReturnType<typeof debtorCardsLoader>;
