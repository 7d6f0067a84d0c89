/** The shopper's review of an order, once given: its stars and comment, on the order's page. */
import { Trans, useLingui } from '@lingui/react/macro';
import { RATING_SCALE } from './ReviewDialog';

export function OrderReviewShown({
  review,
}: {
  review: { rating: number; comment: string | null } | null | undefined;
}) {
  const { t } = useLingui();
  if (!review) return null;
  const { rating } = review;
  return (
    <section className="order-review" aria-labelledby="order-review-heading">
      <h3 id="order-review-heading">
        <Trans>Your review</Trans>
      </h3>
      <p className="order-review-stars" aria-label={t`${rating} of 5 stars`}>
        <span aria-hidden="true">
          {'★'.repeat(rating)}
          {'☆'.repeat(Math.max(0, RATING_SCALE - rating))}
        </span>
      </p>
      {review.comment && <p className="order-review-comment">{review.comment}</p>}
    </section>
  );
}
