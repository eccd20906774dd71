// /report's load (issue 12, docs/reports.md): a signed-in facilitator opens /report from inside the
// app (no reload, as from the menu), until the figures are drawn ([data-report-ready]); the time and
// the Firestore documents the page read (the app's read counter, window.__documentReads, over the
// load and one settled second). For the current cohort and for "All my cohorts". Next to them, in
// the same run: the admin SDK's read of the same documents (the floor), and the reads a per-peer
// design needs (the calendar, each peer's activities document and each person of the cohort).
//
// Run against the running demo (npm start):
//   npx tsx scripts/bench/report-page.mjs [--base-url http://127.0.0.1:5000] [--runs 5]
/* global window, document, location, PopStateEvent -- read inside page.evaluate, in the browser */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BASE_URL, withChromium } from './lighthouse.mjs';
import { adminDb as sharedAdminDb, FACILITATOR, PASSWORD, percentiles } from './bench-support.mjs';

/** @import { Page } from 'puppeteer-core' */
/** @import { Chromium } from './lighthouse.mjs' */
/** @import { Percentiles } from './bench-support.mjs' */

export const RUNS = 5;
const TIMEOUT_MS = 30_000;
const DEMO_COHORT = 'mgh-2026-a';

async function signIn(/** @type {Page} */ page, /** @type {string} */ baseUrl) {
  await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
  await page.locator('input[name="email"]').fill(FACILITATOR);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForFunction(() => location.pathname === '/' && document.querySelector('h1'), { timeout: TIMEOUT_MS });
}

/**
 * One in-app visit of `path`: milliseconds to the drawn figures, and the documents read.
 * @param {Page} page
 * @param {string} baseUrl
 * @param {string} path
 */
async function visit(page, baseUrl, path) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.querySelector('h1'), { timeout: TIMEOUT_MS });
  const start = await page.evaluate((to) => {
    const before = { reads: window.__documentReads ?? 0, at: performance.now() };
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return before;
  }, path);
  await page.waitForFunction(() => document.querySelector('[data-report-ready]'), { timeout: TIMEOUT_MS });
  const ms = (await page.evaluate(() => performance.now())) - start.at;
  await new Promise((done) => setTimeout(done, 1000));
  const reads = (await page.evaluate(() => window.__documentReads ?? 0)) - start.reads;
  return { ms, reads };
}

/** The admin SDK's read of what the page reads, and the size of the demo cohort. */
async function floor(/** @type {number} */ runs) {
  const db = sharedAdminDb('bench-reports');
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await Promise.all([
      db.getAll(db.doc(`cohort_reports/${DEMO_COHORT}`), db.doc(`cohort_calendars/${DEMO_COHORT}`)),
      db.collection('cohort_report_shards').where('cohort', '==', DEMO_COHORT).get(),
    ]);
    times.push(performance.now() - started);
  }
  const people = await db.collection('users').where('cohort_list', 'array-contains', DEMO_COHORT).count().get();
  return { times: percentiles(times), people: people.data().count };
}

/**
 * The visits of one scope of /report: percentiles of their milliseconds, and the most documents
 * one read.
 * @typedef {{ ms: Percentiles, reads: number }} ReportVisits
 */

/**
 * @param {{ baseUrl?: string, runs?: number }} [options]
 * @returns {Promise<{ cohort: ReportVisits, all: ReportVisits, floor: Awaited<ReturnType<typeof floor>> }>}
 *   percentiles of ms, the reads of each visit, the floor
 */
export async function measureReportPage({ baseUrl = DEFAULT_BASE_URL, runs = RUNS } = {}) {
  return withChromium(async (/** @type {Chromium} */ { browser }) => {
    const page = await browser.newPage();
    await signIn(page, baseUrl);
    /** @type {Partial<Record<'cohort' | 'all', ReportVisits>>} */
    const result = {};
    for (const [name, path] of /** @type {const} */ ([
      ['cohort', '/report'],
      ['all', '/report?scope=all'],
    ])) {
      const visits = [];
      // The first visit loads the page's code; it is counted like the others (a first open).
      for (let i = 0; i < runs; i++) visits.push(await visit(page, baseUrl, path));
      result[name] = { ms: percentiles(visits.map((v) => v.ms)), reads: Math.max(...visits.map((v) => v.reads)) };
    }
    const { cohort, all } = result;
    if (!cohort || !all) throw new Error('A scope of /report was not visited.');
    const figures = { cohort, all, floor: await floor(runs) };
    await page.close();
    return figures;
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: DEFAULT_BASE_URL },
      runs: { type: 'string', default: String(RUNS) },
    },
  });
  const figures = await measureReportPage({ baseUrl: values['base-url'], runs: Number(values.runs) });
  console.log(JSON.stringify(figures, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
