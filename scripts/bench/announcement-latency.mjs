// Announcement publish-to-screen latency (issue 9): a facilitator publishes an announcement
// (POST /api/facilitator/announcements through Hosting, as /announcement does), until it appears
// on the demo peer's already open home (a MutationObserver sees its [data-announcement-id] item
// with its title). Next to it, in the same run, a raw Firestore listener: a bare page with the
// Firebase SDK the app bundles, signed in as the peer, listening to the peer's own query
// (announcements of their cohort with visible == true, the one web/src/lib/live-queries.ts
// builds): the time from each publish to that listener's callback, and the time from a direct
// admin write of an announcement to the same callback, the floor of any publish.
//
// The method is write-to-screen.mjs's: every end stamped with the machine's wall clock
// (performance.timeOrigin + performance.now() in Node and in the pages), a few warm-up samples
// dropped, nearest-rank percentiles. Each sample publishes a new announcement with a unique title
// and deletes it once it has been seen, so the page measures the same list every time.
//
// Run against the running demo (npm start):
//   npx tsx scripts/bench/announcement-latency.mjs [--base-url http://127.0.0.1:5000] [--samples 30]
/* global document, window, MutationObserver -- read inside page.evaluate, in the browser */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { routes } from '../../domain/src/api/routes.ts';
import { PROJECT_ID } from '../lib/processes.mjs';
import { DEFAULT_BASE_URL, signInAsPeer, withChromium } from './lighthouse.mjs';
import {
  adminDb as sharedAdminDb,
  bareScript,
  FACILITATOR,
  idToken,
  PASSWORD,
  PEER,
  percentiles,
  wallNow,
} from './bench-support.mjs';

/** @import { Page } from 'puppeteer-core' */
/** @import { Chromium } from './lighthouse.mjs' */
/** @import { User } from '../../domain/src/model.ts' */
/** @import { Percentiles } from './bench-support.mjs' */

export const SAMPLES = 30;
const WARMUP = 3;
const TIMEOUT_MS = 20_000;

const adminDb = () => sharedAdminDb('bench-announcements');

/**
 * The Firebase SDK as one script for a bare page: window.__listenAnnouncements signs the peer in
 * and listens to their query, stamping the titles of each snapshot into window.__snapshots.
 */
async function bareSdkScript() {
  const contents = `
    import { initializeApp } from 'firebase/app';
    import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword } from 'firebase/auth';
    import { collection, connectFirestoreEmulator, initializeFirestore, memoryLocalCache, onSnapshot, query, where } from 'firebase/firestore';
    const now = () => performance.timeOrigin + performance.now();
    window.__listenAnnouncements = async ({ email, password, cohort }) => {
      const app = initializeApp({ apiKey: 'demo-api-key', projectId: '${PROJECT_ID}', appId: 'bench' }, 'bench');
      const auth = initializeAuth(app, { persistence: inMemoryPersistence });
      connectAuthEmulator(auth, 'http://' + location.hostname + ':9099', { disableWarnings: true });
      await signInWithEmailAndPassword(auth, email, password);
      const db = initializeFirestore(app, { localCache: memoryLocalCache() });
      connectFirestoreEmulator(db, location.hostname, 8080);
      window.__snapshots = [];
      // The app's query for a peer's manual announcements (web/src/lib/live-queries.ts): the rules
      // let a peer list no other manual ones.
      const q = query(
        collection(db, 'announcements'),
        where('cohorts', 'array-contains-any', [cohort]),
        where('display', '==', 'manual'),
        where('visible', '==', true),
      );
      await new Promise((ready, fail) => onSnapshot(q, (snapshot) => {
        window.__snapshots.push({ t: now(), titles: snapshot.docs.map((d) => d.get('title')) });
        ready();
      }, fail));
    };`;
  return bareScript(contents);
}

/** Runs in the peer's home: stamps the first moment each title appears as an announcement item. */
function watchAnnouncements() {
  window.__seen = {};
  const scan = () => {
    for (const item of document.querySelectorAll('[data-announcement-id]')) {
      const title = item.querySelector('h3')?.textContent ?? '';
      if (title && !(title in window.__seen)) window.__seen[title] = performance.timeOrigin + performance.now();
    }
  };
  scan();
  new MutationObserver(scan).observe(document.body, { subtree: true, childList: true, characterData: true });
}

async function seenOnHome(/** @type {Page} */ page, /** @type {string} */ title) {
  const handle = await page.waitForFunction((t) => window.__seen[t] ?? false, { timeout: TIMEOUT_MS }, title);
  // waitForFunction resolves on a truthy value only: the time, never false.
  return /** @type {Promise<number>} */ (handle.jsonValue());
}

async function heardByListener(/** @type {Page} */ page, /** @type {string} */ title, /** @type {number} */ from) {
  const handle = await page.waitForFunction(
    (t, start) => window.__snapshots.slice(start).find((s) => s.titles.includes(t))?.t ?? false,
    { timeout: TIMEOUT_MS },
    title,
    from,
  );
  // waitForFunction resolves on a truthy value only: the time, never false.
  return /** @type {Promise<number>} */ (handle.jsonValue());
}

