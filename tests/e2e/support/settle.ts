/**
 * Waiting out the triggers a fresh demo sets off. Writing the demo wakes the events trigger once
 * per event (about 200 deliveries, 10 s or more on the functions emulator, one after another), and
 * a test's own write queues behind them: its change would reach an open page only after the
 * backlog, past any reasonable wait. A marked description on one event, seen in its cohort's
 * calendar, shows the deliveries before it are done; the description is then put back the same way.
 */
import { adminDb, eventually } from '../../support/admin.ts';

async function calendarShows(cohort: string, eventId: string, description: string, timeoutMs: number) {
  await eventually(async () => {
    const events = (await adminDb.doc(`cohort_calendars/${cohort}`).get()).get('events') as
      { id: string; description?: string }[] | undefined;
    return events?.find((e) => e.id === eventId)?.description === description ? true : undefined;
  }, timeoutMs);
}

export async function eventTriggersSettled(timeoutMs = 120_000): Promise<void> {
  const [event] = (await adminDb.collection('events').limit(1).get()).docs;
  const cohort = (event?.get('cohorts') as string[] | undefined)?.[0];
  if (!event || !cohort) return;
  const description = (event.get('description') as string | undefined) ?? '';
  const marked = `${description} [settling ${Date.now()}]`;
  await event.ref.update({ description: marked });
  await calendarShows(cohort, event.id, marked, timeoutMs);
  await event.ref.update({ description });
  await calendarShows(cohort, event.id, description, timeoutMs);
}
