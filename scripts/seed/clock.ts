/**
 * Dates relative to the demo's "today": a day offset plus a New York wall time. The builder only
 * uses the calendar day of `today`, never its time of day, so a build is the same all day long.
 */
import { addCalendarDays, atDisplayTime, displayDayOf, type CalendarDay } from './dates.ts';

export interface DemoClock {
  /** The New York calendar day the data is built for. */
  today: CalendarDay;
  /** The calendar day `offset` days from today. */
  day(offset: number): CalendarDay;
  /** The instant of a New York wall time ('HH:mm') `offset` days from today. */
  at(offset: number, time: string): Date;
}

export function demoClock(today: Date): DemoClock {
  const day = displayDayOf(today);
  // The same few hundred instants are asked for again and again (the large seed: 180,000 times).
  const instants = new Map<string, number>();
  return {
    today: day,
    day: (offset) => addCalendarDays(day, offset),
    at: (offset, time) => {
      const key = `${offset}|${time}`;
      let instant = instants.get(key);
      if (instant === undefined) {
        instant = atDisplayTime(addCalendarDays(day, offset), time).getTime();
        instants.set(key, instant);
      }
      return new Date(instant);
    },
  };
}
