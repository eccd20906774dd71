/**
 * The event form's values, kept in the wire shape the API takes (domain EventBody: dates as
 * `YYYY-MM-DDTHH:mm:ssZ` strings), so the form validates with the server's own schema.
 */
import {
  DEFAULT_ACTIVITY_OF_KIND,
  DISPLAY_TIMEZONE,
  dayjs,
  toApiDate,
  type CalendarEvent,
  type CountedActivityType,
  type EventBody,
  type EventKind,
} from '@peer-coaching/domain';

export const EVENT_FORM_FIELDS = [
  'title',
  'kind',
  'activity',
  'cohorts',
  'start_date',
  'end_date',
  'location',
  'description',
] as const satisfies readonly (keyof EventBody)[];

export const ACTIVITY_LABELS: Record<CountedActivityType, string> = {
  kickoff: 'Kickoff',
  check_in: 'Check-in',
  office_hours: 'Office hours',
  completion: 'Completion',
  reflection: 'Reflection',
};

const FIRST_KIND: EventKind = 'check_in';

/** A new event: a check-in at the next whole hour in New York, for an hour, for the current cohort. */
export function newEventValues(now: Date, cohort: string | null): EventBody {
  const start = dayjs(now).tz(DISPLAY_TIMEZONE).add(1, 'hour').startOf('hour');
  return {
    title: '',
    kind: FIRST_KIND,
    activity: DEFAULT_ACTIVITY_OF_KIND[FIRST_KIND],
    cohorts: cohort ? [cohort] : [],
    start_date: toApiDate(start),
    end_date: toApiDate(start.add(1, 'hour')),
    location: '',
    description: '',
  };
}

/** An existing event's values. */
export function eventValues(event: CalendarEvent): EventBody {
  return {
    title: event.title,
    kind: event.kind,
    activity: event.activity,
    cohorts: [...event.cohorts],
    start_date: toApiDate(event.start_date),
    end_date: toApiDate(event.end_date),
    location: event.location,
    description: event.description,
  };
}

/** A deadline is one moment: its end is its start. */
export function bodyToSend(values: EventBody): EventBody {
  return values.kind === 'deadline' ? { ...values, end_date: values.start_date } : values;
}
