// Lighthouse's mobile preset (its default config: a mid-range phone, simulated slow 4G and a 4x
// slower CPU) for /login and for a peer's signed-in home, plus the Firestore document reads of one
// participant-home load. Drives Debian's Chromium through chrome-launcher and puppeteer-core, the
// two libraries the `lighthouse` package itself runs on.
//
// Lighthouse is noisy, the more so on 2 cores next to the emulators: each page is audited RUNS
// times and every figure is the median of those runs (the range of the score is kept too).
//
// Run directly against any server of web/dist, e.g. `node scripts/bench/lighthouse.mjs --login-only
// --base-url http://127.0.0.1:4173`; the home needs the emulators with the demo data (npm start).
// `--http2` audits through an HTTP/2 front to that server, the transport Hosting gives a phone.
/* global document, location, window -- read inside page.evaluate and waitForFunction, in the browser */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { coldPhoneScripts } from './cold-phone-scripts.mjs';
import { startHttp2Front } from './http2-front.mjs';
import { reactRendersOnLoad } from './react-renders.mjs';

/** @import { Browser, Page } from 'puppeteer-core' */
/** @import { Result } from 'lighthouse' */
/** @import { ColdPhoneScripts } from './cold-phone-scripts.mjs' */
/** @typedef {'login' | 'home' | 'dashboard' | 'roster' | 'cold-phone'} MeasuredPage what measureLighthouse measures */
/**
 * What withChromium hands its callback. Callers annotate the callback's parameter with it: in a
 * JavaScript file, the result type of a generic call is not inferred (it becomes `any`) from a
 * callback whose parameter is typed only by the call.
 * @typedef {{ browser: Browser }} Chromium
 */

