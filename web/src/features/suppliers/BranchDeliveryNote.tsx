/**
 * A branch card's delivery note: "Collection only" for a branch with no delivery option, else the
 * fee its delivery starts from (its options' base fee, from its client configuration: the fee to
 * an address adds the distance, and a basket over the branch's free-delivery amount pays nothing,
 * an amount the legacy API does not tell; see ADR 0052). One public, cached call per branch: the
 * server render of the branches page reads them first (its loader), so the server's page says
 * what the hydrated one does; elsewhere the server shows what its cache holds and the browser asks
 * each card's after the page has loaded.
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';
import { useOptionalRequestContext } from '../../core/request-context';
import { formatMoney } from '../../lib/money';
import { BranchDeliveryDocument } from '../../core/config/BranchDelivery.generated';

interface DispatchOption {
  method: 'COLLECT' | 'DELIVER';
  shippingCostInCents: number;
}

export function BranchDeliveryNote({ supplierId }: { supplierId: string }) {
  const config = useAppConfig();
  const onServer = useOptionalRequestContext()?.where === 'server';
  const { data } = useQuery(BranchDeliveryDocument, {
    variables: { supplierId },
    // The server never fetches a card's note while rendering: it has it or leaves it out.
    fetchPolicy: onServer ? 'cache-only' : 'cache-first',
  });
  const dispatch = data?.clientConfig.dispatch;
  if (!dispatch) return null;
  return (
    <BranchDeliveryNoteView
      dispatch={dispatch}
      money={(cents) => formatMoney(cents, config.currencySymbol)}
    />
  );
}

export function BranchDeliveryNoteView({
  dispatch,
  money,
}: {
  dispatch: readonly DispatchOption[];
  money: (cents: number) => string;
}) {
  const fees = dispatch
    .filter((option) => option.method === 'DELIVER')
    .map((option) => option.shippingCostInCents);
  if (fees.length === 0)
    return (
      <p className="supplier-delivery">
        <span className="label">
          <Trans>Collection only</Trans>
        </span>
      </p>
    );
  const fee = money(Math.min(...fees));
  return (
    <p className="supplier-delivery">
      <Trans>Delivery from {fee}</Trans>
    </p>
  );
}
