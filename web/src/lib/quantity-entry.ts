/**
 * Quick quantity entry next to the stepper: kg presets and a typed amount.
 *
 * - Presets (250 g, 500 g, 1 kg, 2 kg) only for per-kg items shown in kg, and only those at or
 *   above the offer's minimum.
 * - A preset or typed amount becomes the nearest amount the stepper could reach (the minimum plus
 *   whole steps, not past what is left); `adjusted` says why it differs from what was asked.
 * - Typed text: digits with an optional point or comma for kg and litres, digits only for whole
 *   items. Anything else, zero, negative or huge amounts are refused with a reason.
 */
import { round5, type QuantityRules } from './quantity';

const KG_PRESETS = [0.25, 0.5, 1, 2] as const;
/** The most that can be typed: a shop's worth of an item, a sack's worth by weight. */
const TYPED_MAX_ITEMS = 999;
const TYPED_MAX_MEASURED = 100;
/** Tolerance so that 1.25 / 0.05 counts as whole steps despite binary floating point. */
const EPSILON = 1e-9;

export type Adjustment = 'step' | 'minimum' | 'stock';
export type EntryError = 'empty' | 'notNumber' | 'notWhole' | 'notPositive' | 'tooLarge';

export interface Fitted {
  shown: number;
  adjusted: Adjustment | null;
}

export type Typed = ({ ok: true } & Fitted) | { ok: false; error: EntryError };

export function presetsFor(rules: QuantityRules): number[] {
  if (!rules.perKg || rules.symbol !== 'kg') return [];
  return KG_PRESETS.filter((amount) => amount >= rules.min - EPSILON);
}

/** "250 g" under a kilogram, "1 kg" from there ("1,5 kg" in af and fr). */
export const presetLabel = (kg: number, locale: string) =>
  kg < 1
    ? `${Math.round(kg * 1000)} g`
    : `${locale === 'en' ? kg : String(kg).replace('.', ',')} kg`;

export function typedMaximum(rules: QuantityRules): number {
  return rules.perKg ? TYPED_MAX_MEASURED : TYPED_MAX_ITEMS;
}

/** The nearest amount the stepper allows: the minimum plus whole steps, up to what is left. */
export function fitToRules(amount: number, rules: QuantityRules): Fitted {
  const steps = Math.round((amount - rules.min) / rules.step + EPSILON);
  if (steps < 0) return { shown: rules.min, adjusted: 'minimum' };
  const shown = round5(rules.min + steps * rules.step);
  if (rules.max !== null && shown > rules.max) {
    const stepsLeft = Math.max(0, Math.floor((rules.max - rules.min) / rules.step + EPSILON));
    return { shown: round5(rules.min + stepsLeft * rules.step), adjusted: 'stock' };
  }
  return { shown, adjusted: shown === round5(amount) ? null : 'step' };
}

export function parseTyped(text: string, rules: QuantityRules): Typed {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'empty' };
  if (/^-\s*[\d.,]+$/.test(trimmed)) return { ok: false, error: 'notPositive' };
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return { ok: false, error: 'notNumber' };
  const amount = Number(trimmed.replace(',', '.'));
  if (amount <= 0) return { ok: false, error: 'notPositive' };
  if (amount > typedMaximum(rules)) return { ok: false, error: 'tooLarge' };
  if (!rules.perKg && !Number.isInteger(amount)) return { ok: false, error: 'notWhole' };
  return { ok: true, ...fitToRules(amount, rules) };
}
