import { displayParts, type CalendarEvent, type DisplayParts } from '@peer-coaching/domain';

/** "10:00 AM" */
function clock({ hour, minute }: DisplayParts): string {
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Mon, Mar 9 · 10:00 AM" */
function dayAndClock(parts: DisplayParts): string {
  return `${parts.weekday}, ${parts.month} ${parts.day} · ${clock(parts)}`;
}

const sameDay = (a: DisplayParts, b: DisplayParts) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * When an event happens, in New York time: "Mon, Mar 9 · 10:00 AM – 11:30 AM". A deadline is a
 * moment, so it shows its start only; an event spanning days repeats the day at its end.
 */
export function formatEventWhen(event: Pick<CalendarEvent, 'type' | 'start_date' | 'end_date'>): string {
  const start = displayParts(event.start_date);
  if (event.type === 'deadline' || event.end_date.getTime() <= event.start_date.getTime()) return dayAndClock(start);
  const end = displayParts(event.end_date);
  return `${dayAndClock(start)} – ${sameDay(start, end) ? clock(end) : dayAndClock(end)}`;
}
