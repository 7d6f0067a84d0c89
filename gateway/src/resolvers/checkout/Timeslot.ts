/**
 * A time slot as a day-by-day grid needs it. The legacy API gives a slot's start as its `value`
 * (an ISO date-time in Johannesburg time) and its window only in the display text
 * (`Sat 21 Nov, 09:00 - 11:00`); it lists only slots that can still be chosen.
 */
import type { TimeslotResolvers } from '../../generated/resolvers-types.js';

const WINDOW_END = /-\s*(\d{2}):(\d{2})\s*$/;
const OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

/** The slot's end on the same day as its start, from the text's `- HH:MM`; null without one. */
export function slotEnd(value: string, text: string): string | null {
  const end = WINDOW_END.exec(text);
  const offset = OFFSET.exec(value);
  if (!end || !offset || value.length < 11) return null;
  return `${value.slice(0, 11)}${end[1]}:${end[2]}:00${offset[1]}`;
}

export const Timeslot: TimeslotResolvers = {
  day: (slot) => slot.value.slice(0, 10),
  startsAt: (slot) => slot.value,
  endsAt: (slot) => slotEnd(slot.value, slot.text),
  available: () => true,
};
