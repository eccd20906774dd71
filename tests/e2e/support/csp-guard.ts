/**
 * Runs after every e2e file (vitest.config.ts, setupFiles): the pages it drove must have met no
 * refusal of Hosting's Content-Security-Policy (collected by launchBrowser in browser.ts).
 */
import { afterAll, expect } from 'vitest';
import { cspViolations } from './browser.ts';

afterAll(() => {
  expect(cspViolations, 'the browser refused something under the Content-Security-Policy').toEqual([]);
});
