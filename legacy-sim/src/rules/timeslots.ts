/**
 * Collection and delivery slots of a branch for the coming week, from its opening hours:
 * collection in 2-hour windows from one hour after opening, delivery (PICUP) in 3-hour windows
 * 09:00-18:00 within opening days. Lead times: 2 h to collect, 4 h to deliver, 3 days for stokvel
 * orders. A branch with a `closed_text` offers nothing before the next Monday; a disabled one
 * offers nothing.
 */
import type { RestTimeslot } from '@shopfront/legacy-api';
import {
  DAY_MS,
  DAYNAMES,
  formatDateTimeSast,
  isoSast,
  partsSast,
  startOfDaySast,
} from '../lib/time.js';
import type { SupplierRecord } from '../state/types.js';

const HOUR_MS = 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Hours in one slot: 3 to deliver, 2 to collect. */
export function slotHours(requiresShipping: boolean): number {
  return requiresShipping ? 3 : 2;
}

/** An order's slot as the legacy API formats it: `Tue 24 Nov 2026, 09:00 - 12:00`. */
export function formatOrderSlot(startMs: number, requiresShipping: boolean): string {
  const end = isoSast(startMs + slotHours(requiresShipping) * HOUR_MS).slice(11, 16);
  return `${formatDateTimeSast(startMs)} - ${end}`;
}

export interface SlotOptions {
  requiresShipping: boolean;
  stokvel: boolean;
}

function parseHours(text: string | undefined): [open: number, close: number] | null {
  const match = text ? /^(\d\d):(\d\d)\s*-\s*(\d\d):(\d\d)$/.exec(text.trim()) : null;
  if (!match) return null;
  return [Number(match[1]) + Number(match[2]) / 60, Number(match[3]) + Number(match[4]) / 60];
}

function label(start: number, end: number): string {
  const local = new Date(start + 2 * HOUR_MS);
  const day = DAYNAMES[local.getUTCDay()]?.slice(0, 3);
  const fmt = (ms: number) => isoSast(ms).slice(11, 16);
  return `${day} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]}, ${fmt(start)} - ${fmt(end)}`;
}

export function timeslots(
  supplier: SupplierRecord,
  options: SlotOptions,
  now: number,
): RestTimeslot[] {
  if (supplier.disabled) return [];
  let earliest =
    now +
    (options.stokvel ? 3 * 24 * HOUR_MS : options.requiresShipping ? 4 * HOUR_MS : 2 * HOUR_MS);
  if (supplier.closedText) {
    const today = startOfDaySast(now);
    const daysToMonday = (8 - partsSast(now).day) % 7 || 7;
    earliest = Math.max(earliest, today + daysToMonday * DAY_MS);
  }
  const slots: RestTimeslot[] = [];
  const firstDay = startOfDaySast(now);
  for (let d = 0; d < 10 && slots.length < 24; d++) {
    const dayStart = firstDay + d * DAY_MS;
    const dayname = partsSast(dayStart).dayname;
    const hours = parseHours(supplier.hours.find((h) => h.dayname === dayname)?.formatted_hours);
    if (!hours) continue;
    const [open, close] = hours;
    const windows: Array<[number, number]> = [];
    if (options.requiresShipping) {
      const length = slotHours(true);
      for (const from of [9, 12, 15])
        if (from >= open && from < close) windows.push([from, from + length]);
    } else {
      const length = slotHours(false);
      for (let from = Math.ceil(open + 1); from + length <= close; from += length)
        windows.push([from, from + length]);
    }
    for (const [from, to] of windows) {
      const start = dayStart + from * HOUR_MS;
      if (start < earliest) continue;
      slots.push({ value: isoSast(start), text: label(start, dayStart + to * HOUR_MS) });
    }
  }
  return slots;
}
