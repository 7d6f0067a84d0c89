import { describe, expect, it } from 'vitest';
import { quantityRules } from './quantity';
import { fitToRules, parseTyped, presetsFor } from './quantity-entry';

const perKg = quantityRules({ perKg: true });
const items = quantityRules({ perKg: false });

describe('presetsFor', () => {
  it('offers 250 g, 500 g, 1 kg and 2 kg for items sold by the kg', () => {
    expect(presetsFor(perKg)).toEqual([0.25, 0.5, 1, 2]);
  });

  it('leaves out the presets under the minimum', () => {
    expect(presetsFor(quantityRules({ perKg: true, perKgQtyMin: 0.5 }))).toEqual([0.5, 1, 2]);
    expect(presetsFor(quantityRules({ perKg: true, perKgQtyMin: 0.6 }))).toEqual([1, 2]);
  });

  it('offers none for whole items or for litres', () => {
    expect(presetsFor(items)).toEqual([]);
    expect(presetsFor(quantityRules({ perKg: true, perKgSymbol: 'l' }))).toEqual([]);
  });
});

describe('fitToRules', () => {
  it('keeps an amount that is already a valid step', () => {
    expect(fitToRules(1.5, perKg)).toEqual({ shown: 1.5, adjusted: null });
  });

  it('rounds to the nearest step and says so', () => {
    expect(fitToRules(1.23, perKg)).toEqual({ shown: 1.25, adjusted: 'step' });
    expect(fitToRules(1.22, perKg)).toEqual({ shown: 1.2, adjusted: 'step' });
    const coarse = quantityRules({ perKg: true, perKgQtyMin: 0.5, perKgQtyStep: 0.5 });
    expect(fitToRules(1, coarse)).toEqual({ shown: 1, adjusted: null });
    expect(fitToRules(1.3, coarse)).toEqual({ shown: 1.5, adjusted: 'step' });
  });

  it('raises an amount under the minimum to the minimum', () => {
    expect(fitToRules(0.1, perKg)).toEqual({ shown: 0.25, adjusted: 'minimum' });
    const stokvel = quantityRules({ perKg: false, stokvel: true, stokvelMinQuantity: 6 });
    expect(fitToRules(2, stokvel)).toEqual({ shown: 6, adjusted: 'minimum' });
  });

  it('lowers an amount over what is left to what is left', () => {
    const low = quantityRules({ perKg: false, stockLeft: 3 });
    expect(fitToRules(5, low)).toEqual({ shown: 3, adjusted: 'stock' });
    expect(fitToRules(3, low)).toEqual({ shown: 3, adjusted: null });
  });
});

describe('parseTyped', () => {
  it('reads a kg amount with a point or a comma', () => {
    expect(parseTyped('1.5', perKg)).toEqual({ ok: true, shown: 1.5, adjusted: null });
    expect(parseTyped(' 1,5 ', perKg)).toEqual({ ok: true, shown: 1.5, adjusted: null });
    expect(parseTyped('0.33', perKg)).toEqual({ ok: true, shown: 0.35, adjusted: 'step' });
  });

  it('reads a whole count', () => {
    expect(parseTyped('12', items)).toEqual({ ok: true, shown: 12, adjusted: null });
  });

  it('refuses empty input, letters and a fraction of a whole item', () => {
    expect(parseTyped('', perKg)).toEqual({ ok: false, error: 'empty' });
    expect(parseTyped('abc', perKg)).toEqual({ ok: false, error: 'notNumber' });
    expect(parseTyped('1.5kg', perKg)).toEqual({ ok: false, error: 'notNumber' });
    expect(parseTyped('1e3', items)).toEqual({ ok: false, error: 'notNumber' });
    expect(parseTyped('2.5', items)).toEqual({ ok: false, error: 'notWhole' });
  });

  it('refuses zero and negative amounts', () => {
    expect(parseTyped('0', perKg)).toEqual({ ok: false, error: 'notPositive' });
    expect(parseTyped('0,000', perKg)).toEqual({ ok: false, error: 'notPositive' });
    expect(parseTyped('-2', items)).toEqual({ ok: false, error: 'notPositive' });
  });

  it('refuses huge amounts', () => {
    expect(parseTyped('1000', items)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseTyped('999', items)).toEqual({ ok: true, shown: 999, adjusted: null });
    expect(parseTyped('101', perKg)).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseTyped('99999999999999999999', perKg)).toEqual({ ok: false, error: 'tooLarge' });
  });
});
