import { type CalendarEvent, inDisplayZone } from '@peer-coaching/domain';

const DAY_AND_TIME = 'ddd, MMM D · h:mm A';
const TIME_ONLY = 'h:mm A';
const DAY_KEY = 'YYYY-MM-DD';

/**
 * When an event happens, in New York time: "Mon, Mar 9 · 10:00 AM – 11:30 AM". A deadline is a
 * moment, so it shows its start only; an event spanning days repeats the day at its end.
 */
export function formatEventWhen(event: Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>): string {
  const start = inDisplayZone(event.start_date);
  const end = inDisplayZone(event.end_date);
  if (event.type === 'deadline' || !end.isAfter(start)) return start.format(DAY_AND_TIME);
  // Compare calendar days as New York strings: startOf('day') on zoned objects is unreliable.
  const sameDay = start.format(DAY_KEY) === end.format(DAY_KEY);
  return `${start.format(DAY_AND_TIME)} – ${end.format(sameDay ? TIME_ONLY : DAY_AND_TIME)}`;
}
