/**
 * What staff send to create or change an event (POST/PUT /api/facilitator/events). The /event
 * form validates with this same schema before sending, so a message appears next to its field in
 * the form and the server answers 400 with the same words.
 */
import { z } from 'zod';
import { apiDate } from './api/wire.ts';
import { COUNTED_ACTIVITY_TYPES } from './constants.ts';
import { EVENT_KINDS, type CalendarEvent, type EventKind } from './model.ts';

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const cohortId = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

export const EVENT_TITLE_MAX = 120;

export const eventBody = z
  .strictObject({
    title: text(EVENT_TITLE_MAX).min(1, 'must not be empty'),
    kind: z.enum(EVENT_KINDS, { error: `must be one of ${EVENT_KINDS.join(', ')}` }),
    activity: z.enum(COUNTED_ACTIVITY_TYPES, { error: `must be one of ${COUNTED_ACTIVITY_TYPES.join(', ')} or null` }).nullable(),
    cohorts: z.array(cohortId).min(1, 'choose at least one cohort').max(50, 'at most 50 cohorts'),
    start_date: apiDate,
    end_date: apiDate,
    location: text(500),
    description: text(5000),
  })
  .superRefine((body, ctx) => {
    if (body.end_date.getTime() < body.start_date.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
    }
    if (new Set(body.cohorts).size !== body.cohorts.length) {
      ctx.addIssue({ code: 'custom', path: ['cohorts'], message: 'must not repeat a cohort' });
    }
  });
/** The body as sent (dates as `YYYY-MM-DDTHH:mm:ssZ` strings). */
export type EventBody = z.input<typeof eventBody>;
/** The body as parsed (dates as Dates). */
export type EventInput = z.output<typeof eventBody>;

/** The spec's type follows from the kind: only a deadline is type deadline. */
export const eventTypeOfKind = (kind: EventKind): CalendarEvent['type'] => (kind === 'deadline' ? 'deadline' : 'other');

/** The requirement each kind usually counts toward: the form's suggestion when a kind is chosen. */
export const DEFAULT_ACTIVITY_OF_KIND: Record<EventKind, CalendarEvent['activity']> = {
  kickoff: 'kickoff',
  check_in: 'check_in',
  office_hours: 'office_hours',
  completion: 'completion',
  coaching: null,
  workshop: null,
  deadline: null,
  other: null,
};

export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  kickoff: 'Kickoff',
  check_in: 'Check-in',
  office_hours: 'Office hours',
  coaching: 'Coaching',
  workshop: 'Workshop',
  completion: 'Completion',
  deadline: 'Deadline',
  other: 'Other',
};
