// Write-to-screen latency (issue 8): a facilitator's mark as a facilitator makes it, a click on
// the peer's mark button on the roster of /event?id=<event> in one Chromium page, until the demo
// peer's row on an already open home (a second page, another browser context) changes its
// data-status. The click is stamped in the facilitator's page (a capture listener on window, the
// first script to see the click), the change in the peer's page (a MutationObserver).
//
// Next to it, in the same run, two raw Firestore listeners, bare pages with the same Firebase SDK
// listening to activities/{uid}, the one document the peer's page reads: the time from a direct
// admin write of that document to the listener's callback; and, the baseline the goal is judged
// against, the time from a bare page committing the roster's own batch as the facilitator (the
// record and the map entry, under the same rules) to the callback. Both sets of writes also flip
// the open home's row, which gives the listener-plus-render share on its own.
//
// And as an extra row, the API mark: PUT /api/facilitator/attendance through Hosting, sent from
// Node as another client would (check-in and other clients still go this way).
//
// Every end is stamped with the machine's wall clock: Node's and each page's
// performance.timeOrigin + performance.now(). Each click and API sample is also cut at the commit
// time the emulator gives the attendance record (its updateTime), so a slow p95 says where the
// time went: before the record was committed (the app's write, the API), or after (listeners, a
// trigger, the render).
//
// Run directly against the running demo (npm start):
//   npx tsx scripts/bench/write-to-screen.mjs [--base-url http://127.0.0.1:5000] [--samples 30] [--raw-only]
/* global document, window, location, Element, MutationObserver -- read inside page.evaluate, in the browser */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { routes } from '../../domain/src/api/routes.ts';
import { attendanceMark, peerCohortOf } from '../../domain/src/events/attendance-mark.ts';
import { FUNCTIONS_HEALTH_URL, PROJECT_ID } from '../lib/processes.mjs';
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
import { DEFAULT_BASE_URL, signInAsPeer, withChromium } from './lighthouse.mjs';

/** @import { Browser, Page } from 'puppeteer-core' */
/** @import { Chromium } from './lighthouse.mjs' */
/** @import { Firestore } from 'firebase-admin/firestore' */
/** @import { CalendarEvent, User } from '../../domain/src/model.ts' */
/** @import { OrError, Percentiles } from './bench-support.mjs' */

/** The issue asks for at least 30; p95 of 50 is the 48th value, less at the mercy of one outlier. */
export const SAMPLES = 50;
/** Marks made before measuring: the first ones wake the function instances (cold start). */
const WARMUP = 3;
const CHANGE_TIMEOUT_MS = 20_000;

const adminDb = () => sharedAdminDb('bench-write-to-screen');

/**
 * The Firebase SDK (app, auth, firestore: the versions the web app bundles) as one script for a
 * bare page: window.__rawListen signs in and listens to one document like the app's live hooks do
 * (memory cache, emulators on the page's host) into window.__rawSnapshots; window.__rawWriter
 * signs a second app in (the facilitator) and window.__rawMark commits, from it, the batch the
 * roster commits for a mark (web/src/lib/attendance-writes.ts: the record and the person's entry
 * in activities/{uid}.attendance, under the same rules), returning when it was called.
 */
