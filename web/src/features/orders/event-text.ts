/**
 * The order's event log comes from the legacy API as English sentences. This recognises the
 * sentences it writes (fixed texts, and those carrying an amount, a card, a provider or a rating)
 * so the web can say them in the shopper's language; anything else (a payment provider's own
 * words, a note a packer typed) is shown as the legacy API wrote it.
 */
export type EventText =
  | { kind: 'fixed'; key: FixedEvent }
  | { kind: 'debtorCharged'; amount: string; card: string }
  | { kind: 'creditApplied'; amount: string }
  | { kind: 'paidWith'; amount: string; provider: string }
  | { kind: 'cashReceived'; amount: string }
  | { kind: 'received'; amount: string }
  | { kind: 'creditedToWallet'; amount: string }
  | { kind: 'refunded'; amount: string; to: 'wallet' | 'debtor card' }
  | { kind: 'payInCash'; amount: string; when: 'receive' | 'collect' }
  | {
      kind: 'payByEft';
      amount: string;
      bank: string;
      account: string;
      branch: string;
      reference: string;
    }
  | { kind: 'reviewed'; rating: number }
  | { kind: 'asWritten'; text: string };

export const FIXED_EVENTS = [
  'Awaiting payment',
  'Payment is being processed',
  'Order accepted by the branch',
  'Your order is being prepared',
  'Some items are short: accept or remove them to continue',
  'Ready for collection',
  'Ready for delivery',
  'Out for delivery with the driver',
  'Delivered',
  'Collected',
  'Order cancelled',
  'Order timed out before it was paid',
  'Payment received',
  'Order updated',
  'Order placed',
  'Paid with debtor card: order accepted',
  'Order accepted: payment on the way',
  'Stock-short items settled: preparing resumes',
  'Provider declined payment',
] as const;
export type FixedEvent = (typeof FIXED_EVENTS)[number];

const AMOUNT = String.raw`(-?R ?[\d  ]+\.\d\d)`;
const patterns: Array<[RegExp, (match: RegExpMatchArray) => EventText]> = [
  [
    new RegExp(`^${AMOUNT} charged to debtor card (.+)$`),
    (m) => ({ kind: 'debtorCharged', amount: m[1]!, card: m[2]! }),
  ],
  [
    new RegExp(`^${AMOUNT} wallet credit applied$`),
    (m) => ({ kind: 'creditApplied', amount: m[1]! }),
  ],
  [
    new RegExp(`^${AMOUNT} paid with (.+)$`),
    (m) => ({ kind: 'paidWith', amount: m[1]!, provider: m[2]! }),
  ],
  [
    new RegExp(`^Cash payment of ${AMOUNT} received$`),
    (m) => ({ kind: 'cashReceived', amount: m[1]! }),
  ],
  [new RegExp(`^${AMOUNT} received$`), (m) => ({ kind: 'received', amount: m[1]! })],
  [
    new RegExp(`^${AMOUNT} credited to your wallet$`),
    (m) => ({ kind: 'creditedToWallet', amount: m[1]! }),
  ],
  [
    new RegExp(`^${AMOUNT} refunded to your (wallet|debtor card)$`),
    (m) => ({ kind: 'refunded', amount: m[1]!, to: m[2] as 'wallet' | 'debtor card' }),
  ],
  [
    new RegExp(`^Pay ${AMOUNT} in cash when you (receive|collect) the order$`),
    (m) => ({ kind: 'payInCash', amount: m[1]!, when: m[2] as 'receive' | 'collect' }),
  ],
  [
    new RegExp(
      `^Pay ${AMOUNT} by EFT to (.+) account (\\S*) \\(branch (\\S*)\\) with reference (\\S+)$`,
    ),
    (m) => ({
      kind: 'payByEft',
      amount: m[1]!,
      bank: m[2]!,
      account: m[3]!,
      branch: m[4]!,
      reference: m[5]!,
    }),
  ],
  [/^Reviewed: ([1-5]) of 5$/, (m) => ({ kind: 'reviewed', rating: Number(m[1]) })],
];

export function parseEventMessage(message: string): EventText {
  const text = message.trim();
  if ((FIXED_EVENTS as readonly string[]).includes(text)) {
    return { kind: 'fixed', key: text as FixedEvent };
  }
  for (const [pattern, build] of patterns) {
    const match = text.match(pattern);
    if (match) return build(match);
  }
  return { kind: 'asWritten', text: message };
}