export const DEFAULT_BASE_URL = 'http://127.0.0.1:5000';
export const RUNS = 5;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The HTTP/2 front (http2-front.mjs) serves a certificate made for the run, which no authority signed.
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'];
const PEER = { email: 'peer@demo.test', password: 'demo-password' };
const FACILITATOR = { email: 'facilitator@demo.test', password: 'demo-password' };
/** The participant home is there once this section heading is. */
const HOME_HEADING = 'Certificate progress';
/** The staff home's document title (its heading is the current cohort's name). */
const DASHBOARD_TITLE = 'Dashboard · Peer Coaching Program';
/** A past event of the facilitator's cohort, with attendance taken: its roster is full (scripts/seed/events.ts). */
const ROSTER_PATH = '/event?id=mgh-2026-a-kickoff';
/** The Lighthouse categories audited: performance, and the two the pages must keep at 100 (issue 27). */
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * Starts Chromium with a throwaway profile, runs `fn({ browser })` with a puppeteer connection to
 * it, then stops Chromium and removes the profile.
 * @template T
 * @param {(chromium: Chromium) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withChromium(fn) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    return await fn({ browser });
  } finally {
    await browser?.disconnect();
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Runs in the page: whether it shows an h1-h6 whose text is `wanted`. */
const headingShown = (/** @type {string} */ wanted) =>
  [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((h) => h.textContent?.trim() === wanted);

const hasHeading = (/** @type {Page} */ page, /** @type {string} */ text) => page.evaluate(headingShown, text);

/** The figures the bench prints, from one Lighthouse result. */
function figuresOf(/** @type {Result} */ lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const category = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    failedChecks: failedChecksOf(lhr, ['accessibility', 'best-practices']),
    consoleErrors: consoleErrorsOf(lhr),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    lcpElement: lcpElementOf(lhr),
    protocol: documentProtocolOf(lhr),
  };
}

/** The protocol the page's document came over ('http/1.1', 'h2'), from Lighthouse's network requests. */
function documentProtocolOf(/** @type {Result} */ lhr) {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const document = items.find((item) => item.resourceType === 'Document');
  return typeof document?.protocol === 'string' ? document.protocol : undefined;
}

/**
 * The audits that hold the given categories under 100, as "category: audit id".
 * @param {Result} lhr
 * @param {string[]} categories
 */
function failedChecksOf(lhr, categories) {
  return categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
}

/**
 * What the page logged as errors (best practices' errors-in-console), one line each: a run that
 * falls under 100 for it says why.
 * @param {Result} lhr
 */
function consoleErrorsOf(lhr) {
  const details = lhr.audits['errors-in-console']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return items.map((item) => `${String(item.source ?? '')}: ${String(item.description ?? '')}`.slice(0, 300));
}

/** The HTML of the largest contentful paint's element: the node of the first row of the audit's first table. */
function lcpElementOf(/** @type {Result} */ lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const table = details?.type === 'list' ? details.items[0] : undefined;
  const node = table?.type === 'table' ? table.items[0]?.node : undefined;
  return typeof node === 'object' && node.type === 'node' ? node.snippet : undefined;
}

/**
 * How to audit a page: whether to keep the signed-in session, and the check of the audited tab.
 * @typedef {{ keepSession?: boolean, check?: (page: Page, lhr: Result) => Promise<void> }} AuditOptions
 */

/**
 * One Lighthouse navigation of `url` in a new tab of `browser`. With `keepSession`, the origin's
 * storage (the signed-in session in localStorage) is left alone; the HTTP cache, the service
 * worker and its Cache Storage are cleared, so that the page is audited cold like /login.
 * `check(page)` runs on the audited tab afterwards and throws if the page shown is not the one meant.
 * @param {Browser} browser
 * @param {string} url
 * @param {AuditOptions} [options]
 */
async function auditOnce(browser, url, { keepSession = false, check = async () => {} } = {}) {
  const page = await browser.newPage();
  try {
    if (keepSession) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      // The offline shell's worker (registered after the first audit) would otherwise serve every
      // later audit from Cache Storage, and the medians would be warm.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: keepSession },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}.`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    await check(page, lhr);
    return figuresOf(lhr);
  } finally {
    await page.close();
  }
}

const median = (/** @type {(number | undefined)[]} */ values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

/**
 * `runs` audits of `url`; every figure is the median of the runs, `scores` lists each run's score.
 * @param {Browser} browser
 * @param {string} url
 * @param {number} runs
 * @param {AuditOptions} [options]
 */
async function auditMedian(browser, url, runs, options) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await auditOnce(browser, url, options));
  return {
    runs,
    scores: results.map((r) => r.score),
    score: median(results.map((r) => r.score)),
    // The lowest of the runs: these must be 100 in every run, not in most.
    accessibility: Math.min(...results.map((r) => r.accessibility)),
    bestPractices: Math.min(...results.map((r) => r.bestPractices)),
    failedChecks: [...new Set(results.flatMap((r) => r.failedChecks))],
    consoleErrors: [...new Set(results.flatMap((r) => r.consoleErrors))],
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpElement: results.at(-1)?.lcpElement,
    protocols: [...new Set(results.map((r) => r.protocol ?? 'unknown'))],
    each: results,
  };
}

/**
 * Signs the browser's profile in as the demo peer through /login's form; fails loudly otherwise.
 * @param {Browser} browser
 * @param {string} baseUrl
 */
export async function signInAsPeer(browser, baseUrl) {
  await signInAs(browser, baseUrl, PEER, 'the participant home', (page) =>
    page.waitForFunction(headingShown, { timeout: 30_000 }, HOME_HEADING),
  );
}

/**
 * Signs the browser's profile in as `account` through /login's form and waits for `home` to
 * show (`shown` resolves once it does); fails loudly otherwise.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} account
 * @param {string} homeName
 * @param {(page: Page) => Promise<unknown>} shown
 */
async function signInAs(browser, baseUrl, account, homeName, shown) {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => location.pathname === '/', { timeout: 30_000 });
    await shown(page);
  } catch (error) {
    throw new Error(
      `Could not sign in as ${account.email} at ${baseUrl}/login and reach ${homeName}: ${/** @type {Error} */ (error).message}`,
      { cause: error },
    );
  } finally {
    await page.close();
  }
}

/** Runs in the page: whether the document's title is `wanted`. */
const titleIs = (/** @type {string} */ wanted) => document.title === wanted;

/**
 * Throws unless the audited tab ended on the staff dashboard at `/`.
 * @param {Page} page
 * @param {Result} lhr
 */