async function bareSdkScript() {
  const contents = `
    import { initializeApp } from 'firebase/app';
    import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword } from 'firebase/auth';
    import {
      connectFirestoreEmulator, doc, FieldPath, initializeFirestore, memoryLocalCache, onSnapshot, serverTimestamp,
      writeBatch,
    } from 'firebase/firestore';
    const now = () => performance.timeOrigin + performance.now();
    async function signedInDb(name, email, password) {
      const app = initializeApp({ apiKey: 'demo-api-key', projectId: '${PROJECT_ID}', appId: name }, name);
      const auth = initializeAuth(app, { persistence: inMemoryPersistence });
      connectAuthEmulator(auth, 'http://' + location.hostname + ':9099', { disableWarnings: true });
      await signInWithEmailAndPassword(auth, email, password);
      const db = initializeFirestore(app, { localCache: memoryLocalCache() });
      connectFirestoreEmulator(db, location.hostname, 8080);
      return { db, uid: auth.currentUser.uid };
    }
    window.__rawListen = async ({ email, password, path }) => {
      const { db } = await signedInDb('bench', email, password);
      window.__rawSnapshots = [];
      await new Promise((ready, fail) => onSnapshot(doc(db, path), (snapshot) => {
        window.__rawSnapshots.push({ t: now(), data: snapshot.data() });
        ready();
      }, fail));
    };
    let writer;
    let writerUid;
    window.__rawWriter = async ({ email, password }) => {
      ({ db: writer, uid: writerUid } = await signedInDb('bench-writer', email, password));
    };
    window.__rawMark = async ({ record, userId }) => {
      const batch = writeBatch(writer);
      // The record names its marker, as the roster's does: the rules check it is the caller.
      batch.set(doc(writer, 'attendance', record.id), { ...record, updated_at: serverTimestamp(), marked_by: writerUid });
      batch.update(
        doc(writer, 'activities', userId),
        new FieldPath('attendance', record.event_id), record.status,
        'updated_at', serverTimestamp(),
        'marked_event', record.event_id,
      );
      const t = now();
      await batch.commit();
      return t;
    };`;
  return bareScript(contents);
}

/**
 * A bare page on the app's origin, signed in as the peer listening to activities/{peer}, and as the
 * facilitator to write the roster's batches (bareSdkScript).
 */
async function openRawListener(/** @type {Browser} */ browser, /** @type {string} */ baseUrl) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Any static file of the app gives the page its origin (Hosting's emulator host) without
  // starting the app; the script then runs in it.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(await bareSdkScript());
  await page.evaluate((args) => window.__rawListen(args), {
    email: PEER.email,
    password: PASSWORD,
    path: `activities/${PEER.uid}`,
  });
  await page.evaluate((args) => window.__rawWriter(args), { email: FACILITATOR, password: PASSWORD });
  return { context, page };
}

/**
 * Runs in the page: stamps every change of the data-status of the first element matching
 * `selector` (re-rendered or replaced alike) into window.__statusChanges. Returns the status shown
 * now. The peer's home row is `[data-event-id=<event>]`, the roster's row `[data-user-id=<peer>]`.
 */
