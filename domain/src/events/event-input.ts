/**
 * What staff send to create or change an event (POST/PUT /api/facilitator/events). The /event
 * form validates with this same schema before sending, so a message appears next to its field in
 * the form and the server answers 400 with the same words.
 */
import { z } from 'zod';
import { apiDate } from '../api/wire.ts';
import { COUNTED_ACTIVITY_TYPES } from '../constants.ts';
import { EVENT_KINDS } from '../model.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const cohortId = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

export const EVENT_TITLE_MAX = 120;

/** API_DATE_PATTERN (time.ts) with its fields captured. */
const DATE_FIELDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})[+-](\d{2}):(\d{2})$/;

/** Days in a month (1-12); the Gregorian leap rule repeats every 400 years, past Date.UTC's 0-99 quirk. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();

/**
 * False for a string of the right shape naming no real moment: Date rolls February 30 over to
 * March 2 and makes month 13 or hour 25 an Invalid Date. Other strings pass here and get
 * apiDate's format message.
 */
function isRealDate(text: string): boolean {
  const match = DATE_FIELDS.exec(text);
  if (!match) return true;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map(Number);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

/** A date of the spec's format `YYYY-MM-DDTHH:mm:ssZ` that exists on the calendar (announcements use it too). */
export const eventDate = z.string().refine(isRealDate, 'is not a real date and time').pipe(apiDate);

export const eventBody = z
  .strictObject({
    title: text(EVENT_TITLE_MAX).min(1, 'must not be empty'),
    kind: z.enum(EVENT_KINDS, { error: `must be one of ${EVENT_KINDS.join(', ')}` }),
    activity: z
      .enum(COUNTED_ACTIVITY_TYPES, { error: `must be one of ${COUNTED_ACTIVITY_TYPES.join(', ')} or null` })
      .nullable(),
    cohorts: z.array(cohortId).min(1, 'choose at least one cohort').max(50, 'at most 50 cohorts'),
    start_date: eventDate,
    end_date: eventDate,
    location: text(500),
    description: text(5000),
  })
  // zod runs this even after a field failed a check, with that field's raw input (a date still a
  // string), so each rule looks only at fields that parsed.
  .superRefine((body, ctx) => {
    const { start_date: start, end_date: end, cohorts } = body;
    if (start instanceof Date && end instanceof Date && end.getTime() < start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
    }
    if (Array.isArray(cohorts) && new Set(cohorts).size !== cohorts.length) {
      ctx.addIssue({ code: 'custom', path: ['cohorts'], message: 'must not repeat a cohort' });
    }
  });
/** The body as sent (dates as `YYYY-MM-DDTHH:mm:ssZ` strings). */
export type EventBody = z.input<typeof eventBody>;
/** The body as parsed (dates as Dates). */
export type EventInput = z.output<typeof eventBody>;
