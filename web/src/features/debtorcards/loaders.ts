import { preloadQuery } from '../../apollo/client';
import { ownData } from '../../core/route-loaders';
import { DebtorCardsPageDocument } from './DebtorCardsPage.generated';

export function debtorCardsLoader() {
  return { queryRef: preloadQuery(DebtorCardsPageDocument, ownData) };
}

export type DebtorCardsLoaderData = ReturnType<typeof debtorCardsLoader>;
