/**
 * `tsx scripts/seed/redate-cli.ts`: brings the demo's dates up to today, after the emulators have
 * imported emulator-data (npm start runs it). Does nothing when the dates are already current.
 *
 * Ready means ready (issue 26): moving the dates is an ordinary write of some 350 documents, and
 * each used to wake a trigger (211 event, 51 survey, 64 discussion runs, 20 s of catch-up after the
 * ready line). With FIREBASE_EMULATOR_HUB set (npm start sets it), the background triggers are
 * turned off for the move, the documents they derive from dates (each cohort's calendar, each
 * survey's windows and its entry in the reports) are written here with the functions' own code, and
 * the triggers are turned on again and shown to answer before this returns. So when npm start
 * prints its ready line, no trigger run is pending.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { NotOnEmulatorsError, assertEmulators } from './emulator-guard.ts';
import { connectToEmulators } from './firebase-app.ts';
import { redateDemoData } from './redate.ts';

const hub = process.env.FIREBASE_EMULATOR_HUB;

async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  if (!hub) return;
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: ${response.status} ${await response.text()}`);
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurns<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

/**
 * What the triggers would derive from the moved dates, written with their own functions: every
 * cohort calendar from its events, every survey's windows from its calendars, every survey's entry
 * in its cohorts' reports, every cohort's surveys for peers' homes. Each writes only what differs, so this is cheap when the move already
 * shifted them alike. Returns how many documents it wrote.
 */
async function deriveFromDates(db: Firestore): Promise<number> {
  const [{ rebuildCohortCalendar }, { refreshSurveyDerived }, { refreshReportSurvey }, { rebuildCohortSurveys }] =
    await Promise.all([
      import('../../functions/src/data/events/calendars.ts'),
      import('../../functions/src/data/surveys/surveys.ts'),
      import('../../functions/src/data/reports/cohort-reports.ts'),
      import('../../functions/src/data/surveys/cohort-surveys.ts'),
    ]);
  const [events, surveys] = await Promise.all([
    db.collection('events').select('cohorts').get(),
    db.collection('surveys').select('cohorts').get(),
  ]);
  const cohorts = [...new Set(events.docs.flatMap((d) => (d.get('cohorts') as string[] | undefined) ?? []))].sort();
  let written = 0;
  await inTurns(cohorts, 4, async (id) => {
    if ((await rebuildCohortCalendar(id)) !== 'unchanged') written += 1;
  });
  await inTurns(surveys.docs, 8, async (doc) => {
    if ((await refreshSurveyDerived(doc.id)) === 'written') written += 1;
  });
  await inTurns(surveys.docs, 8, async (doc) => {
    written += await refreshReportSurvey(doc.id);
  });
  const surveyCohorts = [...new Set(surveys.docs.flatMap((d) => (d.get('cohorts') as string[] | undefined) ?? []))];
  await inTurns(surveyCohorts.sort(), 4, async (id) => {
    if ((await rebuildCohortSurveys(id)) !== 'unchanged') written += 1;
  });
  return written;
}

/**
 * Shows the background triggers answer again: an event's description changed and changed back,
 * each seen in its cohort's calendar (the events trigger rebuilds it). Turning them on reloads
 * them, and a reloaded trigger has been seen to miss its first delivery (tests/e2e/support/settle.ts):
 * a probe that times out turns them on again and tries once more.
 */
async function triggersAnswer(db: Firestore): Promise<boolean> {
  const [event] = (await db.collection('events').limit(1).get()).docs;
  const cohort = (event?.get('cohorts') as string[] | undefined)?.[0];
  if (!event || !cohort) return true;
  const description = (event.get('description') as string | undefined) ?? '';
  const seen = async (text: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const events = (await db.doc(`cohort_calendars/${cohort}`).get()).get('events') as
        { id: string; description?: string }[] | undefined;
      if (events?.find((e) => e.id === event.id)?.description === text) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  await event.ref.update({ description: `${description} [ready check]` });
  const answered = await seen(`${description} [ready check]`, 20_000);
  await event.ref.update({ description });
  return (await seen(description, 20_000)) && answered;
}

async function redate(): Promise<void> {
  assertEmulators(['FIRESTORE_EMULATOR_HOST']);
  const started = performance.now();
  const connection = connectToEmulators();
  try {
    await setBackgroundTriggers(false);
    let derived = 0;
    let outcome;
    let derivedMs = 0;
    try {
      outcome = await redateDemoData(connection.db, new Date());
      const deriving = performance.now();
      if (outcome.days !== 0) derived = await deriveFromDates(connection.db);
      derivedMs = Math.round(performance.now() - deriving);
    } finally {
      await setBackgroundTriggers(true);
    }
    const { days, documents, fromDay } = outcome;
    const ms = Math.round(performance.now() - started);
    if (fromDay === null) console.log('No demo data to redate (meta/demo is missing): nothing to do.');
    else if (days === 0) console.log(`Demo dates are current (anchor ${fromDay}).`);
    else {
      console.log(
        `Moved the demo dates by ${days} day(s) from ${fromDay}: ${documents} documents, ` +
          `${derived} derived documents written again (checked in ${derivedMs} ms), ` +
          `${hub ? 'background triggers off' : 'background triggers on'}, in ${ms} ms.`,
      );
    }
    if (hub && !(await triggersAnswer(connection.db))) {
      await setBackgroundTriggers(true);
      if (!(await triggersAnswer(connection.db))) console.warn('The background triggers did not answer in 40 s.');
    }
  } finally {
    await connection.close();
  }
}

try {
  await redate();
} catch (error) {
  if (!(error instanceof NotOnEmulatorsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
