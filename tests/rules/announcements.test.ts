/**
 * Announcements under the rules, for every role of the matrix and every operation, and through
 * the app's own live queries (web/src/lib/live-queries.ts) as listeners: a peer never receives a
 * hidden announcement, nor one of another cohort, not even when one changes while they listen.
 * Writes go through the API only (docs/announcements.md).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getDocs, onSnapshot, type Query } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { groupAnnouncementsQuery, peerTimedAnnouncementsQuery } from '../../web/src/lib/live-queries.ts';
import { peerAnnouncementQueries } from './support/announcement-queries.ts';
import { dbAs, documents, MGH_A_ANNOUNCEMENTS, ROLES, type TestRole } from './support/fixture.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs, testEnv } = rulesSuite();

/** Who may get each seeded announcement (mgh-a's, and harvard-a's). */
const GETS: Record<string, TestRole[]> = {
  welcome: ['peer', 'facilitator', 'admin'],
  draft: ['facilitator', 'admin'],
  'timed-shown': ['peer', 'facilitator', 'admin'],
  'timed-hidden': ['peer', 'facilitator', 'admin'],
  // Section 4's window: before and after it, only staff.
  'timed-scheduled': ['facilitator', 'admin'],
  'timed-expired': ['facilitator', 'admin'],
  'harvard-news': ['otherPeer', 'otherFacilitator', 'admin'],
};

describe.each(Object.entries(GETS))('get announcements/%s', (id, allowed) => {
  it.each(ROLES)('as %s', async (role) => {
    const read = dbAs(testEnv(), role).doc(`announcements/${id}`).get();
    await (allowed.includes(role) ? assertSucceeds(read) : assertFails(read));
  });
});

describe('list', () => {
  it.each(ROLES)("the peer's live queries for mgh-a as %s", async (role) => {
    // A facilitator's reach is per group, which a query by cohort does not prove: staff list by
    // group (below). An admin reaches every group, so any query is theirs.
    const allowed = role === 'peer' || role === 'admin';
    for (const query of peerAnnouncementQueries(appDbAs(role), ['mgh-a'])) {
      await (allowed ? assertSucceeds(getDocs(query)) : assertFails(getDocs(query)));
    }
  });

  it.each(ROLES)("the staff's live query for group mgh as %s", async (role) => {
    const query = groupAnnouncementsQuery(appDbAs(role), 'mgh');
    await (role === 'facilitator' || role === 'admin' ? assertSucceeds(getDocs(query)) : assertFails(getDocs(query)));
  });

  it('a peer cannot list without the visibility filter, nor by group', async () => {
    const db = dbAs(testEnv(), 'peer');
    await assertFails(db.collection('announcements').where('cohorts', 'array-contains-any', ['mgh-a']).get());
    await assertFails(db.collection('announcements').where('group', '==', 'mgh').get());
    await assertFails(db.collection('announcements').get());
  });
});

describe("the section 4 window, by any peer's query", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const timedQuery = (role: TestRole, startedBy: number, endsNoSoonerThan: number) =>
    peerTimedAnnouncementsQuery(appDbAs(role), ['mgh-a'], {
      startedBy: new Date(Date.now() + startedBy),
      endsNoSoonerThan: new Date(Date.now() + endsNoSoonerThan),
    });
  // Who may run a query of mgh-a's timed announcements by cohort: its peers, and admins (a
  // facilitator's reach is per group, which a query by cohort does not prove).
  const queriers: TestRole[] = ['peer', 'admin'];

  it.each(ROLES)('during: the current slot’s query as %s gives the live ones only', async (role) => {
    const [, timed] = peerAnnouncementQueries(appDbAs(role), ['mgh-a']);
    if (!queriers.includes(role)) return void (await assertFails(getDocs(timed!)));
    const ids = (await assertSucceeds(getDocs(timed!))).docs.map((d) => d.id).sort();
    expect(ids).toEqual(['timed-hidden', 'timed-shown']);
  });

  it.each(ROLES)('before: a query reaching past now for scheduled ones is refused to %s unless admin', async (role) => {
    const early = getDocs(timedQuery(role, 2 * DAY, 2 * DAY));
    await (role === 'admin' ? assertSucceeds(early) : assertFails(early));
    // Even a bound a minute ahead of the server's clock cannot be proved.
    const aMinuteAhead = getDocs(timedQuery(role, 60_000, 60_000));
    await (role === 'admin' ? assertSucceeds(aMinuteAhead) : assertFails(aMinuteAhead));
  });

  it.each(ROLES)('after: a query reaching back for expired ones is refused to %s unless admin', async (role) => {
    const late = getDocs(timedQuery(role, -3 * DAY, -3 * DAY));
    await (role === 'admin' ? assertSucceeds(late) : assertFails(late));
    // Without the end bound the query could hold expired ones: refused too.
    const db = dbAs(testEnv(), role);
    const noEnd = db
      .collection('announcements')
      .where('cohorts', 'array-contains-any', ['mgh-a'])
      .where('display', '==', 'timed')
      .where('start_date', '<=', new Date(Date.now() - 60_000))
      .get();
    await (role === 'admin' ? assertSucceeds(noEnd) : assertFails(noEnd));
  });

  it('a bound 10 s behind the server’s clock (the margin) still proves for the peer', async () => {
    await assertSucceeds(getDocs(timedQuery('peer', -10_000, 10_000)));
  });
});

