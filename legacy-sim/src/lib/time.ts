/**
 * Dates in Africa/Johannesburg. South Africa has no daylight saving, so local time is always
 * UTC+02:00 and can be computed without a time-zone database.
 */
const OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DAYNAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export { DAY_MS };

const pad = (n: number) => n.toString().padStart(2, '0');

/** `2026-11-21T10:00:00+02:00` for an epoch in milliseconds. */
export function isoSast(epochMs: number): string {
  const local = new Date(epochMs + OFFSET_MS);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}+02:00`
  );
}

/** `2026-11-21` (the local date). */
export function dateSast(epochMs: number): string {
  return isoSast(epochMs).slice(0, 10);
}

/** Local wall-clock parts of an epoch. */
export function partsSast(epochMs: number): {
  day: number;
  hour: number;
  minute: number;
  dayname: string;
} {
  const local = new Date(epochMs + OFFSET_MS);
  const day = local.getUTCDay();
  return {
    day,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    dayname: DAYNAMES[day] ?? 'Sunday',
  };
}

/** Epoch of local midnight of the day containing `epochMs`. */
export function startOfDaySast(epochMs: number): number {
  return Math.floor((epochMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** `Sat 22 Nov 2026, 10:00` */
export function formatDateTimeSast(epochMs: number): string {
  const local = new Date(epochMs + OFFSET_MS);
  const dayname = DAYNAMES[local.getUTCDay()]?.slice(0, 3) ?? '';
  return `${dayname} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
