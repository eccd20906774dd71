/**
 * cohort_calendars follow events: the rebuild is called directly with the same delivery twice and
 * with deliveries in reverse order, and must end with exactly what the events say (code that
 * appended or applied the delivery's own data would leave duplicates or a moved event behind);
 * then the deployed trigger is watched doing it on its own.
 */
import { adminDb, clearEmulators, eventually } from '../support/admin.ts';
import { buildCohortCalendar, type CalendarEvent } from '@peer-coaching/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildCohortCalendar, syncCohortCalendars } from '../../functions/src/data/events/calendars.ts';
import { cohortDoc, eventDoc, readWithDates, writeDocs } from '../support/documents.ts';

const TRIGGER_TIMEOUT_MS = 10_000;

beforeAll(async () => {
  await clearEmulators();
  await writeDocs('cohorts', [cohortDoc('cal-a', 'tg'), cohortDoc('cal-b', 'tg'), cohortDoc('cal-other', 'og')]);
});

/** Every event that names the cohort, as stored now. */
async function eventsOf(cohortId: string): Promise<CalendarEvent[]> {
  const snapshot = await adminDb.collection('events').where('cohorts', 'array-contains', cohortId).get();
  return snapshot.docs.map((d) => {
    const data = d.data();
    return { ...data, id: d.id, start_date: data.start_date.toDate(), end_date: data.end_date.toDate() };
  }) as CalendarEvent[];
}

/** The stored calendar must be exactly the one built from the stored events. */
async function expectCalendarTrue(cohortId: string, group: string) {
  const stored = await readWithDates(`cohort_calendars/${cohortId}`);
  expect(stored).toBeDefined();
  const { updated_at: updatedAt, ...content } = stored ?? {};
  expect(updatedAt).toBeInstanceOf(Date);
  expect(content).toEqual(buildCohortCalendar(await eventsOf(cohortId), cohortId, group));
  return content as { events: CalendarEvent[] };
}

describe('syncCohortCalendars, called as the trigger would be', () => {
  const early = eventDoc('cal-early', ['cal-a'], { start_date: new Date('2026-01-10T17:00:00Z') });
  const v1 = eventDoc('cal-moving', ['cal-a'], { title: 'First title' });
  const v2 = { ...v1, title: 'Moved', cohorts: ['cal-b'], start_date: new Date('2026-03-01T17:00:00Z') };

  it('takes a moved event out of the calendar it left, however often the move is delivered', async () => {
    await writeDocs('events', [early]);
    await adminDb.doc(`events/${v1.id}`).set(v1);
    await syncCohortCalendars(undefined, v1);
    expect((await expectCalendarTrue('cal-a', 'tg')).events.map((e) => e.id)).toEqual(['cal-early', 'cal-moving']);

    await adminDb.doc(`events/${v1.id}`).set(v2);
    await syncCohortCalendars(v1, v2);
    await syncCohortCalendars(v1, v2);

    expect((await expectCalendarTrue('cal-a', 'tg')).events.map((e) => e.id)).toEqual(['cal-early']);
    expect((await expectCalendarTrue('cal-b', 'tg')).events).toEqual([v2]);
  });

  it('keeps what the events say when the creation arrives again after the move (out of order)', async () => {
    await syncCohortCalendars(undefined, v1);
    await syncCohortCalendars(undefined, v1);
    await syncCohortCalendars(v1, v2);

    expect((await expectCalendarTrue('cal-a', 'tg')).events.map((e) => e.id)).toEqual(['cal-early']);
    expect((await expectCalendarTrue('cal-b', 'tg')).events).toEqual([v2]);
  });

  it('takes the group from the cohort, and keeps one copy of an event shared by two cohorts', async () => {
    const shared = eventDoc('cal-shared', ['cal-a', 'cal-other'], { group: 'tg' });
    await adminDb.doc(`events/${shared.id}`).set(shared);
    for (let i = 0; i < 3; i += 1) await syncCohortCalendars(undefined, shared);
    const other = await expectCalendarTrue('cal-other', 'og');
    expect(other).toMatchObject({ group: 'og', events: [shared] });
    const a = await expectCalendarTrue('cal-a', 'tg');
    expect(a.events.filter((e) => e.id === 'cal-shared')).toHaveLength(1);
  });

  it('removes a deleted event, however often the deletion is delivered', async () => {
    const doomed = eventDoc('cal-doomed', ['cal-b']);
    await adminDb.doc(`events/${doomed.id}`).set(doomed);
    await syncCohortCalendars(undefined, doomed);
    await adminDb.doc(`events/${doomed.id}`).delete();
    await syncCohortCalendars(doomed, undefined);
    await syncCohortCalendars(undefined, doomed); // the creation, delivered after the deletion
    await syncCohortCalendars(doomed, undefined);
    const b = await expectCalendarTrue('cal-b', 'tg');
    expect(b.events.map((e) => e.id)).not.toContain('cal-doomed');
  });

  it('does not write a calendar that already says the same', async () => {
    await rebuildCohortCalendar('cal-a');
    const before = (await adminDb.doc('cohort_calendars/cal-a').get()).updateTime;
    expect(await rebuildCohortCalendar('cal-a')).toBe('unchanged');
    expect((await adminDb.doc('cohort_calendars/cal-a').get()).updateTime?.isEqual(before!)).toBe(true);
  });

  it('repairs a calendar that was overwritten or malformed', async () => {
    await adminDb.doc('cohort_calendars/cal-b').set({ group: 'tg', events: [{ id: 'junk' }] });
    await rebuildCohortCalendar('cal-b');
    await expectCalendarTrue('cal-b', 'tg');
  });

  it('gives a cohort with neither a document nor events no calendar', async () => {
    await adminDb.doc('cohort_calendars/cal-gone').set({ group: 'tg', events: [] });
    expect(await syncCohortCalendars({ cohorts: ['cal-gone'] }, undefined)).toEqual({ 'cal-gone': 'deleted' });
    expect((await adminDb.doc('cohort_calendars/cal-gone').get()).exists).toBe(false);
  });
});

describe('onEventWritten, on the functions emulator', () => {
  it('puts a new event into its cohort calendar, follows an edit, and removes it on delete', async () => {
    const event = eventDoc('cal-live', ['cal-a'], { start_date: new Date('2026-04-01T17:00:00Z') });
    const has = (predicate: (events: CalendarEvent[]) => boolean) =>
      eventually(async () => {
        const stored = await readWithDates('cohort_calendars/cal-a');
        return stored && predicate(stored.events as CalendarEvent[]) ? true : undefined;
      }, TRIGGER_TIMEOUT_MS);

    let started = Date.now();
    await adminDb.doc(`events/${event.id}`).set(event);
    await has((events) => events.some((e) => e.id === 'cal-live'));
    const created = Date.now() - started;

    started = Date.now();
    await adminDb.doc(`events/${event.id}`).update({ title: 'Renamed' });
    await has((events) => events.some((e) => e.id === 'cal-live' && e.title === 'Renamed'));
    const edited = Date.now() - started;

    started = Date.now();
    await adminDb.doc(`events/${event.id}`).delete();
    await has((events) => !events.some((e) => e.id === 'cal-live'));
    const deleted = Date.now() - started;
    console.log(`cohort calendar trigger latency: create ${created} ms, edit ${edited} ms, delete ${deleted} ms`);

    await expectCalendarTrue('cal-a', 'tg');
  });
});