describe('create, update, delete', () => {
  const valid = documents['announcements/welcome'] as Record<string, unknown>;
  it.each(ROLES)('are denied as %s, even with a well-formed announcement (writes go through the API)', async (role) => {
    const db = dbAs(testEnv(), role);
    await assertFails(db.doc('announcements/new-one').set({ ...valid, title: 'New' }));
    await assertFails(db.doc('announcements/welcome').update({ visible: false }));
    await assertFails(db.doc('announcements/draft').update({ visible: true }));
    await assertFails(db.doc('announcements/welcome').delete());
    await assertFails(db.collection('announcements').add({ ...valid }));
  });
});

/** A live listener on the app's peer queries: the ids it holds after each snapshot. */
function listen(queries: Query[]) {
  const held = queries.map(() => new Set<string>());
  const errors: Error[] = [];
  const snapshots: string[][] = [];
  const stops = queries.map((query, i) =>
    onSnapshot(
      query,
      (snapshot) => {
        held[i] = new Set(snapshot.docs.map((d) => d.id));
        snapshots.push(held.flatMap((s) => [...s]).sort());
      },
      (error) => errors.push(error),
    ),
  );
  return {
    ids: () => held.flatMap((s) => [...s]).sort(),
    everything: () => new Set(snapshots.flat()),
    errors,
    stop: () => stops.forEach((stop) => stop()),
  };
}

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const write = (path: string, data: object) =>
  testEnv().withSecurityRulesDisabled((context) => context.firestore().doc(path).set(data));
const change = (path: string, data: object) =>
  testEnv().withSecurityRulesDisabled((context) => context.firestore().doc(path).update(data));

describe('a peer listening live', () => {
  it('gets the visible and timed ones of their cohort, follows a hide and a show, and never receives a hidden or another cohort’s', async () => {
    const listener = listen(peerAnnouncementQueries(appDbAs('peer'), ['mgh-a']));
    try {
      await until(() => listener.ids().length === 3, 'the first snapshots');
      expect(listener.ids()).toEqual(['timed-hidden', 'timed-shown', 'welcome']);

      // A facilitator hides "welcome": it leaves the peer's listener.
      await change('announcements/welcome', { visible: false });
      await until(() => !listener.ids().includes('welcome'), 'welcome to leave');

      // New drafts and another cohort's news are written; a visible one of mgh-a after them.
      const base = documents['announcements/welcome'] as Record<string, unknown>;
      await write('announcements/new-draft', { ...base, title: 'New draft', visible: false });
      await write('announcements/harvard-2', { ...base, group: 'harvard', cohorts: ['harvard-a'], title: 'Harvard 2' });
      await write('announcements/shared-mgh-b', { ...base, cohorts: ['mgh-b'], title: 'For mgh-b' });
      await write('announcements/posted', { ...base, title: 'Posted' });
      await until(() => listener.ids().includes('posted'), 'the new visible one');

      // The draft is shown: it arrives.
      await change('announcements/new-draft', { visible: true });
      await until(() => listener.ids().includes('new-draft'), 'the draft once shown');

      // A scheduled one is rescheduled to have begun an hour ago: it arrives; the expired one,
      // written again, does not.
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      await change('announcements/timed-scheduled', { start_date: hourAgo });
      await until(() => listener.ids().includes('timed-scheduled'), 'the rescheduled one');
      await change('announcements/timed-expired', { title: 'Timed, over (edited)' });

      // An announcement moved to another cohort leaves.
      await change('announcements/posted', { cohorts: ['harvard-a'], group: 'harvard' });
      await until(() => !listener.ids().includes('posted'), 'the moved one to leave');

      expect(listener.errors).toEqual([]);
      const received = listener.everything();
      for (const never of ['draft', 'harvard-news', 'harvard-2', 'shared-mgh-b', 'timed-expired'])
        expect(received.has(never), never).toBe(false);
      // Hidden means never delivered: "new-draft" arrived only after it was shown.
      expect(listener.ids()).toEqual(['new-draft', 'timed-hidden', 'timed-scheduled', 'timed-shown']);
    } finally {
      listener.stop();
    }
  });

  it('cannot listen to another cohort’s announcements: the listener is refused', async () => {
    for (const [role, cohorts] of [
      ['peer', ['harvard-a']],
      ['otherPeer', ['mgh-a']],
      ['peer', ['mgh-a', 'harvard-a']],
    ] as const) {
      const listener = listen(peerAnnouncementQueries(appDbAs(role), [...cohorts]));
      try {
        await until(() => listener.errors.length === 2, `${role} to be refused`);
        expect(listener.errors.every((e) => /permission/i.test(String(e)))).toBe(true);
        expect(listener.ids()).toEqual([]);
      } finally {
        listener.stop();
      }
    }
  });

  it('staff listening to their group get drafts too, and another group’s staff are refused', async () => {
    const staff = listen([groupAnnouncementsQuery(appDbAs('facilitator'), 'mgh')]);
    const other = listen([groupAnnouncementsQuery(appDbAs('otherFacilitator'), 'mgh')]);
    try {
      await until(() => staff.ids().length === MGH_A_ANNOUNCEMENTS.length, 'the staff snapshot');
      expect(staff.ids()).toEqual(MGH_A_ANNOUNCEMENTS);
      await until(() => other.errors.length === 1, 'the other group to be refused');
    } finally {
      staff.stop();
      other.stop();
    }
  });
});
