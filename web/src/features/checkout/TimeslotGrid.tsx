/**
 * Time slots as a day-by-day grid: the days as a row of choices ("Today", "Tomorrow", "Thu 26
 * Nov", with how many slots each has), then the chosen day's slots as a grid of hours. Both are
 * radio groups, so arrow keys move within them and the choice is announced.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useEarlyRadio } from '../../ui/use-early-radio';
import type { CheckoutTimeslotsQuery } from './CheckoutTimeslots.generated';
import { formatSlotDay, formatTimeRange } from '../../lib/dates';
import { ShowSlotsButton } from './ShowSlotsButton';

export type Timeslot = CheckoutTimeslotsQuery['timeslots'][number];

interface Props {
  slots: Timeslot[];
  /** The chosen slot's value, if any. */
  chosen: string | null;
  /** The day to show first when no slot is chosen on it (`?day=`: the no-script "Show"). */
  firstDay?: string | null;
  /** Names the grid, e.g. "Collect time slot". */
  label: string;
  onChoose: (slot: Timeslot) => void;
}

/** Slots grouped by their Johannesburg day, days and slots in time order. */
export function slotsByDay(slots: Timeslot[]): Array<[string, Timeslot[]]> {
  const days = new Map<string, Timeslot[]>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function TimeslotGrid({ slots, chosen, firstDay, label, onChoose }: Props) {
  const { i18n, t } = useLingui();
  const days = slotsByDay(slots);
  const askedDay = days.some(([key]) => key === firstDay) ? firstDay : undefined;
  const chosenDay = askedDay ?? slots.find((slot) => slot.value === chosen)?.day;
  const [picked, setPicked] = useState(chosenDay ?? days[0]?.[0] ?? '');
  // Another dispatch method brings other days: fall back to the chosen slot's day or the first.
  const day = days.some(([key]) => key === picked) ? picked : (chosenDay ?? days[0]?.[0] ?? '');
  const daySlots = days.find(([key]) => key === day)?.[1] ?? [];
  const dayName = (key: string) => formatSlotDay(key, i18n.locale);
  const shownDay = dayName(day);
  // A day or a slot tapped on the server's page before the scripts ran.
  const grid = useRef<HTMLDivElement>(null);
  useEarlyRadio(grid, 'timeslot-day', day, setPicked);
  useEarlyRadio(grid, 'timeslot', chosen, (value) => {
    const slot = slots.find((each) => each.value === value && each.available);
    if (slot) onChoose(slot);
  });

  return (
    <div className="timeslots" ref={grid}>
      <div className="timeslot-days" role="radiogroup" aria-label={t`Day`}>
        {days.map(([key, list]) => {
          const open = list.filter((slot) => slot.available).length;
          return (
            <label key={key} className="timeslot-day">
              <input
                type="radio"
                name="timeslot-day"
                value={key}
                checked={key === day}
                onChange={() => setPicked(key)}
              />
              <span className="timeslot-day-name">{dayName(key)}</span>
              <span className="timeslot-day-count">
                {open === 0 ? (
                  <Trans>Full</Trans>
                ) : (
                  <Plural value={open} one="# slot" other="# slots" />
                )}
              </span>
            </label>
          );
        })}
      </div>
      <ShowSlotsButton of="day" />
      <div
        className="timeslot-grid"
        role="radiogroup"
        aria-label={t`${label}, ${shownDay}`}
        data-testid="timeslot-grid"
      >
        {daySlots.map((slot) => {
          const hours = formatTimeRange(slot.startsAt, slot.endsAt, i18n.locale);
          return (
            <label
              key={slot.value}
              // Its look as chosen comes from its checked radio (money-screens.css).
              className={`timeslot${slot.available ? '' : ' is-full'}`}
            >
              <input
                type="radio"
                name="timeslot"
                value={slot.value}
                checked={slot.value === chosen}
                disabled={!slot.available}
                onChange={() => onChoose(slot)}
              />
              <span>{hours}</span>
              {!slot.available && (
                <span className="timeslot-full">
                  <Trans>Full</Trans>
                </span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
