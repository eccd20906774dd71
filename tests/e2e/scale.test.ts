/**
 * The large program (scripts/seed/large.ts, docs/reports.md "The large seed"): a cohort of 2,000
 * peers and an alumni cohort of 5,000. No document it stores passes 256 KiB or 10,000 index
 * entries, and /report of either cohort loads in at most 25 document reads and shows everyone.
 *
 * The whole program (24,000 documents) is written to a project of its own on the Firestore
 * emulator, where no function is served: in the demo project every write would be delivered to
 * the functions emulator (switched-off triggers included), minutes of deliveries that the later
 * files' triggers would wait behind. /report reads only the report documents, the calendars, the
 * group's settings and the facilitator's own: those few go to the demo project, and are taken
 * out again after the file.
 */
import { documentSize } from '@peer-coaching/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/seed/accounts.mjs';
import { commitInBatches } from '../../scripts/seed/batches.ts';
import {
  MAX_DOCUMENT_BYTES,
  MAX_INDEX_ENTRIES,
  describeLargest,
  largestDocuments,
  measureDocument,
  repositoryIndexExemptions,
} from '../../scripts/seed/document-limits.ts';
import type { DemoDocument } from '../../scripts/seed/documents.ts';
import {
  buildLargeProgram,
  largeDocuments,
  SCALE_ALUMNI,
  SCALE_ALUMNI_COHORT,
  SCALE_COHORT,
  SCALE_FACILITATOR,
  SCALE_GROUP,
  SCALE_PEERS,
} from '../../scripts/seed/large.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { SCALE_PROJECT_ID } from '../support/emulators.ts';
import { clearProject, everyDocument } from '../support/every-document.ts';
import { navigateInApp } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { signIn } from './support/demo.ts';

const program = buildLargeProgram(new Date());
const documents = largeDocuments(program);

/** What /report and the facilitator's sign-in read; none of it wakes more than a few trigger runs. */
const READ_BY_REPORT = new RegExp(
  `^(groups/${SCALE_GROUP}(/.*)?|cohorts/.*|cohort_calendars/.*|cohort_reports/.*|cohort_report_shards/.*|users/${SCALE_FACILITATOR.uid})$`,
);
const reportDocuments = documents.filter((d) => READ_BY_REPORT.test(d.path));

const write = (db: Firestore, docs: readonly DemoDocument[]) =>
  commitInBatches(
    db,
    docs,
    (batch, { path, data }) => batch.set(db.doc(path), data),
    ({ path, data }) => documentSize(path, data),
  );

async function removeReportDocuments(): Promise<void> {
  await commitInBatches(adminDb, reportDocuments, (batch, { path }) => batch.delete(adminDb.doc(path)));
  await adminAuth.deleteUsers([SCALE_FACILITATOR.uid]);
}

const newPage = chromiumForThisFile(async () => {
  await removeReportDocuments();
  await write(adminDb, reportDocuments);
  await adminAuth.createUser({
    uid: SCALE_FACILITATOR.uid,
    email: SCALE_FACILITATOR.email,
    password: DEMO_PASSWORD,
    displayName: `${SCALE_FACILITATOR.first_name} ${SCALE_FACILITATOR.last_name}`,
    emailVerified: true,
  });
});

afterAll(removeReportDocuments);

type Counted = { __documentReads?: number };

const readsSoFar = (page: Page) => page.evaluate(() => (window as Counted).__documentReads ?? 0);

/**
 * The reads so far, once the home the sign-in led to has shown the cohort and then read nothing
 * for two seconds: what follows is the next page's alone (the staff home read 14 documents here).
 */
async function homeSettled(page: Page, cohortName: string): Promise<number> {
  await page.getByRole('heading', { level: 1, name: cohortName }).waitFor({ timeout: 30_000 });
  let reads = await readsSoFar(page);
  for (let quiet = 0; quiet < 4;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await readsSoFar(page);
    quiet = now === reads ? quiet + 1 : 0;
    reads = now;
  }
  return reads;
}

/** The reads of /report from inside the app, and its attendance summary, with `cohort` as the current one. */
async function openReport(cohort: string): Promise<{ reads: number; summary: string }> {
  await adminDb.doc(`users/${SCALE_FACILITATOR.uid}`).update({ current_cohort: cohort });
  const page: Page = await newPage();
  await signIn(page, SCALE_FACILITATOR.email);
  const before = await homeSettled(page, program.cohorts.find((c) => c.id === cohort)!.name);
  await navigateInApp(page, '/report');
  const summary = page.locator('[data-report-summary]');
  await summary.waitFor({ timeout: 60_000 });
  await page.locator('[data-report-ready]').waitFor();
  const reads = (await readsSoFar(page)) - before;
  const text = (await summary.textContent()) ?? '';
  console.log(`/report of ${cohort}: ${reads} document reads, "${text}"`);
  await page.context().close();
  return { reads, summary: text };
}

describe('the large program', () => {
  it('stores no document over 256 KiB or 10,000 index entries', async () => {
    const app = initializeApp({ projectId: SCALE_PROJECT_ID }, 'scale-test');
    const db = getFirestore(app);
    try {
      await clearProject(SCALE_PROJECT_ID);
      const started = performance.now();
      await write(db, documents);
      const written = performance.now();
      const stored = await everyDocument(SCALE_PROJECT_ID);
      const read = performance.now();
      const exemptions = repositoryIndexExemptions();
      const largest = largestDocuments(stored.map((d) => measureDocument(d.path, d.data, exemptions)));
      const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
      console.log(
        `The large program as stored (written in ${seconds(started, written)} s, read in ${seconds(written, read)} s):\n` +
          describeLargest(largest),
      );
      // Every document came back (of every collection, sub-collections included), and nothing else.
      expect(stored.map((d) => d.path).sort()).toEqual(documents.map((d) => d.path).sort());
      expect(largest.bySize[0]!.bytes).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
      expect(largest.byIndexEntries[0]!.indexEntries).toBeLessThanOrEqual(MAX_INDEX_ENTRIES);
      // Stored as built: the emulator's documents measure as the builder's do.
      expect(largest).toEqual(largestDocuments(documents.map((d) => measureDocument(d.path, d.data, exemptions))));
    } finally {
      await clearProject(SCALE_PROJECT_ID);
      await deleteApp(app);
    }
  }, 300_000);

  it(`opens /report of the ${SCALE_PEERS}-peer cohort in at most 25 document reads`, async () => {
    const { reads, summary } = await openReport(SCALE_COHORT);
    expect(summary).toMatch(new RegExp(`^[1-9]\\d* sessions?, ${SCALE_PEERS} peers: \\d+ % attended on average\\.$`));
    expect(reads).toBeLessThanOrEqual(25);
  }, 180_000);

  it(`opens /report of the ${SCALE_ALUMNI}-member alumni cohort in at most 25 document reads`, async () => {
    const { reads, summary } = await openReport(SCALE_ALUMNI_COHORT);
    expect(summary).toMatch(new RegExp(`^[1-9]\\d* sessions?, ${SCALE_ALUMNI} peers: \\d+ % attended on average\\.$`));
    expect(reads).toBeLessThanOrEqual(25);
  }, 180_000);
});
