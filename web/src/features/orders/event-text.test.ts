import { describe, expect, it } from 'vitest';
import { parseEventMessage } from './event-text';

describe('the legacy event log, recognised for translation', () => {
  it('recognises the fixed sentences', () => {
    expect(parseEventMessage('Order placed')).toEqual({ kind: 'fixed', key: 'Order placed' });
    expect(parseEventMessage('Order timed out before it was paid')).toEqual({
      kind: 'fixed',
      key: 'Order timed out before it was paid',
    });
  });

  it('keeps the amounts, cards, providers and references it finds', () => {
    expect(parseEventMessage('R 56.97 charged to debtor card 6001 0002')).toEqual({
      kind: 'debtorCharged',
      amount: 'R 56.97',
      card: '6001 0002',
    });
    expect(parseEventMessage('R 1 250.00 paid with paygate')).toEqual({
      kind: 'paidWith',
      amount: 'R 1 250.00',
      provider: 'paygate',
    });
    expect(parseEventMessage('Cash payment of R 6.97 received')).toEqual({
      kind: 'cashReceived',
      amount: 'R 6.97',
    });
    expect(parseEventMessage('R 50.00 refunded to your wallet')).toEqual({
      kind: 'refunded',
      amount: 'R 50.00',
      to: 'wallet',
    });
    expect(
      parseEventMessage(
        'Pay R 56.97 by EFT to Nedbank account 1234567890 (branch 198765) with reference SF-000123',
      ),
    ).toEqual({
      kind: 'payByEft',
      amount: 'R 56.97',
      bank: 'Nedbank',
      account: '1234567890',
      branch: '198765',
      reference: 'SF-000123',
    });
    expect(parseEventMessage('Pay R 56.97 in cash when you collect the order')).toEqual({
      kind: 'payInCash',
      amount: 'R 56.97',
      when: 'collect',
    });
    expect(parseEventMessage('Reviewed: 4 of 5')).toEqual({ kind: 'reviewed', rating: 4 });
    expect(parseEventMessage('Provider declined payment')).toEqual({
      kind: 'fixed',
      key: 'Provider declined payment',
    });
  });

  it('shows anything else as written (a provider’s words, a packer’s note)', () => {
    expect(parseEventMessage('Insufficient funds')).toEqual({
      kind: 'asWritten',
      text: 'Insufficient funds',
    });
    expect(parseEventMessage('R 56.97 paid')).toEqual({ kind: 'asWritten', text: 'R 56.97 paid' });
  });
});