async function goneFromHome(/** @type {Page} */ page, /** @type {string} */ title) {
  await page.waitForFunction(
    (t) => ![...document.querySelectorAll('[data-announcement-id] h3')].some((h) => h.textContent === t),
    { timeout: TIMEOUT_MS },
    title,
  );
}

function announcementBody(/** @type {string} */ title, /** @type {string} */ cohort) {
  return {
    title,
    body: 'Publish-to-screen bench: **deleted** right after.',
    display: 'manual',
    visible: true,
    start_date: null,
    end_date: null,
    cohorts: [cohort],
  };
}

/**
 * Publishes `samples` announcements through the API and writes as many with the admin SDK,
 * alternating, each seen on the open home and by the raw listener, then deleted.
 */
export async function measureAnnouncementLatency({ baseUrl = DEFAULT_BASE_URL, samples = SAMPLES } = {}) {
  const db = adminDb();
  const peer = /** @type {User | undefined} */ ((await db.doc(`users/${PEER.uid}`).get()).data());
  const cohort = peer?.current_cohort;
  if (!peer || !cohort) throw new Error(`${PEER.uid} has no current cohort: is the demo loaded?`);
  const group = peer.current_group;
  const token = await idToken(FACILITATOR);
  const url = `${baseUrl}${routes.createAnnouncement.path}`;
  return withChromium(async (/** @type {Chromium} */ { browser }) => {
    await signInAsPeer(browser, baseUrl);
    const home = await browser.newPage();
    await home.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await home.waitForSelector('[data-announcement-id]', { timeout: 30_000 });
    await home.evaluate(watchAnnouncements);

    const rawContext = await browser.createBrowserContext();
    const raw = await rawContext.newPage();
    await raw.goto(`${baseUrl}/favicon.svg`);
    await raw.evaluate(await bareSdkScript());
    await raw.evaluate((args) => window.__listenAnnouncements(args), { email: PEER.email, password: PASSWORD, cohort });

    /** @type {{ screen: number[], listener: number[], response: number[] }} */
    const published = { screen: [], listener: [], response: [] };
    /** @type {{ screen: number[], listener: number[] }} */
    const direct = { screen: [], listener: [] };
    const run = Date.now().toString(36);
    try {
      for (let i = 0; i < WARMUP + samples; i++) {
        for (const kind of ['api', 'admin']) {
          const title = `Bench ${run} ${kind} ${i}`;
          const from = await raw.evaluate(() => window.__snapshots.length);
          const t0 = wallNow();
          let id;
          if (kind === 'api') {
            const response = await fetch(url, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify(announcementBody(title, cohort)),
            });
            if (response.status !== 201)
              throw new Error(`Publishing answered ${response.status}: ${await response.text()}`);
            id = /** @type {{ id: string }} */ (await response.json()).id;
            if (i >= WARMUP) published.response.push(wallNow() - t0);
          } else {
            const ref = db.collection('announcements').doc();
            id = ref.id;
            await ref.set({
              id,
              ...announcementBody(title, cohort),
              order: -1_000_000 - i,
              group,
              created_at: new Date(),
            });
          }
          const [listened, shown] = await Promise.all([heardByListener(raw, title, from), seenOnHome(home, title)]);
          if (i >= WARMUP) {
            const into = kind === 'api' ? published : direct;
            into.listener.push(listened - t0);
            into.screen.push(shown - t0);
          }
          await db.doc(`announcements/${id}`).delete();
          await goneFromHome(home, title);
        }
      }
    } finally {
      await rawContext.close();
      // Whatever a failed run left behind.
      const left = await db
        .collection('announcements')
        .where('title', '>=', `Bench ${run}`)
        .where('title', '<', `Bench ${run}~`)
        .get();
      await Promise.all(left.docs.map((d) => d.ref.delete()));
    }
    const p = (/** @type {number[]} */ values) => percentiles(values);
    return {
      samples,
      warmup: WARMUP,
      cohort,
      published: { screen: p(published.screen), listener: p(published.listener), response: p(published.response) },
      direct: { screen: p(direct.screen), listener: p(direct.listener) },
    };
  });
}

const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: DEFAULT_BASE_URL },
      samples: { type: 'string', default: String(SAMPLES) },
    },
  });
  const result = await measureAnnouncementLatency({ baseUrl: values['base-url'], samples: Number(values.samples) });
  const line = (/** @type {string} */ name, /** @type {Percentiles} */ q) =>
    console.log(`${name.padEnd(40)}p50 ${ms(q.p50)}  p95 ${ms(q.p95)}  max ${ms(q.max)}`);
  console.log(`cohort ${result.cohort}; ${result.samples} samples each (after ${result.warmup} warm-up)`);
  line('publish (API) to peer home', result.published.screen);
  line('publish (API) to raw listener', result.published.listener);
  line('publish (API) answered', result.published.response);
  line('admin write to raw listener', result.direct.listener);
  line('admin write to peer home', result.direct.screen);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
