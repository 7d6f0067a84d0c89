/**
 * After a mutation that changed what the account shows (wallet credit spent or refunded, a debtor
 * card charged, refunded or requested): drops the viewer's account snapshot, in memory and in
 * Redis when shared, and this request's copy, so the next read of the account is live.
 */
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';

export async function forgetAccount(
  { upstream, loaders }: Pick<GatewayContext, 'upstream' | 'loaders'>,
  viewer: SessionData,
): Promise<void> {
  await upstream.account.forget(viewer);
  loaders.account.clear(viewer.userId);
  loaders.liveAccount.clear(viewer.userId);
}
