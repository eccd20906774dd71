/**
 * Date helpers that need no dayjs, so that the pages which only show or parse dates (the peer home
 * among them) do not download it: the API's date pattern and JSON reviver, and a moment's fields in
 * the display timezone.
 */
import { DISPLAY_TIMEZONE } from './constants.ts';

/** A date string as the API writes it (`YYYY-MM-DDTHH:mm:ssZ`). */
export const API_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** JSON.parse reviver: the API's date strings become Dates (what the wire schemas decode, without zod). */
export function reviveApiDates(_key: string, value: unknown): unknown {
  return typeof value === 'string' && API_DATE_PATTERN.test(value) ? new Date(value) : value;
}

/** A moment's calendar and clock fields in the display timezone. */
export interface DisplayParts {
  year: number;
  /** Short English month name: 'Mar'. */
  month: string;
  day: number;
  /** Short English weekday: 'Mon'. */
  weekday: string;
  /** 0 to 23. */
  hour: number;
  minute: number;
}

// One formatter for the whole app: building an Intl.DateTimeFormat is the expensive part, and
// dayjs's tz() builds or looks one up on every call (it dominated a phone's home render).
let displayFormat: Intl.DateTimeFormat | undefined;

/** The fields of `date` in America/New_York, fast enough for every row of a list. */
export function displayParts(date: Date): DisplayParts {
  displayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIMEZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const { type, value } of displayFormat.formatToParts(date)) parts[type] = value;
  return {
    year: Number(parts.year),
    month: parts.month ?? '',
    day: Number(parts.day),
    weekday: parts.weekday ?? '',
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}
