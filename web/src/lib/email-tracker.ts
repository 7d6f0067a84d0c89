/**
 * The email-marketing tracker: cart updated, completed and deleted events for the shopper's
 * e-mail. Built but switched off by configuration; it only ever sends for an e-mail-shaped
 * identifier (an at sign and a dot after it), never for a phone number.
 */
export type EmailTrackerEvent = 'cart_updated' | 'cart_completed' | 'cart_deleted';

export interface EmailTrackerOptions {
  /** Off unless the shop's configuration turns it on. */
  enabled: boolean;
  send: (payload: { event: EmailTrackerEvent; email: string; data: unknown }) => void;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(identifier: string | null | undefined): identifier is string {
  return typeof identifier === 'string' && EMAIL_SHAPE.test(identifier);
}

export function createEmailTracker({ enabled, send }: EmailTrackerOptions) {
  return {
    track(event: EmailTrackerEvent, identifier: string | null | undefined, data: unknown): boolean {
      if (!enabled || !isEmailShaped(identifier)) return false;
      send({ event, email: identifier, data });
      return true;
    },
  };
}
