/**
 * `tsx scripts/seed/index.ts`: builds the demo data for today and writes it to the emulators.
 * Run it inside `firebase emulators:exec` (npm run seed), which sets the emulator hosts.
 */
import { buildDemoData } from './build.ts';
import { assertEmulators, NotOnEmulatorsError } from './emulator-guard.ts';
import { connectToEmulators } from './firebase-app.ts';
import { writeDemoData } from './write.ts';

async function seed(): Promise<void> {
  assertEmulators(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']);
  const started = performance.now();
  const data = buildDemoData(new Date());
  const connection = connectToEmulators();
  try {
    const { accounts, documents } = await writeDemoData(data, connection);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded the demo for ${data.meta.anchor_day} in ${seconds} s: ${accounts} accounts, ${documents} documents ` +
        `(${data.users.length} users, ${data.events.length} events, ${data.attendance.length} attendance records, ` +
        `${data.announcements.length} announcements).`,
    );
  } finally {
    await connection.close();
  }
}

try {
  await seed();
} catch (error) {
  if (!(error instanceof NotOnEmulatorsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
