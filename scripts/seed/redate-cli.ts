/**
 * `tsx scripts/seed/redate-cli.ts`: brings the demo's dates up to today, after the emulators have
 * imported emulator-data (npm start runs it). Does nothing when the dates are already current.
 */
import { NotOnEmulatorsError, assertEmulators } from './emulator-guard.ts';
import { connectToEmulators } from './firebase-app.ts';
import { redateDemoData } from './redate.ts';

async function redate(): Promise<void> {
  assertEmulators(['FIRESTORE_EMULATOR_HOST']);
  const started = performance.now();
  const connection = connectToEmulators();
  try {
    const { days, documents, fromDay } = await redateDemoData(connection.db, new Date());
    const ms = Math.round(performance.now() - started);
    if (fromDay === null) console.log('No demo data to redate (meta/demo is missing): nothing to do.');
    else if (days === 0) console.log(`Demo dates are current (anchor ${fromDay}).`);
    else console.log(`Moved the demo dates by ${days} day(s) from ${fromDay}: ${documents} documents in ${ms} ms.`);
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