function watchStatus(/** @type {string} */ selector) {
  const statusNow = () => document.querySelector(selector)?.getAttribute('data-status') ?? null;
  let last = statusNow();
  window.__statusChanges = [];
  new MutationObserver(() => {
    const status = statusNow();
    // A row missing for a moment (a list re-rendered) is no change; its return with a new status is.
    if (status !== null && status !== last) {
      last = status;
      window.__statusChanges.push({ status, t: performance.timeOrigin + performance.now() });
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  return last;
}

/**
 * Waits until `window[name]` holds more than `count` entries; returns the entry at `count`.
 * @template {'__clicks' | '__statusChanges'} K
 * @param {Page} page
 * @param {K} name
 * @param {number} count
 * @param {string} what
 * @returns {Promise<Window[K][number]>}
 */
async function nextEntry(page, name, count, what, timeout = CHANGE_TIMEOUT_MS) {
  try {
    await page.waitForFunction((n, c) => (window[n]?.length ?? 0) > c, { timeout }, name, count);
  } catch (error) {
    throw new Error(`${what} did not change within ${timeout / 1000} s: ${/** @type {Error} */ (error).message}`, {
      cause: error,
    });
  }
  // There is one at `count` now (waited for above).
  return /** @type {Promise<Window[K][number]>} */ (page.evaluate((n, c) => window[n][c], name, count));
}

/**
 * The event the bench flips: a row on the peer's home whose event has the peer's cohort and takes
 * attendance (the roster of a deadline has no mark button).
 */
async function chooseEvent(/** @type {Firestore} */ db, /** @type {Page} */ homePage) {
  const rows = await homePage.$$eval('[data-event-id]', (elements) =>
    elements.map((e) => ({ id: e.getAttribute('data-event-id'), status: e.getAttribute('data-status') })),
  );
  const peer = await profileOf(db);
  for (const row of rows) {
    // Never null: the selector asks for the attribute.
    if (row.id === null) continue;
    const event = /** @type {CalendarEvent | undefined} */ ((await db.doc(`events/${row.id}`).get()).data());
    if (event?.type !== 'deadline' && peer.current_cohort !== null && event?.cohorts?.includes(peer.current_cohort)) {
      return { eventId: row.id, event };
    }
  }
  throw new Error(`None of the ${rows.length} events on the peer's home belongs to the cohort ${peer.current_cohort}.`);
}

/** The demo peer's profile; throws when the demo is not loaded. */
async function profileOf(/** @type {Firestore} */ db) {
  const peer = /** @type {User | undefined} */ ((await db.doc(`users/${PEER.uid}`).get()).data());
  if (!peer) throw new Error(`${PEER.uid} is missing: is the demo loaded?`);
  return peer;
}

async function recordOf(/** @type {Firestore} */ db, /** @type {string} */ eventId) {
  const snapshot = await db
    .collection('attendance')
    .where('event_id', '==', eventId)
    .where('user_id', '==', PEER.uid)
    .get();
  return snapshot.docs[0] ?? null;
}

/** Checks a shown status against the mark: attended shows as attended, registered as anything else. */
function assertShown(/** @type {string} */ shown, /** @type {string | null} */ status, /** @type {string} */ what) {
  if ((status === 'attended') !== (shown === 'attended')) {
    throw new Error(`${what}: marked ${status} but the home shows ${shown}.`);
  }
}

/**
 * What the measurements share: the admin Firestore, the bare page's tab, the peer's open home, the
 * event whose row flips, and how many samples to take.
 * @typedef {{ db: Firestore, rawPage: Page, homePage: Page, eventId: string, samples: number }} Bench
 */

/**
 * The raw listener: direct admin writes of activities/{peer}.attendance.{event}, to the callback and to the row.
 * @param {Bench} bench
 */
async function measureRaw({ db, rawPage: page, homePage, eventId, samples }) {
  const ref = db.doc(`activities/${PEER.uid}`);
  const field = new FieldPath('attendance', eventId);
  /** @type {unknown} */
  const original = (await ref.get()).get(field) ?? null;
  let current = original === 'attended' ? 'attended' : 'registered';
  /** @type {number[]} */
  const callback = [];
  /** @type {number[]} */
  const screen = [];
  for (let i = 0; i < WARMUP + samples; i++) {
    current = current === 'attended' ? 'registered' : 'attended';
    const snapshots = await page.evaluate(() => window.__rawSnapshots.length);
    const changes = await homePage.evaluate(() => window.__statusChanges.length);
    const t0 = wallNow();
    await ref.update(field, current);
    const snapshot = await nextMapEntry(page, snapshots, eventId, current);
    const change = await nextEntry(
      homePage,
      '__statusChanges',
      changes,
      "After a direct write, the home row's data-status",
    );
    assertShown(change.status, current, 'Direct write');
    if (i >= WARMUP) {
      callback.push(snapshot.t - t0);
      screen.push(change.t - t0);
    }
  }
  // Leave the document as the records say (the trigger's recount would too, at the next mark).
  await ref.update(field, original ?? FieldValue.delete());
  return { callback: percentiles(callback), screen: percentiles(screen) };
}

/**
 * The raw listener of the roster's own write, one sample: the bare page commits, as the
 * facilitator, the batch the roster commits for a mark (the record and the map entry, under the
 * same rules), and its bare listener of activities/{peer}, signed in as the peer, hears it; also
 * to the home's row. What Firestore (here the emulator) takes to carry the roster's write from one
 * browser to another with no app page in the way: the baseline the clicks are judged against.
 * measureClicks takes one after each click, so that both see the same load (the same listeners
 * open on the emulator, the same machine's business).
 */
async function bareRosterWrite(
  /** @type {{ rawPage: Page, homePage: Page, record: Parameters<Window['__rawMark']>[0]['record'] }} */ {
    rawPage,
    homePage,
    record,
  },
) {
  const snapshots = await rawPage.evaluate(() => window.__rawSnapshots.length);
  const changes = await homePage.evaluate(() => window.__statusChanges.length);
  const t0 = await rawPage.evaluate((args) => window.__rawMark(args), { record, userId: PEER.uid });
  const snapshot = await nextMapEntry(rawPage, snapshots, record.event_id, record.status);
  const change = await nextEntry(
    homePage,
    '__statusChanges',
    changes,
    "After a bare roster write, the home row's data-status",
  );
  assertShown(change.status, record.status, 'Bare roster write');
  return { delivered: snapshot.t - t0, screen: change.t - t0 };
}

/**
 * The first snapshot of the bare listener from `from` on whose map has the event at `status`.
 * @param {Page} rawPage
 * @param {number} from
 * @param {string} eventId
 * @param {string | null} status
 * @returns {Promise<Window['__rawSnapshots'][number]>}
 */
async function nextMapEntry(rawPage, from, eventId, status) {
  try {
    const handle = await rawPage.waitForFunction(
      (start, id, wanted) =>
        window.__rawSnapshots.slice(start).find((s) => s.data?.attendance?.[id] === wanted) ?? false,
      { timeout: CHANGE_TIMEOUT_MS },
      from,
      eventId,
      status,
    );
    // waitForFunction resolves on a truthy value only: the snapshot, never false.
    return /** @type {Window['__rawSnapshots'][number]} */ (await handle.jsonValue());
  } catch (error) {
    throw new Error(`The bare listener never saw ${eventId} ${status}: ${/** @type {Error} */ (error).message}`, {
      cause: error,
    });
  }
}

/** The peer's mark button in the peer's row of the roster (RosterRow: "Mark <name> attended|registered"). */
const MARK_BUTTON = `[data-user-id="${PEER.uid}"] button[aria-label^="Mark "]`;

/**
 * Runs in the facilitator's page: stamps every click that reaches the peer's mark button into
 * window.__clicks, with the status the button was about to mark. A capture listener on window is
 * the first script the click reaches, before React's own handler starts the write.
 */
function stampClicks(/** @type {string} */ selector) {
  window.__clicks = [];
  window.addEventListener(
    'click',
    (event) => {
      const t = performance.timeOrigin + performance.now();
      const button = event.target instanceof Element ? event.target.closest(selector) : null;
      if (button) window.__clicks.push({ t, label: button.getAttribute('aria-label') });
    },
    { capture: true },
  );
}

/**
 * Signs a new browser context in as `email` through /login's form; returns a page of it, signed in.
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {string} email
 */
async function signedInContext(browser, baseUrl, email) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForFunction(() => location.pathname === '/', { timeout: 30_000 });
  } catch (error) {
    await context.close();
    throw new Error(`Could not sign in as ${email} at ${baseUrl}/login: ${/** @type {Error} */ (error).message}`, {
      cause: error,
    });
  }
  return { context, page };
}

/** The status the peer's mark button marks when clicked now ("Mark Jordan Rivera attended" -> attended). */
const statusOfLabel = (/** @type {string} */ label) => label?.split(' ').at(-1) ?? null;

/**
 * The headline: a facilitator on the roster of the event clicks the peer's mark button (attended,
 * then registered, ...), from the click in that page to the row's change on the peer's open home.
 * @param {Omit<Bench, 'eventId'> & { browser: Browser, baseUrl: string, event: CalendarEvent }} bench
 */
async function measureClicks({ db, browser, rawPage, homePage, baseUrl, event, samples }) {
  const eventId = event.id;
  const peer = await profileOf(db);
  const cohort = peerCohortOf(peer, event);
  if (!cohort) throw new Error(`${PEER.uid} is not a peer of the cohorts of ${eventId}.`);
  const original = (await recordOf(db, eventId))?.data() ?? null;
  const { context, page } = await signedInContext(browser, baseUrl, FACILITATOR);
  try {
    await page.goto(`${baseUrl}/event?id=${encodeURIComponent(eventId)}`, { waitUntil: 'load' });
    try {
      await page.waitForSelector(MARK_BUTTON, { timeout: 30_000 });
    } catch (error) {
      throw new Error(
        `The roster of /event?id=${eventId} shows no mark button for ${PEER.uid}: ${/** @type {Error} */ (error).message}`,
        { cause: error },
      );
    }
    await page.evaluate(stampClicks, MARK_BUTTON);
    // When the page's Firestore SDK sends writes: the requests of its Write channel, stamped by
    // Chromium with the wall clock (CDP's wallTime), so the click's time splits into the page's
    // share (click to request) and the emulator's (request to commit).
    /** @type {number[]} */
    const writesSent = [];
    const cdp = await page.createCDPSession();
    cdp.on('Network.requestWillBeSent', ({ request, wallTime }) => {
      if (request.method === 'POST' && request.url.includes('.Firestore/Write/channel'))
        writesSent.push(wallTime * 1000);
    });
    await cdp.send('Network.enable');
    // The facilitator's own screen too: the roster row's data-status.
    await page.evaluate(watchStatus, `[data-user-id="${PEER.uid}"]`);
    /** @type {number[]} */
    const screen = [];
    /** @type {Record<'roster' | 'sent' | 'committed' | 'delivered' | 'render', number[]>} */
    const parts = { roster: [], sent: [], committed: [], delivered: [], render: [] };
    /** @type {{ delivered: number[], screen: number[] }} */
    const bare = { delivered: [], screen: [] };
    /** @type {string | null} The status the last write (a click or a bare one) left; null: the record as found. */
    let current = null;
    const bareSample = async (/** @type {number} */ i) => {
      const status = current === 'attended' ? 'registered' : 'attended';
      const record = attendanceMark(event, PEER.uid, cohort, status);
      const result = await bareRosterWrite({ rawPage, homePage, record });
      current = status;
      if (i < WARMUP) return;
      bare.delivered.push(result.delivered);
      bare.screen.push(result.screen);
    };
    for (let i = 0; i < WARMUP + samples; i++) {
      // A bare write of the roster's batch with each click, before it or after it in turn, so that
      // the clicks mark attended and registered alike.
      if (i % 2 === 1) await bareSample(i);
      // Ready for the next click once the roster shows the last mark (the button offers the other
      // status) and its write is over (the button is enabled again).
      const label = await page
        .waitForFunction(
          (selector, last) => {
            const button = /** @type {HTMLButtonElement | null} */ (document.querySelector(selector));
            const label = button?.getAttribute('aria-label');
            return button && !button.disabled && label && label.split(' ').at(-1) !== last ? label : false;
          },
          { timeout: CHANGE_TIMEOUT_MS },
          MARK_BUTTON,
          current,
        )
        // waitForFunction resolves on a truthy value only: the label, never false.
        .then((handle) => /** @type {Promise<string>} */ (handle.jsonValue()))
        .catch((/** @type {Error} */ error) => {
          throw new Error(`The roster's mark button did not offer the next mark: ${error.message}`, { cause: error });
        });
      const status = statusOfLabel(label);
      const clicks = await page.evaluate(() => window.__clicks.length);
      const rosterChanges = await page.evaluate(() => window.__statusChanges.length);
      const rawSnapshots = await rawPage.evaluate(() => window.__rawSnapshots.length);
      const changes = await homePage.evaluate(() => window.__statusChanges.length);
      // In the middle of the window: a toast in a corner never covers it.
      await page.$eval(MARK_BUTTON, (button) => button.scrollIntoView({ block: 'center' }));
      await page.click(MARK_BUTTON);
      const click = await nextEntry(page, '__clicks', clicks, "The click on the roster's mark button");
      const change = await nextEntry(homePage, '__statusChanges', changes, "After a click, the home row's data-status");
      assertShown(change.status, status, 'Roster click');
      const rosterChange = await nextEntry(
        page,
        '__statusChanges',
        rosterChanges,
        "After a click, the roster row's status",
      );
      // The same write's delivery to the bare listener of the document the peer's page reads.
      const delivered = await nextMapEntry(rawPage, rawSnapshots, eventId, status);
      current = status;
      const record = await recordOf(db, eventId);
      if (record?.get('status') !== status) {
        throw new Error(`After a click marking ${status}, the attendance record says ${record?.get('status')}.`);
      }
      const committed = record.updateTime.toMillis();
      if (i % 2 === 0) await bareSample(i);
      if (i < WARMUP) continue;
      screen.push(change.t - click.t);
      parts.roster.push(rosterChange.t - click.t);
      const sent = writesSent.find((t) => t >= click.t && t <= committed);
      if (sent !== undefined) parts.sent.push(sent - click.t);
      parts.committed.push(committed - click.t);
      parts.delivered.push(delivered.t - committed);
      parts.render.push(change.t - committed);
    }
    return {
      screen: percentiles(screen),
      breakdown: Object.fromEntries(
        Object.entries(parts)
          .filter(([, v]) => v.length > 0)
          .map(([k, v]) => /** @type {const} */ ([k, percentiles(v)])),
      ),
      rawRoster: { delivered: percentiles(bare.delivered), screen: percentiles(bare.screen) },
    };
  } finally {
    await context.close();
    // As it was: the record as found, or none (the trigger recounts activities/{uid} either way).
    const ref = db.collection('attendance').doc(attendanceMark(event, PEER.uid, cohort, 'registered').id);
    await (original ? ref.set(original) : ref.delete());
  }
}

/**
 * The facilitator's marks through the API, to the row on the open home.
 * @param {Omit<Bench, 'rawPage'> & { baseUrl: string }} bench
 */
async function measureMarks({ db, homePage, baseUrl, eventId, samples }) {
  const token = await idToken(FACILITATOR);
  const mark = async (/** @type {string} */ status) => {
    const response = await fetch(`${baseUrl}${routes.markAttendance.path}`, {
      method: routes.markAttendance.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: eventId, user_id: PEER.uid, status }),
    });
    if (!response.ok) {
      throw new Error(
        `${routes.markAttendance.method} ${routes.markAttendance.path}: ${response.status} ${await response.text()}`,
      );
    }
  };
  // The floor under any API call here: the health route (no token, no data) through Hosting, and
  // straight to the functions emulator; the mark's API time less the first is the handler's work.
  /** @type {Partial<Record<'hosting' | 'functions', Percentiles>>} */
  const floor = {};
  for (const [name, url] of /** @type {const} */ ([
    ['hosting', `${baseUrl}${routes.health.path}`],
    ['functions', FUNCTIONS_HEALTH_URL],
  ])) {
    /** @type {number[]} */
    const times = [];
    for (let i = 0; i < WARMUP + samples; i++) {
      const t0 = wallNow();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (i >= WARMUP) times.push(wallNow() - t0);
    }
    floor[name] = percentiles(times);
  }
  const record = await recordOf(db, eventId);
  let current = record?.get('status') === 'attended' ? 'attended' : 'registered';
  /** @type {number[]} */
  const screen = [];
  /** @type {Record<'api' | 'response' | 'trigger' | 'render', number[]>} */
  const parts = { api: [], response: [], trigger: [], render: [] };
  for (let i = 0; i < WARMUP + samples; i++) {
    current = current === 'attended' ? 'registered' : 'attended';
    const changes = await homePage.evaluate(() => window.__statusChanges.length);
    const t0 = wallNow();
    await mark(current);
    const answered = wallNow();
    const change = await nextEntry(homePage, '__statusChanges', changes, "After a mark, the home row's data-status");
    assertShown(change.status, current, 'Mark');
    if (i < WARMUP) continue;
    screen.push(change.t - t0);
    // Where the time went, from the emulator's commit times (the same machine's clock).
    const [recordDoc, activities] = await Promise.all([recordOf(db, eventId), db.doc(`activities/${PEER.uid}`).get()]);
    if (!recordDoc) throw new Error(`After a mark, ${PEER.uid} has no attendance record for ${eventId}.`);
    if (!activities.updateTime) throw new Error(`After a mark, activities/${PEER.uid} is missing.`);
    const recordCommitted = recordDoc.updateTime.toMillis();
    const activitiesCommitted = activities.updateTime.toMillis();
    parts.api.push(recordCommitted - t0);
    parts.response.push(answered - t0);
    parts.trigger.push(activitiesCommitted - recordCommitted);
    parts.render.push(change.t - activitiesCommitted);
  }
  return {
    screen: percentiles(screen),
    // Both filled by the loop above.
    floor: /** @type {Record<'hosting' | 'functions', Percentiles>} */ (floor),
    // A part for every key of `parts`.
    breakdown: /** @type {Record<keyof typeof parts, Percentiles>} */ (
      Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, percentiles(v)]))
    ),
  };
}

