/**
 * Calendar arithmetic in the display timezone (America/New_York), shared by the demo builder and
 * the redate step. Everything here is pure and independent of the host's timezone: wall clocks
 * are held as UTC-mode dayjs values whose fields are the New York fields, and converting a wall
 * clock back to an instant asks the timezone database only for offsets, never for the clock.
 */
import { DISPLAY_TIMEZONE, dayjs, type Dayjs } from '@peer-coaching/domain';
// The domain wrapper extends dayjs with these plugins at run time, but its emitted declarations
// do not carry the plugins' type augmentations across the project reference: load them here.
import type {} from 'dayjs/plugin/timezone.js';
import type {} from 'dayjs/plugin/utc.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

/**
 * Offsets by quarter hour of UTC time. Asking the timezone database is slow (a few thousand
 * dates would take a second), and New York's offset changes only at whole UTC hours, so within a
 * quarter hour it is constant and the cache is exact.
 */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const offsetByQuarterHour = new Map<number, number>();

/** Empties the offset cache; for tests that switch the host timezone and must recompute. */
export function forgetCachedOffsets(): void {
  offsetByQuarterHour.clear();
}

/** Minutes New York is ahead of UTC at an instant: -240 in summer, -300 in winter. */
function displayOffsetMinutes(instantMs: number): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  let offset = offsetByQuarterHour.get(quarter);
  if (offset === undefined) {
    offset = dayjs(instantMs).tz(DISPLAY_TIMEZONE).utcOffset();
    offsetByQuarterHour.set(quarter, offset);
  }
  return offset;
}

/** The New York wall clock of an instant, as a UTC-mode dayjs whose fields read as local ones. */
function wallClockOf(date: Date): Dayjs {
  const ms = date.getTime();
  return dayjs.utc(ms + displayOffsetMinutes(ms) * MINUTE_MS);
}

/**
 * The instant at which New York clocks show a wall time. Like Temporal's 'compatible' choice: a
 * time that happens twice (the November fall-back hour) takes the earlier instant, a time that is
 * skipped (the March spring-forward hour) moves forward by the gap.
 */
function instantOfWallClock(wall: Dayjs): Date {
  const wallMs = wall.valueOf();
  const offsetBefore = displayOffsetMinutes(wallMs - DAY_MS);
  const offsetAfter = displayOffsetMinutes(wallMs + DAY_MS);
  // The larger offset gives the earlier instant, so it is tried first.
  for (const offset of [Math.max(offsetBefore, offsetAfter), Math.min(offsetBefore, offsetAfter)]) {
    const instant = wallMs - offset * MINUTE_MS;
    if (displayOffsetMinutes(instant) === offset) return new Date(instant);
  }
  return new Date(wallMs - offsetBefore * MINUTE_MS);
}

/** The New York calendar day of an instant. */
export function displayDayOf(date: Date): CalendarDay {
  return wallClockOf(date).format('YYYY-MM-DD');
}

/** A calendar day moved by whole days (negative moves back). */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** The instant of a New York wall time ('HH:mm') on a calendar day. */
export function atDisplayTime(day: CalendarDay, time: string): Date {
  return instantOfWallClock(dayjs.utc(`${day}T${time}:00`));
}

/**
 * An instant moved by whole calendar days in New York, keeping its wall time: 09:00 stays 09:00
 * across a DST change, so the shift is 23 or 25 hours on those days.
 */
export function shiftByCalendarDays(date: Date, days: number): Date {
  if (days === 0) return new Date(date.getTime());
  return instantOfWallClock(wallClockOf(date).add(days, 'day'));
}

/** Whole New York calendar days from `anchorDay` to the day `today` falls on (negative if before). */
export function calendarDaysBetween(anchorDay: CalendarDay, today: Date): number {
  return dayjs.utc(displayDayOf(today)).diff(dayjs.utc(anchorDay), 'day');
}
