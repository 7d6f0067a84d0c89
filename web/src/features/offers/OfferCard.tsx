/**
 * One offer in a list: thumbnail, name, pack, price with unit price, stock and promo labels. The
 * picture and the name open the product's page; Add opens the add-to-cart modal.
 */
import { ClosedMark } from '../../ui/ClosedMark';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { formatMoney } from '../../lib/money';
import { validUntilLabel } from '../../lib/dates';
import { serverName, serverWord } from '../../lib/server-text';
import { AddToBasketButton } from './AddToBasketButton';
import type { Offer } from './offer-model';
import { Price } from './Price';
import { LowStockLabel, StokvelLabel } from './StockLabels';

interface Props {
  offer: Offer;
  /** Name of the list for analytics, e.g. `Search`. */
  listName: string;
  /** Show the supplier (market mode lists across suppliers). */
  showSupplier?: boolean;
  /** False on the product's own page: the card would link to the page it is on. */
  linkToProduct?: boolean;
  /** A line under the branch, e.g. how many branches sell it (cross-branch search). */
  note?: ReactNode;
  /** The card's element id, for an address to lead to it (`/search?…#result-21`). */
  id?: string;
}

export function OfferCard({
  offer,
  listName,
  showSupplier = false,
  linkToProduct = true,
  note,
  id,
}: Props) {
  const { i18n, t } = useLingui();
  const { currencySymbol } = useAppConfig();
  const saving = formatMoney(offer.savingInCents, currencySymbol);
  // Brand and pack, unless the name already says them ("Sunveld Full Cream Milk 1 l").
  const name = serverName(i18n, offer.name);
  const lowerName = offer.name.toLowerCase();
  // Compared as the legacy API wrote them (the name's "(per kg)" is the pack "Per kg"), then
  // said in the shopper's language: "Au kilo" is not in "Beetroot (per kg)", yet says it again.
  const meta = [offer.sellable.brand?.name, offer.sellable.pack]
    .filter((part): part is string => !!part && !lowerName.includes(part.toLowerCase()))
    .map((part) => (part === offer.sellable.pack ? serverWord(i18n, part) : part))
    .join(' · ');
  // Combos are not variants of one product: they have no product page to open.
  const productPath =
    linkToProduct && offer.sellable.productId ? `/product/${offer.sellable.productId}` : null;
  const image = (
    <img
      className="offer-image"
      src={offer.sellable.imageUrl}
      alt=""
      width="88"
      height="88"
      loading="lazy"
    />
  );

  return (
    <li id={id} className={`offer-card${offer.outOfStock ? ' is-out-of-stock' : ''}`}>
      {productPath ? (
        // One tab stop per card: the name's link; the picture is the same link for a pointer.
        <Link to={productPath} className="offer-image-link" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        image
      )}
      <div className="offer-body">
        <h3 className="offer-name">
          {productPath ? (
            <Link to={productPath} className="offer-link">
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {meta && <p className="offer-meta">{meta}</p>}
        {/* Branch and note share a line when both fit ("Kaap Spens Goodwood · 5.5 km"); else the
         * note goes under the whole branch name. The dot between them is drawn before the note and
         * hidden when the note starts a line, so no line ends or starts with a dot (styles.css). */}
        {(showSupplier || note || offer.supplier.closedText) && (
          <p className="offer-where">
            <span className="offer-where-line">
              {showSupplier && <span className="offer-supplier">{offer.supplier.name}</span>}
              {note && <span className="offer-note">{note}</span>}
              <ClosedMark closedText={offer.supplier.closedText} />
            </span>
          </p>
        )}
        <Price offer={offer} />
        {offer.sellable.comboItems && offer.sellable.comboItems.length > 0 && (
          <ul className="combo-list" aria-label={t`In this combo`}>
            {offer.sellable.comboItems.map((item) => (
              <li key={item.id}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
        )}
        {/* One line of labels, most important first: a label that does not fit drops whole. */}
        <div className="offer-labels">
          {offer.outOfStock ? (
            <span className="label is-error">
              <Trans>Out of stock</Trans>
            </span>
          ) : (
            <LowStockLabel offer={offer} />
          )}
          {offer.promo && (
            <span className="label is-promo">
              <Trans>Special</Trans>
            </span>
          )}
          {offer.stokvel && <StokvelLabel minimum={offer.stokvelMinQuantity} />}
          {offer.savingInCents > 0 && (
            <span className="label is-success">
              <Trans>Save {saving}</Trans>
            </span>
          )}
          {offer.endAt && (offer.promo || offer.stokvel) && (
            <span className="label">
              <Trans>Valid until {validUntilLabel(offer.endAt, i18n.locale)}</Trans>
            </span>
          )}
        </div>
      </div>
      <AddToBasketButton offer={offer} listName={listName} />
    </li>
  );
}