/**
 * Opens the peer's home in Chromium, picks a row to flip, and measures the raw listener, then
 * (unless rawOnly) the facilitator's clicks on the roster and the API marks. A failure of the
 * clicks or of the marks is returned as their `error`, next to the other figures.
 * @param {{ baseUrl?: string, samples?: number, rawOnly?: boolean }} [options]
 */
export async function measureWriteToScreen({ baseUrl = DEFAULT_BASE_URL, samples = SAMPLES, rawOnly = false } = {}) {
  const db = adminDb();
  return withChromium(async (/** @type {Chromium} */ { browser }) => {
    await signInAsPeer(browser, baseUrl);
    const homePage = await browser.newPage();
    await homePage.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await homePage.waitForSelector('[data-event-id]', { timeout: 30_000 });
    const { eventId, event } = await chooseEvent(db, homePage);
    const shown = await homePage.evaluate(watchStatus, `[data-event-id="${eventId}"]`);
    const { context: rawContext, page: rawPage } = await openRawListener(browser, baseUrl);
    const raw = await measureRaw({ db, rawPage, homePage, eventId, samples });
    const failed = (/** @type {Error} */ error) => ({ error });
    /** @type {OrError<Awaited<ReturnType<typeof measureClicks>>> | null} */
    const clicks = rawOnly
      ? null
      : await measureClicks({
          db,
          browser,
          rawPage,
          homePage,
          baseUrl,
          event: { ...event, id: eventId },
          samples,
        }).catch(failed);
    await rawContext.close();
    /** @type {OrError<Awaited<ReturnType<typeof measureMarks>>> | null} */
    const marks = rawOnly ? null : await measureMarks({ db, homePage, baseUrl, eventId, samples }).catch(failed);
    return {
      samples,
      warmup: WARMUP,
      event: { id: eventId, title: event.title, shown },
      raw,
      clicks,
      marks,
    };
  });
}

