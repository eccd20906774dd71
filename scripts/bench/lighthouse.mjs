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

/** @import { Browser, Page } from 'puppeteer-core' */
/** @import { Result } from 'lighthouse' */
/** @import { ColdPhoneScripts } from './cold-phone-scripts.mjs' */
/** @typedef {'login' | 'home' | 'cold-phone'} MeasuredPage what measureLighthouse measures */
/**
 * What withChromium hands its callback. Callers annotate the callback's parameter with it: in a
 * JavaScript file, the result type of a generic call is not inferred (it becomes `any`) from a
 * callback whose parameter is typed only by the call.
 * @typedef {{ browser: Browser }} Chromium
 */

export const DEFAULT_BASE_URL = 'http://127.0.0.1:5000';
export const RUNS = 3;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
const PEER = { email: 'peer@demo.test', password: 'demo-password' };
/** The participant home is there once this section heading is. */
const HOME_HEADING = 'Certificate progress';

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
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    lcpElement: lcpElementOf(lhr),
  };
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
 * storage (the signed-in session in localStorage) is left alone and only the HTTP cache is
 * cleared, so that the page is audited cold like /login. `check(page)` runs on the audited tab
 * afterwards and throws if the page shown is not the one meant.
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
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: keepSession },
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
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpElement: results.at(-1)?.lcpElement,
    each: results,
  };
}

/**
 * Signs the browser's profile in as the demo peer through /login's form; fails loudly otherwise.
 * @param {Browser} browser
 * @param {string} baseUrl
 */
export async function signInAsPeer(browser, baseUrl) {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.locator('input[name="email"]').fill(PEER.email);
    await page.locator('input[name="password"]').fill(PEER.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => location.pathname === '/', { timeout: 30_000 });
    await page.waitForFunction(headingShown, { timeout: 30_000 }, HOME_HEADING);
  } catch (error) {
    throw new Error(
      `Could not sign in as ${PEER.email} at ${baseUrl}/login and reach the participant home: ${/** @type {Error} */ (error).message}`,
      { cause: error },
    );
  } finally {
    await page.close();
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
 * new tab of the signed-in browser, with the same total by collection or API path; null when the
 * app does not expose the counter.
 */
async function documentReadsOfHome(/** @type {Browser} */ browser, /** @type {string} */ baseUrl) {
  const page = await browser.newPage();
  try {
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
 *   documentReads?: { total: number, bySource: Record<string, number> } | null,
 *   coldPhone?: ColdPhoneScripts,
 * }} LighthouseFigures
 */

/**
 * Audits /login (a new visitor), then signs in as the demo peer and audits `/` and counts its
 * document reads. `pages` limits what is measured ('login', 'home').
 * @param {{ baseUrl?: string, runs?: number, pages?: MeasuredPage[] }} [options]
 * @returns {Promise<LighthouseFigures>}
 */
export async function measureLighthouse({ baseUrl = DEFAULT_BASE_URL, runs = RUNS, pages = ['login', 'home'] } = {}) {
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
      figures.documentReads = await documentReadsOfHome(browser, baseUrl);
    }
    if (pages.includes('home') || pages.includes('cold-phone')) {
      if (!pages.includes('home')) await signInAsPeer(browser, baseUrl);
      figures.coldPhone = await coldPhoneScripts(browser, baseUrl);
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
    },
  });
  /** @type {MeasuredPage[]} */
  const pages = values['login-only']
    ? ['login']
    : values['home-only']
      ? ['home']
      : values['cold-phone-only']
        ? ['cold-phone']
        : ['login', 'home'];
  const figures = await measureLighthouse({ baseUrl: values['base-url'], runs: Number(values.runs), pages });
  for (const name of pages.filter((page) => page !== 'cold-phone')) {
    const f = figures[name];
    if (!f) throw new Error(`Lighthouse gave no figures for ${name}.`);
    console.log(
      `${name}: score ${f.score} (runs ${f.scores.join(', ')}), FCP ${formatMs(f.fcpMs)}, LCP ${formatMs(f.lcpMs)}, ` +
        `TBT ${formatMs(f.tbtMs)}, CLS ${formatCls(f.cls, 3)}; median of ${f.runs}`,
    );
    for (const run of f.each) {
      console.log(
        `  run: score ${run.score}, FCP ${formatMs(run.fcpMs)}, LCP ${formatMs(run.lcpMs)}, ` +
          `TBT ${formatMs(run.tbtMs)}, CLS ${formatCls(run.cls, 3)}`,
      );
    }
    console.log(`  LCP element: ${f.lcpElement ?? 'unknown'}`);
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
