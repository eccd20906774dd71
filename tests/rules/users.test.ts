import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { FIRESTORE, PROJECT_ID } from '../support/emulators.ts';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE, rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('users/peer-a').set({ id: 'peer-a', role: 'peer', last_name: 'Adams' });
    await db.doc('users/peer-b').set({ id: 'peer-b', role: 'peer', last_name: 'Baker' });
  });
});

describe('users', () => {
  it('lets a person read their own profile', async () => {
    await assertSucceeds(env.authenticatedContext('peer-a').firestore().doc('users/peer-a').get());
  });
  it("denies reading another person's profile, and anonymous reads", async () => {
    await assertFails(env.authenticatedContext('peer-a').firestore().doc('users/peer-b').get());
    await assertFails(env.unauthenticatedContext().firestore().doc('users/peer-a').get());
  });
  it('denies listing and every client write', async () => {
    const db = env.authenticatedContext('peer-a').firestore();
    await assertFails(db.collection('users').get());
    await assertFails(db.doc('users/peer-a').update({ role: 'admin' }));
    await assertFails(db.doc('users/peer-new').set({ role: 'peer' }));
    await assertFails(db.doc('users/peer-a').delete());
  });
});
