import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { dbAs, seed, startRulesEnvironment, type TestRole } from './fixture.ts';

/**
 * A rules suite's setup: the test environment for the file, the fixture seeded afresh before each
 * test, and the app's own Firestore type for each role, so the app's query and write functions
 * run under the rules as they do in the browser.
 */
export function rulesSuite() {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });
  afterAll(() => env.cleanup());
  beforeEach(() => seed(env));
  return {
    /** The environment, once the suite has started (inside hooks and tests). */
    testEnv: () => env,
    appDbAs: (role: TestRole | 'alumnus') => dbAs(env, role) as unknown as Firestore,
  };
}
