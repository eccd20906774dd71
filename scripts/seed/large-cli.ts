/**
 * `npm run seed -- --large` (scripts/seed.mjs starts this): writes the large program
 * (scripts/seed/large.ts) into the emulators that are running, those of `npm start` (EMULATOR_SET=N:
 * of set N), beside the demo. Refuses unless Firestore and Auth are emulators on this machine that
 * the emulator hub lists. The functions' background triggers are off while it writes (the derived
 * documents are written as built) and on again afterwards, shown to answer.
 */
import { NotOnEmulatorsError, assertLocalEmulators } from './emulator-guard.ts';
import { describeLargest, largestDocuments, measureDocument, repositoryIndexExemptions } from './document-limits.ts';
import { connectToEmulators } from './firebase-app.ts';
import { runningEmulators, setBackgroundTriggers, triggersOnAgain } from './background-triggers.ts';
import {
  buildLargeProgram,
  largeDocuments,
  SCALE_ALUMNI_COHORT,
  SCALE_COHORT,
  SCALE_FACILITATOR,
  SCALE_GROUP_NAME,
} from './large.ts';
import { writeLargeProgram } from './large-write.ts';

const portOf = (host: string | undefined) => Number(host?.split(':').at(-1));

/** The hub's emulators, checked to be the Firestore and Auth that the admin SDK is pointed at. */
async function emulatorsOfHub(hub: string | undefined): Promise<{ functions: boolean }> {
  if (!hub) throw new NotOnEmulatorsError('Refusing to run: FIREBASE_EMULATOR_HUB is not set.');
  const running = await runningEmulators(hub).catch(() => {
    throw new NotOnEmulatorsError(
      `No emulators answer at ${hub}. Start them first (npm start, with the same EMULATOR_SET), then run this again.`,
    );
  });
  for (const [name, variable] of [
    ['firestore', 'FIRESTORE_EMULATOR_HOST'],
    ['auth', 'FIREBASE_AUTH_EMULATOR_HOST'],
  ] as const) {
    if (running[name]?.port !== portOf(process.env[variable])) {
      throw new NotOnEmulatorsError(
        `Refusing to run: ${variable}=${process.env[variable]} is not the ${name} emulator of the hub at ${hub} ` +
          `(${running[name] ? `port ${running[name].port}` : 'not running'}).`,
      );
    }
  }
  return { functions: 'functions' in running };
}

async function seedLarge(): Promise<void> {
  assertLocalEmulators(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']);
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const { functions } = await emulatorsOfHub(hub);
  const started = performance.now();
  const program = buildLargeProgram(new Date());
  const documents = largeDocuments(program);
  const exemptions = repositoryIndexExemptions();
  const largest = largestDocuments(documents.map((d) => measureDocument(d.path, d.data, exemptions)));
  const built = (performance.now() - started) / 1000;
  const shards = (cohort: string) => program.cohortReports.shards.filter((s) => s.cohort === cohort).length;
  const connection = connectToEmulators();
  try {
    if (functions) await setBackgroundTriggers(hub!, false);
    let summary;
    let waited = 0;
    try {
      summary = await writeLargeProgram(program, connection);
    } finally {
      if (functions) {
        // The emulator still delivers each write to the (switched off) triggers: wait that out.
        console.log('Switching the background triggers on, and waiting until the emulator has delivered the writes...');
        const waiting = performance.now();
        if (!(await triggersOnAgain(hub!, connection.db))) {
          console.warn('The background triggers did not answer within ten minutes of being switched on again.');
        }
        waited = (performance.now() - waiting) / 1000;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const count = (n: number) => n.toLocaleString('en-US');
    console.log(
      [
        `Seeded "${SCALE_GROUP_NAME}" in ${seconds.toFixed(1)} s (built in ${built.toFixed(1)} s, ` +
          `${count(summary.accounts)} accounts in ${summary.accountSeconds.toFixed(1)} s, ` +
          `${count(summary.documents)} documents in ${summary.documentSeconds.toFixed(1)} s` +
          `${summary.stale ? `, ${count(summary.stale)} left by an earlier run deleted` : ''}; ` +
          `background triggers ${functions ? `off while writing, answering again ${waited.toFixed(1)} s later` : 'not running'}):`,
        `  ${count(program.users.length)} people, ${count(program.events.length)} events, ` +
          `${count(program.activities.length)} activities (${count(program.attendance.length)} attendance marks; ` +
          `the records themselves are not written), ` +
          `${program.surveys.length} surveys with ${count(program.surveyResponses.length)} responses;`,
        `  reports: ${SCALE_COHORT} in ${shards(SCALE_COHORT)} shards, ${SCALE_ALUMNI_COHORT} in ${shards(SCALE_ALUMNI_COHORT)}.`,
        describeLargest(largest)
          .split('\n')
          .map((line) => `  ${line}`)
          .join('\n'),
        `Sign in as ${SCALE_FACILITATOR.email} (the demo password) and open /report.`,
      ].join('\n'),
    );
  } finally {
    await connection.close();
  }
}

try {
  await seedLarge();
} catch (error) {
  if (!(error instanceof NotOnEmulatorsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