async function checkDashboard(page, lhr) {
  if (new URL(lhr.finalDisplayedUrl).pathname !== '/' || !(await page.evaluate(titleIs, DASHBOARD_TITLE))) {
    throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl} instead of the staff dashboard at /.`);
  }
}

/**
 * Throws unless the audited tab shows the event's roster (a row per peer) at /event.
 * @param {Page} page
 * @param {Result} lhr
 */
async function checkRoster(page, lhr) {
  const rows = await page.evaluate(() => document.querySelectorAll('[data-user-id]').length);
  if (new URL(lhr.finalDisplayedUrl).pathname !== '/event' || rows === 0) {
    throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl} without an event roster (${rows} rows).`);
  }
}

/**
 * Throws unless the audited tab ended on `/` showing the participant home.
 * @param {Page} page
 * @param {Result} lhr
 */
async function checkParticipantHome(page, lhr) {
  const path = new URL(lhr.finalDisplayedUrl).pathname;
  if (path !== '/' || new URL(page.url()).pathname !== '/') {
    throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl} instead of the participant home at /.`);
  }
  if (!(await hasHeading(page, HOME_HEADING))) {
    throw new Error(`The audited page at / shows no "${HOME_HEADING}" heading: not the participant home.`);
  }
}

/**
 * Throws unless the audited tab is still /login with its heading (a signed-in visitor is sent on).
 * @param {Page} page
 * @param {Result} lhr
 */
async function checkLogin(page, lhr) {
  if (new URL(lhr.finalDisplayedUrl).pathname !== '/login' || !(await hasHeading(page, 'Sign in'))) {
    throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl} instead of the /login form.`);
  }
}

/**
 * `window.__documentReads` once the participant home has settled (network idle, then 1 s), in a
 * new tab of the signed-in browser with Firestore's cache cleared (a fresh phone), with the same
 * total by collection or API path; null when the app does not expose the counter.
 */
async function documentReadsOfHome(/** @type {Browser} */ browser, /** @type {string} */ baseUrl) {
  const page = await browser.newPage();
  try {
    // A fresh phone: Firestore's persistent cache (IndexedDB) from the audits before is dropped, so
    // every listener reads from the server; the session (localStorage) stays.
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'indexeddb' });
    await cdp.detach();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForFunction(headingShown, { timeout: 30_000 }, HOME_HEADING);
    // Firestore keeps a listen channel open, so "idle" allows two requests in flight.
    await page.waitForNetworkIdle({ idleTime: 500, concurrency: 2, timeout: 30_000 });
    await new Promise((done) => setTimeout(done, 1000));
    const { total, bySource } = await page.evaluate(() => ({
      total: window.__documentReads,
      bySource: window.__documentReadsBySource ?? {},
    }));
    return typeof total === 'number' ? { total, bySource } : null;
  } finally {
    await page.close();
  }
}

/**
 * The figures of one page: each the median of the runs, with each run's.
 * @typedef {Awaited<ReturnType<typeof auditMedian>>} PageFigures
 */

/**
 * What measureLighthouse measured: each page asked for, the home's document reads (null when the
 * app does not count them), and the cold phone's scripts.
 * @typedef {{
 *   login?: PageFigures,
 *   home?: PageFigures,
 *   dashboard?: PageFigures,
 *   roster?: PageFigures,
 *   documentReads?: { total: number, bySource: Record<string, number> } | null,
 *   coldPhone?: ColdPhoneScripts,
 *   renders?: Partial<Record<'home' | 'dashboard' | 'roster', { commits: number, renders: number }>>,
 * }} LighthouseFigures
 */

/**
 * Audits /login (a new visitor), then signs in as the demo peer and audits `/` and counts its
 * document reads, then, in a browser profile of its own, signs in as the demo facilitator and
 * audits the staff dashboard and an event's roster. `pages` limits what is measured; `auditsOnly`
 * leaves out all but the audits (the reads, renders and cold phone are the transport's own).
 * @param {{ baseUrl?: string, runs?: number, pages?: MeasuredPage[], auditsOnly?: boolean }} [options]
 * @returns {Promise<LighthouseFigures>}
 */
export async function measureLighthouse({
  baseUrl = DEFAULT_BASE_URL,
  runs = RUNS,
  pages = ['login', 'home', 'dashboard', 'roster'],
  auditsOnly = false,
} = {}) {
  const figures = await measureVisitorAndPeer(baseUrl, runs, pages, auditsOnly);
  if (pages.includes('dashboard') || pages.includes('roster')) {
    const staff = await measureStaff(baseUrl, runs, pages, auditsOnly);
    Object.assign(figures, staff, { renders: { ...figures.renders, ...staff.renders } });
  }
  return figures;
}

