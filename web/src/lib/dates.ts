/** Dates for shoppers, always in the Africa/Johannesburg time zone. */
import { dateTimeFormat, relativeTimeFormat } from './intl-formats';

export const TIME_ZONE = 'Africa/Johannesburg';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's languages as South African Intl locales ("en" alone would be American). */
export function intlLocale(locale: string): string {
  if (locale === 'en') return 'en-ZA';
  if (locale === 'af') return 'af-ZA';
  return locale;
}

function parts(date: Date, locale: string, options: Intl.DateTimeFormatOptions) {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    ...options,
  }).formatToParts(date);
}

/** "dd LLL": two-digit day and short month name in the shopper's language, e.g. "05 Dec". */
export function formatDayMonth(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const found = parts(date, locale, { day: '2-digit', month: 'short' });
  const day = found.find((part) => part.type === 'day')?.value ?? '';
  const month = (found.find((part) => part.type === 'month')?.value ?? '').replace(/\.$/, '');
  return `${day} ${month}`;
}

/**
 * The "valid until" label of a promotion: the last Johannesburg day it runs, the day of its last
 * moment (an offer ending at midnight on the 6th is valid until the 5th; one ending at 22:28 on
 * the 3rd, until the 3rd), as "dd LLL".
 */
export function validUntilLabel(endAt: string, locale: string): string {
  return formatDayMonth(new Date(new Date(endAt).getTime() - 1), locale);
}

/** Day, month, year and time, e.g. "21 Nov 2026, 14:30", for collection dates and orders. */
export function formatDateTime(iso: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A date only, e.g. "21 Nov 2026". */
export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/** The calendar day in Johannesburg, `YYYY-MM-DD`, used for "once per day" notices. */
export function johannesburgDay(now: Date = new Date()): string {
  return dateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * A time slot's day (`YYYY-MM-DD`, Johannesburg) as a shopper reads it, in their language:
 * "Today", "Tomorrow", else the short weekday with day and month ("Tue 24 Nov", "Di 24 Nov.").
 */
export function formatSlotDay(day: string, locale: string, now: Date = new Date()): string {
  const today = johannesburgDay(now);
  const daysAhead = Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
  if (daysAhead === 0 || daysAhead === 1) {
    const word = relativeTimeFormat(intlLocale(locale), { numeric: 'auto' }).format(
      daysAhead,
      'day',
    );
    return word.charAt(0).toLocaleUpperCase(intlLocale(locale)) + word.slice(1);
  }
  // Noon in Johannesburg keeps the date on the same day in any zone.
  return dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00+02:00`));
}

/**
 * An order's slot day (`YYYY-MM-DD`, Johannesburg) with its year, as the order page shows it
 * next to the hours: "Tue 24 Nov 2026", "Di. 24 Nov. 2026".
 */
export function formatSlotDate(day: string, locale: string): string {
  const found = parts(new Date(`${day}T12:00:00+02:00`), locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    found.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * A slot's hours in 24-hour Johannesburg time: "09:00–11:00" (kept on one line), or "09:00"
 * without an end.
 */
export function formatTimeRange(startsAt: string, endsAt: string | null, locale: string): string {
  const time = (iso: string) =>
    dateTimeFormat(intlLocale(locale), {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  // Word joiners (U+2060) on both sides of the dash: a line never breaks inside the range.
  return endsAt ? `${time(startsAt)}\u2060–\u2060${time(endsAt)}` : time(startsAt);
}

/**
 * An order's slot start in the shopper's language, shaped like the legacy API's English
 * `formatted_collection_date` ("Tue 24 Nov 2026, 09:00", "Di. 24 Nov. 2026, 09:00"); null when
 * the legacy value is not a date.
 */
export function formatSlotStart(iso: string | null | undefined, locale: string): string | null {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return null;
  const found = parts(new Date(time), locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    found.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
