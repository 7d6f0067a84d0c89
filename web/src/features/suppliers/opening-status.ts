/**
 * Whether a branch is open now, from its weekly hours as the legacy API gives them ("07:30 -
 * 19:00" per English day name, or "Closed"), in Johannesburg time: open until when, or when it
 * opens next (later today, tomorrow, or on a named day within the week).
 */
import { dateTimeFormat } from '../../lib/intl-formats';

export interface DayHours {
  day: string;
  hours: string;
}

export type OpeningStatus =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string; inDays: number; day: string }
  /** No day of the week has readable hours. */
  | null;

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const RANGE = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;

function minutes(hour: string, minute: string): number {
  return Number(hour) * 60 + Number(minute);
}

function range(hours: string): { from: number; to: number; opens: string; closes: string } | null {
  const match = RANGE.exec(hours.trim());
  if (!match) return null;
  const [, fromH, fromM, toH, toM] = match as unknown as [string, string, string, string, string];
  const pad = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;
  return {
    from: minutes(fromH, fromM),
    to: minutes(toH, toM),
    opens: pad(fromH, fromM),
    closes: pad(toH, toM),
  };
}

/** Monday-first day index (0-6) and minutes past midnight, in Johannesburg. */
export function johannesburgClock(now: Date): { dayIndex: number; minute: number } {
  const parts = dateTimeFormat('en-GB', {
    timeZone: 'Africa/Johannesburg',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    dayIndex: WEEK.indexOf(part('weekday')),
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export function openingStatus(week: DayHours[], now: Date = new Date()): OpeningStatus {
  const byDay = new Map(week.map((entry) => [entry.day, range(entry.hours)]));
  const { dayIndex, minute } = johannesburgClock(now);
  const today = byDay.get(WEEK[dayIndex]!);
  if (today && minute >= today.from && minute < today.to)
    return { open: true, closesAt: today.closes };
  for (let inDays = 0; inDays < 8; inDays += 1) {
    const day = WEEK[(dayIndex + inDays) % 7]!;
    const hours = byDay.get(day);
    if (hours && (inDays > 0 || minute < hours.from))
      return { open: false, opensAt: hours.opens, inDays, day };
  }
  return null;
}
