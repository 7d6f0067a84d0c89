/**
 * For unit tests: the gateway's basket, faked behind `fetch` (the shop's Apollo client sends its
 * real requests): `basket` and the basket mutations with the gateway's rules (quantities set, not
 * added; a line the gateway does not know, or out of stock, refused with nothing changed), over
 * the offers given. Each answer can be held back, to see what the shopper sees meanwhile.
 */
import { vi } from 'vitest';
import type { BasketOffer_OfferFragment } from './BasketOffer_offer.generated';

interface StoredLine {
  offerId: string;
  quantity: number;
  agreedPriceInCents: number;
}

interface LineInput {
  offerId: string;
  quantity: number;
  seenPriceInCents?: number;
}

export interface FakeBasketGateway {
  /** The lines as the gateway holds them. */
  lines: StoredLine[];
  /** Every basket operation asked, in order, with its variables. */
  calls: Array<{ operation: string; variables: Record<string, unknown> }>;
  /** Holds answers back until `release()` (the requests are made, unanswered). */
  hold(): void;
  release(): Promise<void>;
  /** Puts the fetch back. */
  stop(): void;
}

export function fakeBasketGateway(offers: BasketOffer_OfferFragment[]): FakeBasketGateway {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const held: Array<() => void> = [];
  let holding = false;
  const gateway: FakeBasketGateway = {
    lines: [],
    calls: [],
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    stop: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
      vi.unstubAllGlobals();
    },
  };

  const basket = () => ({
    __typename: 'Basket',
    id: 'b1',
    cartId: null,
    lines: gateway.lines.map((line) => ({
      __typename: 'BasketLine',
      quantity: line.quantity,
      agreedPriceInCents: line.agreedPriceInCents,
      offer: byId.get(line.offerId),
    })),
  });
  const payload = (errors: unknown[] = []) => ({
    __typename: 'BasketPayload',
    basket: basket(),
    errors,
  });
  const refusal = (lines: LineInput[]) =>
    lines.flatMap((line) => {
      const offer = byId.get(line.offerId);
      if (!offer) return [{ __typename: 'UnknownOfferError', offerId: line.offerId }];
      return offer.outOfStock && line.quantity > 0
        ? [{ __typename: 'BasketOutOfStockError', offerId: line.offerId }]
        : [];
    });
  const set = (lines: LineInput[], replace: boolean) => {
    const errors = refusal(lines);
    if (errors.length) return payload(errors);
    const next = replace ? [] : [...gateway.lines];
    for (const line of lines) {
      const at = next.findIndex((kept) => kept.offerId === line.offerId);
      if (line.quantity <= 0) {
        if (at >= 0) next.splice(at, 1);
      } else if (at >= 0) next[at] = { ...next[at]!, quantity: line.quantity };
      else
        next.push({
          offerId: line.offerId,
          quantity: line.quantity,
          agreedPriceInCents: line.seenPriceInCents ?? byId.get(line.offerId)!.priceInCents,
        });
    }
    gateway.lines = next;
    return payload();
  };

  const answer = (operation: string, variables: Record<string, unknown>) => {
    const input = variables.input as { lines: LineInput[] } | undefined;
    switch (operation) {
      case 'Basket':
        return { basket: basket() };
      case 'SetBasketLines':
        return { setBasketLines: set(input!.lines, false) };
      case 'ReplaceBasket':
        return { replaceBasket: set(input!.lines, true) };
      case 'ClearBasket':
        gateway.lines = [];
        return { clearBasket: payload() };
      case 'AcceptBasketPrices':
        gateway.lines = gateway.lines.map((line) => ({
          ...line,
          agreedPriceInCents: byId.get(line.offerId)!.priceInCents,
        }));
        return { acceptBasketPrices: payload() };
      default:
        throw new Error(`The fake basket gateway does not answer ${operation}`);
    }
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const operation = String(body.operationName ?? url.searchParams.get('operationName'));
    const variables = (body.variables ??
      JSON.parse(url.searchParams.get('variables') ?? '{}')) as Record<string, unknown>;
    gateway.calls.push({ operation, variables });
    // Answered in the order asked: the gateway applies each change when it arrives.
    const data = answer(operation, variables);
    const response = () =>
      new Response(JSON.stringify({ data }), {
        headers: { 'content-type': 'application/json' },
      });
    if (!holding) return response();
    return new Promise<Response>((resolve) => held.push(() => resolve(response())));
  });
  return gateway;
}
