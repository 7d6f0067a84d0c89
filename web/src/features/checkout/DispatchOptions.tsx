/**
 * The dispatch step's choices: collect at the branch or one of its delivery options with the
 * cost it starts from, each with one line saying how the order comes and what decides the fee. A basket with stokvel offers is offered collection only, and told why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { DispatchMethod, ShippingProvider } from '../../generated/types';
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

export function DispatchOptions({
  options,
  stokvel,
  chosen,
  branchName,
  money,
  onChoose,
}: {
  options: DispatchOption[];
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
    <fieldset className="choice-group">
      <legend>
        <Trans>How do you want to get your order?</Trans>
      </legend>
      {offered.map((option) => {
        const value = `${option.method}:${option.shippingProvider}`;
        const id = `dispatch-${option.method}-${option.shippingProvider}`.toLowerCase();
        const priced = option.shippingCostInCents > 0;
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
              <span className="choice-extra" id={`${id}-price`}>
                {option.method === 'DELIVER' ? (
                  <FromPrice price={money(option.shippingCostInCents)} />
                ) : (
                  money(option.shippingCostInCents)
                )}
              </span>
            )}
          </label>
        );
      })}
      {stokvel && offered.length < options.length && (
        <p className="notice" role="note">
          {i18n._(STOKVEL_COLLECTED)}
        </p>
      )}
    </fieldset>
  );
}
