/**
 * The dispatch step's choices: collect at the branch or one of its delivery options with this
 * basket's fee when known (else what it depends on, or the cost it starts from), each with one line saying how the order comes and what decides the fee. A basket with stokvel offers is offered collection only, and told why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useEarlyRadio } from '../../ui/use-early-radio';
import { WHERE_YOU_ARE } from '../../core/where-you-are';
import type { DispatchMethod, ShippingProvider } from '../../generated/types';
import type { BasketDelivery } from '../basket/delivery-fee';
import type { DeliveryPoint } from '../basket/delivery-point';
import { dispatchOptionsFor, STOKVEL_COLLECTED } from './stokvel';

export interface DispatchOption {
  method: DispatchMethod;
  shippingProvider: ShippingProvider;
  shippingCostInCents: number;
}

/**
 * A delivery option's cost is its base fee: the fee for the address (on the confirmation) adds
 * the distance beyond the first kilometres, so the option says where it starts.
 */
function FromPrice({ price }: { price: string }) {
  return <Trans>from {price}</Trans>;
}

/**
 * A delivery option's price: this basket's fee to where it goes when the legacy comparison gave
 * it (Free for a basket the branch delivers free: the base fee would say "from R 45.00" for it),
 * else that it depends on the address; the base fee ("from") only when nothing better is known.
 */
function DeliveryPrice({
  base,
  delivery,
  money,
}: {
  base: number;
  delivery: BasketDelivery | null | undefined;
  money: (cents: number) => string;
}) {
  if (!delivery || delivery.status === 'collection-only') return <FromPrice price={money(base)} />;
  if (delivery.status === 'loading') return null;
  if (delivery.status === 'fee')
    return delivery.feeInCents === 0 ? <Trans>Free</Trans> : <>{money(delivery.feeInCents)}</>;
  if (delivery.status === 'not-there') return <Trans>Does not deliver there</Trans>;
  return <Trans>Fee for your address</Trans>;
}

/** Where the fees above are for, once they are this basket's. */
function FeesFor({ point }: { point: DeliveryPoint }) {
  if (point.kind === 'address' || point.kind === 'place') {
    const where = point.name;
    return <Trans>Delivery fees for this basket to {where}.</Trans>;
  }
  return <Trans>Delivery fees for this basket to where you are.</Trans>;
}

export function DispatchOptions({
  options,
  delivery,
  stokvel,
  chosen,
  branchName,
  money,
  onChoose,
}: {
  options: DispatchOption[];
  /** What is known of this basket's delivery fee (useBasketDelivery); absent: the base fees. */
  delivery?: BasketDelivery | null;
  /** The basket holds stokvel offers: collection only. */
  stokvel: boolean;
  /** `method:shippingProvider` of the current choice. */
  chosen: string;
  branchName: string;
  money: (cents: number) => string;
  onChoose: (option: DispatchOption) => void;
}) {
  const { t, i18n } = useLingui();
  const offered = dispatchOptionsFor(options, stokvel);
  const group = useRef<HTMLFieldSetElement>(null);
  useEarlyRadio(group, 'dispatch', chosen, (value) => {
    const option = offered.find((each) => `${each.method}:${each.shippingProvider}` === value);
    if (option) onChoose(option);
  });
  const optionLabel = (method: DispatchMethod, provider: ShippingProvider) => {
    if (method === 'COLLECT') return t`Collect at ${branchName}`;
    // PICUP is the courier company: shoppers are told what they get, not who brings it.
    if (provider === 'PICUP') return t`Delivery to your door`;
    return t`Deliver with the branch's drivers`;
  };
  // One line under each: how the order comes, and what decides the fee.
  const optionHint = (method: DispatchMethod, provider: ShippingProvider) => {
    if (method === 'COLLECT')
      return t`Pick it up at the branch in the slot you choose: no delivery fee`;
    if (provider === 'PICUP')
      return t`A courier brings it in the slot you choose: the fee grows with the distance to your address`;
    return t`The branch's own driver brings it in the slot you choose`;
  };

  return (
    <fieldset className="choice-group" ref={group}>
      <legend>
        <Trans>How do you want to get your order?</Trans>
      </legend>
      {offered.map((option) => {
        const value = `${option.method}:${option.shippingProvider}`;
        const id = `dispatch-${option.method}-${option.shippingProvider}`.toLowerCase();
        const deliver = option.method === 'DELIVER';
        const priced =
          option.shippingCostInCents > 0 ||
          (deliver && !!delivery && delivery.status !== 'loading');
        return (
          <label key={value} className="choice">
            <input
              type="radio"
              name="dispatch"
              value={value}
              checked={chosen === value}
              onChange={() => onChoose(option)}
              aria-labelledby={priced ? `${id}-name ${id}-price` : `${id}-name`}
              aria-describedby={`${id}-hint`}
            />
            <span className="choice-text">
              <span id={`${id}-name`}>{optionLabel(option.method, option.shippingProvider)}</span>
              <span id={`${id}-hint`} className="choice-hint">
                {optionHint(option.method, option.shippingProvider)}
              </span>
            </span>
            {priced && (
              <span className="choice-extra" id={`${id}-price`} {...(deliver ? WHERE_YOU_ARE : {})}>
                {deliver ? (
                  <DeliveryPrice
                    base={option.shippingCostInCents}
                    delivery={delivery}
                    money={money}
                  />
                ) : (
                  money(option.shippingCostInCents)
                )}
              </span>
            )}
          </label>
        );
      })}
      {delivery?.status === 'fee' && offered.some((option) => option.method === 'DELIVER') && (
        <p className="muted" {...WHERE_YOU_ARE}>
          <FeesFor point={delivery.point} />
        </p>
      )}
      {stokvel && offered.length < options.length && (
        <p className="notice" role="note">
          {i18n._(STOKVEL_COLLECTED)}
        </p>
      )}
    </fieldset>
  );
}
