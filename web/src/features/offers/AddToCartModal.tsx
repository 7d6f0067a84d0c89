/**
 * The add-to-cart modal: name, image with enlarge, unit price, "valid
 * until", combo items, the quantity stepper with quick amounts and a typed amount, the per-kg 5%
 * measurement note, stokvel savings, total and low-stock text, add or update (disabled when out of
 * stock; "Add to order" while an order is edited, as the addition goes there), and remove with a
 * yes/no confirmation.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { serverName, serverWord } from '../../lib/server-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { isDataFree } from '../../core/config/data-free';
import { trackAddToCart } from '../../lib/analytics';
import { validUntilLabel } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { lineTotalInCents, shownFromStored, storedFromShown } from '../../lib/quantity';
import { Dialog } from '../../ui/Dialog';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { lineQuantity, removeLine, setLine, useCart } from '../basket/cart-store';
import { useOrdersState } from '../../core/orders-store';
import { analyticsOffer, rulesOf, toCartOffer, type Offer } from './offer-model';
import { Price } from './Price';
import { useNotChangedNotice } from '../basket/use-not-changed-notice';
import { QuantityEntry } from './QuantityEntry';
import { LowStockLabel } from './StockLabels';

export function AddToCartModal({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { currencySymbol, currencyCode } = useAppConfig();
  const cart = useCart();
  const rules = rulesOf(offer);
  const inBasket = lineQuantity(cart, offer.id);
  const addsToOrder = !!useOrdersState().editing?.proxy;
  const navigate = useNavigate();
  const notChanged = useNotChangedNotice();
  const [shown, setShown] = useState(() =>
    shownFromStored(inBasket || (offer.stokvel ? (offer.stokvelMinQuantity ?? 0) : 0), rules),
  );
  const [enlarged, setEnlarged] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const stored = storedFromShown(shown, rules);
  const total = lineTotalInCents(offer.priceInCents, stored, rules);
  const saving = lineTotalInCents(offer.savingInCents, stored, rules);
  const canEnlarge = !isDataFree() && offer.sellable.largeImageUrl !== offer.sellable.imageUrl;

  const save = () => {
    const editedOrderId = setLine(
      toCartOffer(offer),
      stored,
      notChanged(serverName(i18n, offer.name)),
    );
    if (editedOrderId) void navigate(`/orders/${editedOrderId}`);
    if (!inBasket) trackAddToCart(analyticsOffer(offer), shown, currencyCode);
    onClose();
  };

  return (
    <Dialog title={serverName(i18n, offer.name)} onClose={onClose} className="add-to-cart">
      <div className={`add-to-cart-image${enlarged ? ' is-enlarged' : ''}`}>
        <img
          src={enlarged ? offer.sellable.largeImageUrl : offer.sellable.imageUrl}
          alt={offer.sellable.name}
          width={enlarged ? 480 : 160}
          height={enlarged ? 480 : 160}
        />
        {canEnlarge && (
          <button
            type="button"
            className="link-button"
            aria-pressed={enlarged}
            onClick={() => setEnlarged((value) => !value)}
          >
            {enlarged ? <Trans>Smaller image</Trans> : <Trans>Enlarge image</Trans>}
          </button>
        )}
      </div>
      <p className="muted">
        {[offer.sellable.brand?.name, offer.sellable.pack && serverWord(i18n, offer.sellable.pack)]
          .filter(Boolean)
          .join(' · ')}
        {' · '}
        {offer.supplier.name}
      </p>
      <Price offer={offer} />
      {offer.endAt && (offer.promo || offer.stokvel) && (
        <p className="valid-until">
          <Trans>Valid until {validUntilLabel(offer.endAt, i18n.locale)}</Trans>
        </p>
      )}
      {offer.sellable.comboItems && offer.sellable.comboItems.length > 0 && (
        <div className="combo-items">
          <h3>
            <Trans>In this combo</Trans>
          </h3>
          <ul>
            {offer.sellable.comboItems.map((item) => (
              <li key={item.id}>
                <span className="combo-qty">{item.quantity} ×</span> {item.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!offer.outOfStock && (offer.stockLeft !== null || offer.lowStockText) && (
        <p className="low-stock" role="note">
          <LowStockLabel offer={offer} />
        </p>
      )}
      {offer.outOfStock ? (
        <p className="out-of-stock" role="alert">
          <Trans>Out of stock</Trans>
        </p>
      ) : (
        <div className="add-to-cart-quantity">
          <QuantityStepper
            value={shown}
            rules={rules}
            onChange={setShown}
            label={serverName(i18n, offer.name)}
          />
          <QuantityEntry value={shown} rules={rules} onChange={setShown} />
          {offer.perKg && (
            <p className="measurement-note">
              <Trans>The weight may vary by up to 5%; you pay for what is packed.</Trans>
            </p>
          )}
          {offer.stokvel && offer.stokvelMinQuantity && (
            <p className="muted">
              <Trans>Stokvel price from {offer.stokvelMinQuantity} items</Trans>
            </p>
          )}
          {saving > 0 && (
            <p className="saving">
              <Trans>You save {formatMoney(saving, currencySymbol)}</Trans>
            </p>
          )}
          <p className="add-to-cart-total">
            <Trans>Total</Trans> <strong>{formatMoney(total, currencySymbol)}</strong>
          </p>
        </div>
      )}
      <div className="add-to-cart-actions">
        {inBasket > 0 &&
          (confirmingRemove ? (
            <div className="inline-confirm" role="group" aria-label={t`Remove from basket?`}>
              <span>
                <Trans>Remove from basket?</Trans>
              </span>
              <button
                type="button"
                className="button is-danger"
                onClick={() => {
                  void removeLine(offer.id, notChanged(serverName(i18n, offer.name)));
                  onClose();
                }}
              >
                <Trans>Yes</Trans>
              </button>
              <button
                type="button"
                className="button is-secondary"
                onClick={() => setConfirmingRemove(false)}
              >
                <Trans>No</Trans>
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="button is-secondary"
              onClick={() => setConfirmingRemove(true)}
            >
              <Trans>Remove</Trans>
            </button>
          ))}
        {!confirmingRemove && (
          <button type="button" className="button" disabled={offer.outOfStock} onClick={save}>
            {addsToOrder ? (
              <Trans>Add to order</Trans>
            ) : inBasket > 0 ? (
              <Trans>Update basket</Trans>
            ) : (
              <Trans>Add to basket</Trans>
            )}
          </button>
        )}
      </div>
    </Dialog>
  );
}
