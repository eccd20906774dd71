/**
 * The certificate requirements listener the pages run (web/src/lib/live-queries.ts
 * certificateSettingsRef, docs/certificate.md), for every role; only the API writes them.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { emptyRequirements } from '@peer-coaching/domain';
import { getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateSettingsRef } from '../../web/src/lib/live-queries.ts';
import { dbAs, ROLES, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
  await seed(env);
});
afterAll(() => env.cleanup());

const appDbAs = (role: TestRole) => dbAs(env, role) as unknown as Firestore;
const READERS: readonly TestRole[] = ['peer', 'facilitator', 'admin'];

describe('groups/{group}/settings/certificate through the app’s listener reference', () => {
  it.each(ROLES)('%s: reads mgh’s requirements only as a member or staff of mgh', async (role) => {
    const read = getDoc(certificateSettingsRef(appDbAs(role), 'mgh'));
    if (READERS.includes(role)) {
      const snapshot = await assertSucceeds(read);
      expect(snapshot.data()).toEqual({ id: 'certificate', engagement_requirements: emptyRequirements() });
    } else {
      await assertFails(read);
    }
  });

  it.each(ROLES)('%s: cannot write them from the browser (only PUT /api/facilitator/setting does)', async (role) => {
    await assertFails(setDoc(certificateSettingsRef(appDbAs(role), 'mgh'), { engagement_requirements: {} } as never));
  });
});
