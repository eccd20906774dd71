/**
 * What the production build checks of a cohort calendar before a page uses it (issue 24): the
 * fields every calendar view reads, so that a malformed event fails as 'Problem parsing events'
 * (spec section 8) instead of an "Invalid Date" or the generic error page. Development checks the
 * whole document against its collection's schema (dev-collections.ts); this is the subset a page
 * cannot do without, in zod/mini, which keeps the home's JS within its budget (`npm run bench`).
 */
import { EVENT_KINDS, MalformedDocumentError } from '@peer-coaching/domain';
import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1));
const text = z.string();

const calendarEvent = z.object({
  id,
  title: text,
  description: text,
  location: text,
  type: z.enum(['deadline', 'other']),
  kind: z.enum(EVENT_KINDS),
  group: id,
  cohorts: z.array(id),
  start_date: z.date(),
  end_date: z.date(),
});

const cohortCalendar = z.object({ events: z.array(calendarEvent) });

/** Throws MalformedDocumentError naming the document and the first bad field. */
export function checkCohortCalendar(data: unknown, path: string): void {
  const result = cohortCalendar.safeParse(data);
  if (result.success) return;
  const issue = result.error.issues[0]!;
  throw new MalformedDocumentError(path, `${issue.path.join('.')}: ${issue.message}`);
}
