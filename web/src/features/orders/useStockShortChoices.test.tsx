/**
 * A stock-short order is settled from its first screen (and the open-orders prompt): the shopper
 * accepts or removes each short line, and once every one is decided the choices are saved in one
 * call, with a key and the revision they were made for.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderModel, scriptedGateway } from '../../test-support/render-model';
import { orderFixture } from './order-fixture';
import { useStockShortChoices } from './useStockShortChoices';

const base = orderFixture();
const order = orderFixture({
  status: 'STOCK_SHORT',
  stockShort: true,
  revision: 'rev-7',
  items: base.items.map((item) => ({ ...item, stockShort: true, quantity: 0 })),
});

function orderPage(answers: Parameters<typeof scriptedGateway>[0] = {}) {
  const gateway = scriptedGateway(answers);
  const screen = renderModel(() => useStockShortChoices(order), {
    client: gateway.client,
    path: `/orders/${order.id}`,
  });
  return { ...gateway, ...screen };
}

describe('useStockShortChoices', () => {
  afterEach(cleanup);

  it('lists the short lines and saves once every one is accepted or removed', async () => {
    const { result, calls } = orderPage({
      OrderSaveChanges: () => ({
        saveOrderChanges: {
          __typename: 'SaveOrderChangesPayload',
          order: null,
          check: null,
          errors: [],
        },
      }),
    });
    expect(result.current.lines.map((line) => line.id)).toEqual(['line-1', 'line-2']);
    await act(() => result.current.choose('line-1', 'ACCEPT'));
    expect(calls('OrderSaveChanges')).toEqual([]);
    expect(result.current.choices).toEqual({ 'line-1': 'ACCEPT' });
    await act(() => result.current.choose('line-2', 'REMOVE'));
    const [save] = calls('OrderSaveChanges');
    expect(save?.variables).toMatchObject({
      input: {
        orderId: order.id,
        revision: 'rev-7',
        modifications: [
          { action: 'ACCEPT', orderItemId: 'line-1' },
          { action: 'REMOVE', orderItemId: 'line-2' },
        ],
      },
    });
    expect((save?.variables.input as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
  });

  it('says why when the save could not be made, keeping the choices', async () => {
    const { result } = orderPage();
    await act(() => result.current.choose('line-1', 'REMOVE'));
    await act(() => result.current.choose('line-2', 'REMOVE'));
    expect(result.current.problem).toBeTruthy();
    expect(result.current.choices).toEqual({ 'line-1': 'REMOVE', 'line-2': 'REMOVE' });
  });
});