const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: DEFAULT_BASE_URL },
      samples: { type: 'string', default: String(SAMPLES) },
      'raw-only': { type: 'boolean', default: false },
    },
  });
  const result = await measureWriteToScreen({
    baseUrl: values['base-url'],
    samples: Number(values.samples),
    rawOnly: values['raw-only'],
  });
  const { raw, clicks, marks } = result;
  const rawRoster = clicks?.rawRoster;
  const line = (/** @type {string} */ name, /** @type {Percentiles} */ p) =>
    console.log(`${name.padEnd(34)}p50 ${ms(p.p50)}  p95 ${ms(p.p95)}  max ${ms(p.max)}`);
  console.log(
    `event ${result.event.id} "${result.event.title}" (shown ${result.event.shown}); ${result.samples} samples each`,
  );
  line('raw listener callback', raw.callback);
  line('direct write to screen', raw.screen);
  if (rawRoster) {
    line("raw listener, roster's write", rawRoster.delivered);
    line('bare roster write to screen', rawRoster.screen);
  }
  if (clicks?.error) console.error(`roster click: ${clicks.error.message}`);
  else if (clicks) {
    line('roster click to screen', clicks.screen);
    for (const [name, p] of Object.entries(clicks.breakdown)) line(`  ${name}`, p);
  }
  if (marks?.error) console.error(`API mark: ${marks.error.message}`);
  else if (marks) {
    line('API mark to screen', marks.screen);
    for (const [name, p] of [
      ...Object.entries(marks.breakdown),
      ...Object.entries(marks.floor).map(([k, v]) => /** @type {const} */ ([`health via ${k}`, v])),
    ]) {
      line(`  ${name}`, p);
    }
  }
  if (clicks?.error || marks?.error) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
