/** Terms and conditions (`/terms_and_conditions`). */
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../core/config/app-config';

export function TermsPage() {
  const { title } = useAppConfig();
  return (
    <article className="prose">
      <h2>
        <Trans>Using {title}</Trans>
      </h2>
      <p>
        <Trans>
          {title} lists the prices and stock of the branches near you. Prices are in rand and
          include VAT. A branch may change a price or run out of stock before your order is
          confirmed; you are told before you pay.
        </Trans>
      </p>
      <h2>
        <Trans>Items sold by weight</Trans>
      </h2>
      <p>
        <Trans>
          The weight of items sold per kg may vary by up to 5% from what you ordered. You pay for
          the weight that is packed.
        </Trans>
      </p>
      <h2>
        <Trans>Promotions and stokvel offers</Trans>
      </h2>
      <p>
        <Trans>
          Promotions are valid until the date shown, while stock lasts. Stokvel prices apply from
          the bulk quantity shown on the offer.
        </Trans>
      </p>
      <h2>
        <Trans>Your information</Trans>
      </h2>
      <p>
        <Trans>
          We keep your basket and chosen branch on this device. We use your location only to find
          branches near you, and only when you allow it.
        </Trans>
      </p>
    </article>
  );
}
