/** `npm run recount` repairs activity counts that drifted from the attendance records. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { buildWorld } from './support/world.ts';

beforeAll(async () => {
  await buildWorld();
});

describe('recount script', () => {
  it('restores counts that were overwritten, and leaves correct ones alone', async () => {
    // Let the trigger settle on the world's attendance first.
    await adminDb.doc('attendance/k2_adams').set({
      event_id: 'k2',
      user_id: 'adams',
      group: 'mgh',
      cohort: 'mgh-a',
      status: 'attended',
      activity: 'kickoff',
    });
    await eventually(async () =>
      (await adminDb.doc('activities/adams').get()).get('kickoff') === 1 ? true : undefined,
    );
    await adminDb.doc('activities/adams').update({ kickoff: 7, check_in: 3 });

    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/recount-activities.ts'], {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080' },
    });

    expect(stdout).toMatch(/Recounted \d+ peers in \d+ ms: [1-9]\d* repaired\./);
    expect((await adminDb.doc('activities/adams').get()).data()).toMatchObject({ kickoff: 1, check_in: 0 });
  });
});
