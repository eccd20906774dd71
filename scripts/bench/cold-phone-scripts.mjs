// The JavaScript a cold phone downloads in the first 5 s of the signed-in peer home (issue 27
// item 3): the home opened in a new tab of a browser signed in as the demo peer, with the HTTP
// cache, the Cache Storage and any service worker cleared, on a 390 px screen, Lighthouse's mobile
// network (150 ms round trips, 1.6 Mbit/s down) and a 4x slower CPU. Every script the page requests
// within 5 s of the navigation counts, prefetches included, each gzipped from web/dist as a server
// would send it; a service worker that registered within the 5 s counts with its whole precache
// (web/src/lib/offline-shell.ts waits until the page is idle, so it should not).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = join(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'web', 'dist');
export const COLD_PHONE_WINDOW_MS = 5_000;
export const COLD_PHONE_JS_BUDGET_KIB = 320;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * What a cold phone downloads: every script within the window, gzipped, and the worker's precache.
 * @typedef {{
 *   totalGzipBytes: number,
 *   scripts: { path: string, gzipBytes: number, atMs: number }[],
 *   workerRegistered: boolean,
 *   precacheGzipBytes: number,
 * }} ColdPhoneScripts
 */

const gzipSizeOf = (/** @type {string} */ path) => {
  const file = join(DIST, path.replace(/^\//, ''));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
};

/**
 * @param {import('puppeteer-core').Browser} browser signed in as the demo peer
 * @param {string} baseUrl
 * @returns {Promise<ColdPhoneScripts>}
 */
export async function coldPhoneScripts(browser, baseUrl) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    /** @type {{ path: string, atMs: number }[]} */
    const requested = [];
    let start = 0;
    cdp.on('Network.requestWillBeSent', ({ request, timestamp, type }) => {
      if (start === 0) start = timestamp;
      const url = new URL(request.url);
      if (url.origin === new URL(baseUrl).origin && (type === 'Script' || url.pathname.endsWith('.js'))) {
        requested.push({ path: url.pathname, atMs: Math.round((timestamp - start) * 1000) });
      }
    });
    const navigatedAt = Date.now();
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    // The window runs from the navigation, not from the document's arrival: checked later, a
    // worker registered at 6 s (the page's own 5 s after load) was counted as if within the 5 s.
    const left = COLD_PHONE_WINDOW_MS - (Date.now() - navigatedAt);
    await new Promise((done) => setTimeout(done, Math.max(0, left)));
    const workerRegistered = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length > 0,
    );
    /** @type {Map<string, ColdPhoneScripts['scripts'][number]>} */
    const seen = new Map();
    for (const { path, atMs } of requested) {
      if (atMs > COLD_PHONE_WINDOW_MS || seen.has(path)) continue;
      const gzipBytes = gzipSizeOf(path);
      if (gzipBytes !== null) seen.set(path, { path, gzipBytes, atMs });
    }
    const scripts = [...seen.values()].sort((a, b) => a.atMs - b.atMs);
    // The precache of a worker registered within the window: every file the worker lists.
    let precacheGzipBytes = 0;
    if (workerRegistered && existsSync(join(DIST, 'sw.js'))) {
      const listed = [...readFileSync(join(DIST, 'sw.js'), 'utf8').matchAll(/url:"([^"]+\.js)"/g)].map(
        // The group takes part in every match.
        (m) => /** @type {string} */ (m[1]),
      );
      for (const path of listed) if (!seen.has(`/${path}`)) precacheGzipBytes += gzipSizeOf(path) ?? 0;
    }
    const totalGzipBytes = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) + precacheGzipBytes;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { totalGzipBytes, scripts, workerRegistered, precacheGzipBytes };
  } finally {
    await page.close();
  }
}
