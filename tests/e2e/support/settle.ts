/**
 * Waiting out the triggers a fresh demo sets off. Writing the demo wakes the events trigger once
 * per event (about 200 deliveries, 10 s or more on the functions emulator, one after another), and
 * a test's own write would queue behind them, past any reasonable wait. A marked description on
 * one event, seen in its cohort's calendar, shows the deliveries before it are done.
 *
 * Turning the background triggers off for the write (the emulator hub's
 * disableBackgroundTriggers) would save that wait, but turning them on again reloads them, and in
 * CI a file's trigger-driven test then sometimes never saw its trigger fire (2026-11-23): kept on.
 */
import { adminDb, eventually } from '../../support/admin.ts';

async function calendarShows(cohort: string, eventId: string, description: string, timeoutMs: number) {
  await eventually(async () => {
    const events = (await adminDb.doc(`cohort_calendars/${cohort}`).get()).get('events') as
      { id: string; description?: string }[] | undefined;
    return events?.find((e) => e.id === eventId)?.description === description ? true : undefined;
  }, timeoutMs);
}

/**
 * Returns once the events trigger has caught up with every write before the call. The generous
 * default is for the first e2e file, whose demo queues behind the rules and API suites' deliveries.
 */
export async function eventTriggersSettled(timeoutMs = 300_000): Promise<void> {
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

/**
 * Returns once the discussion's triggers have caught up (docs/discussion.md): a fresh demo wakes
 * the replies trigger once per reply, and clearing the old one the thread-deleted trigger once per
 * thread. A marker reply counted in its marker thread, then the marker thread's deletion taking the
 * reply with it, show the deliveries before them are done; the markers are gone afterwards.
 */
export async function discussionTriggersSettled(timeoutMs = 300_000): Promise<void> {
  const at = new Date();
  const thread = adminDb.doc('discussion_threads/e2e-settling');
  const reply = adminDb.doc('discussion_posts/e2e-settling');
  const authored = { group: 'e2e-settling', cohort: 'e2e-settling', body: '.', author_id: 'e2e', author_name: 'e2e' };
  await thread.set({
    ...authored,
    title: '.',
    created_at: at,
    edited_at: null,
    last_post_at: at,
    last_author_id: 'e2e',
    reply_count: 0,
    pinned: false,
    hidden: false,
    locked: false,
  });
  await reply.set({ ...authored, thread_id: 'e2e-settling', created_at: at, edited_at: null, hidden: false });
  await eventually(async () => ((await thread.get()).get('reply_count') === 1 ? true : undefined), timeoutMs);
  await thread.delete();
  await eventually(async () => ((await reply.get()).exists ? undefined : true), timeoutMs);
}