/**
 * The audits alone (measureLighthouse's `auditsOnly`) through an HTTP/2 front to `baseUrl`
 * (http2-front.mjs): the transport a phone gets from Firebase Hosting, which the emulator lacks.
 * @param {{ baseUrl?: string, runs?: number, pages?: MeasuredPage[] }} [options]
 * @returns {Promise<LighthouseFigures>}
 */
export async function measureLighthouseOverHttp2({ baseUrl = DEFAULT_BASE_URL, ...options } = {}) {
  const front = await startHttp2Front(baseUrl);
  try {
    return await measureLighthouse({ ...options, baseUrl: front.origin, auditsOnly: true });
  } finally {
    await front.close();
  }
}

/**
 * /login, the peer home and the cold phone, in one browser profile.
 * @param {string} baseUrl
 * @param {number} runs
 * @param {MeasuredPage[]} pages
 * @param {boolean} auditsOnly
 * @returns {Promise<LighthouseFigures>}
 */
function measureVisitorAndPeer(baseUrl, runs, pages, auditsOnly) {
  return withChromium(async (/** @type {Chromium} */ { browser }) => {
    /** @type {LighthouseFigures} */
    const figures = {};
    // /login first: the visitor is new, and signing in later makes /login send them on.
    if (pages.includes('login')) {
      figures.login = await auditMedian(browser, `${baseUrl}/login`, runs, { check: checkLogin });
    }
    if (pages.includes('home')) {
      await signInAsPeer(browser, baseUrl);
      figures.home = await auditMedian(browser, `${baseUrl}/`, runs, {
        keepSession: true,
        check: checkParticipantHome,
      });
      if (auditsOnly) return figures;
      figures.documentReads = await documentReadsOfHome(browser, baseUrl);
      figures.renders = { home: await reactRendersOnLoad(browser, `${baseUrl}/`) };
    }
    if (!auditsOnly && (pages.includes('home') || pages.includes('cold-phone'))) {
      if (!pages.includes('home')) await signInAsPeer(browser, baseUrl);
      figures.coldPhone = await coldPhoneScripts(browser, baseUrl);
    }
    return figures;
  });
}

/**
 * The staff dashboard and an event's roster, signed in as the demo facilitator, each audited cold
 * (HTTP cache cleared, session kept) like the peer home.
 * @param {string} baseUrl
 * @param {number} runs
 * @param {MeasuredPage[]} pages
 * @param {boolean} auditsOnly
 * @returns {Promise<LighthouseFigures>}
 */
function measureStaff(baseUrl, runs, pages, auditsOnly) {
  return withChromium(async (/** @type {Chromium} */ { browser }) => {
    /** @type {LighthouseFigures} */
    const figures = {};
    await signInAs(browser, baseUrl, FACILITATOR, 'the staff dashboard', (page) =>
      page.waitForFunction(titleIs, { timeout: 30_000 }, DASHBOARD_TITLE),
    );
    if (pages.includes('dashboard')) {
      figures.dashboard = await auditMedian(browser, `${baseUrl}/`, runs, { keepSession: true, check: checkDashboard });
      if (!auditsOnly) figures.renders = { dashboard: await reactRendersOnLoad(browser, `${baseUrl}/`) };
    }
    if (pages.includes('roster')) {
      figures.roster = await auditMedian(browser, `${baseUrl}${ROSTER_PATH}`, runs, {
        keepSession: true,
        check: checkRoster,
      });
      if (!auditsOnly) {
        figures.renders = { ...figures.renders, roster: await reactRendersOnLoad(browser, `${baseUrl}${ROSTER_PATH}`) };
      }
    }
    return figures;
  });
}

/**
 * The cold phone's scripts, one line each, and their total.
 * @param {ColdPhoneScripts} coldPhone
 */
