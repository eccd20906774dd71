/**
 * The one dayjs module: extends utc and timezone once. Everything that formats or does calendar
 * arithmetic on dates imports dayjs from here, never from 'dayjs' directly.
 */
// The references carry the plugins' type augmentations (dayjs.tz, .utc()) into the emitted
// declarations, so web and functions see them through the project reference too.
/// <reference types="dayjs/plugin/utc" preserve="true" />
/// <reference types="dayjs/plugin/timezone" preserve="true" />
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { API_DATE_FORMAT, DISPLAY_TIMEZONE } from './constants.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
export type { Dayjs };

/** A date as the API sends it: America/New_York, `YYYY-MM-DDTHH:mm:ssZ`. */
export function toApiDate(date: Date | Dayjs): string {
  return dayjs(date).tz(DISPLAY_TIMEZONE).format(API_DATE_FORMAT);
}

/** Parses an API date string; offsets are honoured, so the instant is exact. */
export function fromApiDate(value: string): Dayjs {
  return dayjs(value);
}

/** A moment seen in the display timezone. */
export function inDisplayZone(date: Date | Dayjs | number): Dayjs {
  return dayjs(date).tz(DISPLAY_TIMEZONE);
}
