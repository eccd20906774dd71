/**
 * What the production build checks of a cohort calendar before a page uses it (issue 24): the
 * fields every calendar view reads, so that a malformed event fails as 'Problem parsing events'
 * (spec section 8) instead of an "Invalid Date" or the generic error page. Development checks the
 * whole document against its collection's schema (dev-collections.ts); this is the subset a page
 * cannot do without, written out by hand: ten type checks do not need a schema library, and zod
 * (even zod/mini) put 25 KiB of gzip into the home's JS, whose budget `npm run bench` measures.
 */
import { EVENT_KINDS, MalformedDocumentError } from '@peer-coaching/domain';

type Check = (value: unknown) => string | null;

const nonEmptyText: Check = (v) => (typeof v === 'string' && v.length > 0 ? null : 'must be a non-empty string');
const text: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `must be one of ${values.join(', ')}`;
const date: Check = (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? null : 'must be a valid date');
const idList: Check = (v) =>
  Array.isArray(v) && v.every((id) => nonEmptyText(id) === null) ? null : 'must be a list of ids';

const EVENT_FIELDS: Record<string, Check> = {
  id: nonEmptyText,
  title: text,
  description: text,
  location: text,
  type: oneOf(['deadline', 'other']),
  kind: oneOf(EVENT_KINDS),
  group: nonEmptyText,
  cohorts: idList,
  start_date: date,
  end_date: date,
};

/** The first problem of a calendar's events, as `events.3.start_date: must be a valid date`, or null. */
export function calendarProblem(data: unknown): string | null {
  const events = (data as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return 'events: must be a list';
  for (const [index, event] of events.entries()) {
    if (typeof event !== 'object' || event === null) return `events.${index}: must be an event`;
    for (const [field, check] of Object.entries(EVENT_FIELDS)) {
      const problem = check((event as Record<string, unknown>)[field]);
      if (problem) return `events.${index}.${field}: ${problem}`;
    }
  }
  return null;
}

/** Throws MalformedDocumentError naming the document and the first bad field. */
export function checkCohortCalendar(data: unknown, path: string): void {
  const problem = calendarProblem(data);
  if (problem) throw new MalformedDocumentError(path, problem);
}