export function printColdPhone({ totalGzipBytes, scripts, workerRegistered, precacheGzipBytes }) {
  const kib = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
  console.log(`JS a cold phone downloads in the first 5 s of the peer home: ${kib(totalGzipBytes)} KiB gzip`);
  for (const { path, gzipBytes, atMs } of scripts) {
    console.log(`  ${kib(gzipBytes).padStart(6)} KiB  at ${String(atMs).padStart(5)} ms  ${path}`);
  }
  console.log(
    workerRegistered
      ? `  + the service worker's precache, registered within the 5 s: ${kib(precacheGzipBytes)} KiB`
      : '  (the service worker had not registered within the 5 s: no precache)',
  );
}

/** "announcements 3, cohort_calendars 1, …", the largest first. */
export const readsBySource = (/** @type {Record<string, number>} */ bySource) =>
  Object.entries(bySource)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([source, count]) => `${source} ${count}`)
    .join(', ');

/** Milliseconds as the bench prints them; n/a for a figure Lighthouse did not give. */
export const formatMs = (/** @type {number | undefined} */ ms) =>
  ms === undefined ? 'n/a' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

/** A layout shift as the bench prints it; n/a when Lighthouse did not give one. */
export const formatCls = (/** @type {number | undefined} */ cls, /** @type {number} */ digits) =>
  cls === undefined ? 'n/a' : cls.toFixed(digits);

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: DEFAULT_BASE_URL },
      runs: { type: 'string', default: String(RUNS) },
      'login-only': { type: 'boolean', default: false },
      'home-only': { type: 'boolean', default: false },
      'cold-phone-only': { type: 'boolean', default: false },
      // e.g. --pages dashboard,roster
      pages: { type: 'string', default: 'login,home,dashboard,roster' },
      // The audits alone, through an HTTP/2 front to base-url (http2-front.mjs), as Hosting serves.
      http2: { type: 'boolean', default: false },
    },
  });
  const known = /** @type {MeasuredPage[]} */ (['login', 'home', 'dashboard', 'roster', 'cold-phone']);
  const asked = values.pages.split(',').map((page) => page.trim());
  const unknown = asked.filter((page) => !known.includes(/** @type {MeasuredPage} */ (page)));
  if (unknown.length > 0) throw new Error(`--pages: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  /** @type {MeasuredPage[]} */
  const pages = values['login-only']
    ? ['login']
    : values['home-only']
      ? ['home']
      : values['cold-phone-only']
        ? ['cold-phone']
        : /** @type {MeasuredPage[]} */ (asked);
  const options = { baseUrl: values['base-url'], runs: Number(values.runs), pages };
  const figures = await (values.http2 ? measureLighthouseOverHttp2(options) : measureLighthouse(options));
  for (const name of pages.filter((page) => page !== 'cold-phone')) {
    const f = figures[name];
    if (!f) throw new Error(`Lighthouse gave no figures for ${name}.`);
    console.log(
      `${name}: score ${f.score} (runs ${f.scores.join(', ')}), FCP ${formatMs(f.fcpMs)}, LCP ${formatMs(f.lcpMs)}, ` +
        `TBT ${formatMs(f.tbtMs)}, CLS ${formatCls(f.cls, 3)}; median of ${f.runs}; ` +
        `accessibility ${f.accessibility}, best practices ${f.bestPractices} (lowest run); over ${f.protocols.join(', ')}`,
    );
    for (const run of f.each) {
      console.log(
        `  run: score ${run.score}, FCP ${formatMs(run.fcpMs)}, LCP ${formatMs(run.lcpMs)}, ` +
          `TBT ${formatMs(run.tbtMs)}, CLS ${formatCls(run.cls, 3)}`,
      );
    }
    console.log(`  LCP element: ${f.lcpElement ?? 'unknown'}`);
    if (f.failedChecks.length > 0) console.log(`  under 100 by: ${f.failedChecks.join(', ')}`);
    for (const error of f.consoleErrors) console.log(`  console error: ${error}`);
  }
  for (const [page, { commits, renders }] of Object.entries(figures.renders ?? {})) {
    console.log(`${page}: ${renders} React component renders in ${commits} commits while it loads`);
  }
  if (figures.coldPhone) printColdPhone(figures.coldPhone);
  if ('documentReads' in figures) {
    const reads = figures.documentReads;
    console.log(`document reads: ${reads ? `${reads.total} (${readsBySource(reads.bySource)})` : 'n/a'}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
