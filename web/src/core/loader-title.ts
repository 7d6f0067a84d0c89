/**
 * A screen's title from its loader's answer, known while the page renders: on the server (the
 * render waits for the answers) and while the page hydrates (the answers are in the restored
 * cache), so the server's HTML names the category or product as the hydrated page does
 * (docs/adr/0029). Before, the name was set by an effect after hydration, and the server's page
 * said "Category". While the answer is still on its way (a navigation in the browser), none.
 */
import type { QueryRef } from '@apollo/client/react';
import { getWrappedPromise } from '@apollo/client/react/internal';

export function answeredTitle<TData>(
  loaderData: unknown,
  pick: (data: TData) => string | null | undefined,
): string | null {
  const queryRef = (loaderData as { queryRef?: QueryRef<TData> } | undefined)?.queryRef;
  if (!queryRef) return null;
  const answer = getWrappedPromise(queryRef as never) as unknown as {
    status?: string;
    value?: { data?: TData };
  };
  if (answer.status !== 'fulfilled' || !answer.value?.data) return null;
  return pick(answer.value.data) || null;
}
