/**
 * The review modal: 1 to 5 stars, and a comment box only for ratings 1 to 4. Clicking the
 * dialog away submits the review when a rating was chosen.
 */
import { useMutation } from '@apollo/client/react';
import { intentKeys } from '../../core/intent-keys';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { OrderReviewDocument } from './OrderReview.generated';
import { Dialog } from '../../ui/Dialog';
import { dismiss } from '../../core/orders-store';

export const RATING_SCALE = 5;

/** The comment shows only when the rating is above 0 and below 5. */
export function showsComment(rating: number): boolean {
  return rating > 0 && rating < RATING_SCALE;
}

export function ReviewDialog({
  order,
  onDone,
}: {
  order: { id: string; reference: string; supplierName: string };
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [review] = useMutation(OrderReviewDocument);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const sent = useRef(false);

  const finish = async () => {
    if (sent.current) return;
    sent.current = true;
    dismiss(order.id);
    if (rating > 0) {
      try {
        const input = {
          orderId: order.id,
          rating,
          comment: showsComment(rating) && comment.trim() ? comment.trim() : undefined,
        };
        await intentKeys.send(`review-order:${order.id}`, input, (idempotencyKey) =>
          review({ variables: { input: { ...input, idempotencyKey } } }),
        );
      } catch {
        // Nothing to show: the order still asks for a review next time.
      }
    }
    onDone();
  };

  return (
    <Dialog
      className="review-dialog"
      title={t`How was order ${order.reference}?`}
      onClose={() => void finish()}
      footer={
        <button
          type="button"
          className="button"
          disabled={rating === 0}
          title={rating === 0 ? t`Choose 1 to 5 stars first` : undefined}
          onClick={() => void finish()}
        >
          <Trans>Send review</Trans>
        </button>
      }
    >
      <fieldset className="stars">
        <legend>
          <Trans>Rate {order.supplierName}</Trans>
        </legend>
        {Array.from({ length: RATING_SCALE }, (_, i) => i + 1).map((value) => (
          <label key={value} className={`star${value <= rating ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              className="visually-hidden"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{value === 1 ? t`1 star` : t`${value} stars`}</span>
          </label>
        ))}
      </fieldset>
      {showsComment(rating) && (
        <>
          <label htmlFor="review-comment" className="field-label">
            <Trans>What could be better?</Trans>
          </label>
          <textarea
            id="review-comment"
            className="input"
            rows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </>
      )}
    </Dialog>
  );
}
