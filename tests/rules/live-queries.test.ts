/**
 * The live queries the browser runs, taken from the app itself (web/src/lib/live-queries.ts, not
 * copies), against the rules; and the probes a curious peer might try instead.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getCountFromServer, getDoc, getDocs, type Firestore, type Query } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apologyRef,
  cohortActivitiesQuery,
  cohortCalendarRef,
  cohortAnnouncementsForStaffQuery,
  cohortsActivitiesQuery,
  groupCohortCalendarsQuery,
  cohortReportRef,
  cohortReportShardsQuery,
  eventApologiesQuery,
  eventAttendanceQuery,
  groupAnnouncementsQuery,
  groupPeopleQuery,
  groupRef,
  ownApologiesQuery,
  ownAttendanceQuery,
  participantActivitiesRef,
  personApologiesQuery,
  personRef,
} from '../../web/src/lib/live-queries.ts';
import { peerAnnouncementQueries } from './support/announcement-queries.ts';
import {
  cohortPeersQuery,
  groupFacilitatorsQuery,
  groupPeopleCountQuery,
  groupPeoplePageQuery,
  type PeopleQueryFilters,
} from '../../web/src/lib/people-queries.ts';
import { cohortMatchingRoundsQuery } from '../../web/src/lib/matching-queries.ts';
import {
  cohortMatchingSurveysQuery,
  cohortSurveysOfKindQuery,
  groupSurveysPageQuery,
  personSurveyResponsesQuery,
} from '../../web/src/lib/survey-queries.ts';
import { dbAs, MGH_A_ANNOUNCEMENTS, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
// Every write in these suites is denied, so the data seeded once stays as it is.
beforeAll(() => seed(env));

/** The app's functions take the modular SDK's Firestore; the test context's compat one wraps it. */
const appDbAs = (role: TestRole | 'alumnus') => dbAs(env, role) as unknown as Firestore;

describe('announcements', () => {
  it("a peer's two live queries return the manual ones switched on and the timed ones inside their window, never the draft", async () => {
    const [manual, timed] = peerAnnouncementQueries(appDbAs('peer'), ['mgh-a']);
    const manualIds = (await assertSucceeds(getDocs(manual!))).docs.map((d) => d.id).sort();
    const timedIds = (await assertSucceeds(getDocs(timed!))).docs.map((d) => d.id).sort();
    expect(manualIds).toEqual(['welcome']);
    // Live whatever their switch says; not the scheduled one nor the expired one.
    expect(timedIds).toEqual(['timed-hidden', 'timed-shown']);
  });

  it('reads whole announcements through the app’s converter', async () => {
    const [visible] = peerAnnouncementQueries(appDbAs('peer'), ['mgh-a']);
    const announcements = (await getDocs(visible!)).docs.map((d) => d.data());
    expect(announcements.find((a) => a.id === 'welcome')).toMatchObject({ title: 'Welcome', display: 'manual' });
  });

  it('a peer gets a timed announcement stored hidden, but not the draft, nor a list without the filters', async () => {
    const db = dbAs(env, 'peer');
    await assertSucceeds(db.doc('announcements/timed-hidden').get());
    await assertFails(db.doc('announcements/draft').get());
    await assertFails(db.collection('announcements').where('cohorts', 'array-contains-any', ['mgh-a']).get());
    await assertFails(
      db
        .collection('announcements')
        .where('cohorts', 'array-contains-any', ['mgh-a'])
        .where('display', '==', 'manual')
        .get(),
    );
    // The shape the home used before the rules kept the window: a timed one switched on would be
    // read outside its window, so the rules refuse the whole query.
    await assertFails(
      db
        .collection('announcements')
        .where('cohorts', 'array-contains-any', ['mgh-a'])
        .where('visible', '==', true)
        .get(),
    );
  });

  it("a peer cannot run the queries for another cohort's announcements", async () => {
    for (const query of peerAnnouncementQueries(appDbAs('peer'), ['harvard-a'])) await assertFails(getDocs(query));
    for (const query of peerAnnouncementQueries(appDbAs('otherPeer'), ['mgh-a'])) await assertFails(getDocs(query));
  });

  it('a facilitator sees drafts and timed ones of their group too, and not another group', async () => {
    const snapshot = await assertSucceeds(getDocs(groupAnnouncementsQuery(appDbAs('facilitator'), 'mgh')));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(MGH_A_ANNOUNCEMENTS);
    await assertFails(getDocs(groupAnnouncementsQuery(appDbAs('otherFacilitator'), 'mgh')));
  });
});

describe('groups', () => {
  it.each(['facilitator', 'admin', 'peer'] as const)('%s reads the name of mgh (staff, or a member)', async (role) => {
    const group = await assertSucceeds(getDoc(groupRef(appDbAs(role), 'mgh')));
    expect(group.data()?.name).toBe('MGH');
  });

  it.each(['otherFacilitator', 'otherPeer', 'anonymous'] as const)('%s may not read mgh', async (role) => {
    await assertFails(getDoc(groupRef(appDbAs(role), 'mgh')));
  });
});

describe('cohort calendars', () => {
  it("a peer gets their cohort's calendar, whole, through the app's reference", async () => {
    const snapshot = await assertSucceeds(getDoc(cohortCalendarRef(appDbAs('peer'), 'mgh-a')));
    expect(snapshot.data()).toMatchObject({ id: 'mgh-a', group: 'mgh', events: [{ id: 'kickoff' }] });
    expect(snapshot.data()?.events[0]?.start_date).toBeInstanceOf(Date);
  });

  it('a peer may wait for the calendar of their cohort before it exists, and of no other', async () => {
    // The alumnus is in mgh-b, which has no calendar document yet.
    const missing = await assertSucceeds(getDoc(cohortCalendarRef(appDbAs('alumnus'), 'mgh-b')));
    expect(missing.exists()).toBe(false);
    await assertFails(getDoc(cohortCalendarRef(appDbAs('peer'), 'mgh-b')));
  });

  it("a peer cannot get another cohort's calendar, nor the alumni one outside the community", async () => {
    await assertFails(getDoc(cohortCalendarRef(appDbAs('peer'), 'harvard-a')));
    await assertFails(getDoc(cohortCalendarRef(appDbAs('peer'), 'alumni')));
    await assertSucceeds(getDoc(cohortCalendarRef(appDbAs('alumnus'), 'alumni')));
  });

  it("staff get the calendars of their groups' cohorts only", async () => {
    await assertSucceeds(getDoc(cohortCalendarRef(appDbAs('facilitator'), 'alumni')));
    await assertFails(getDoc(cohortCalendarRef(appDbAs('facilitator'), 'harvard-a')));
    await assertSucceeds(getDoc(cohortCalendarRef(appDbAs('admin'), 'harvard-a')));
  });
});

describe('cohort reports', () => {
  it("staff get their groups' cohort reports, through the app's reference; peers never", async () => {
    const snapshot = await assertSucceeds(getDoc(cohortReportRef(appDbAs('facilitator'), 'mgh-a')));
    expect(snapshot.data()).toMatchObject({ id: 'mgh-a', group: 'mgh' });
    await assertSucceeds(getDoc(cohortReportRef(appDbAs('admin'), 'harvard-a')));
    await assertFails(getDoc(cohortReportRef(appDbAs('facilitator'), 'harvard-a')));
    await assertFails(getDoc(cohortReportRef(appDbAs('peer'), 'mgh-a')));
  });

  it("staff list their groups' cohorts' report shards, through the app's query; peers and other groups' staff never", async () => {
    const shards = await assertSucceeds(
      getDocs(cohortReportShardsQuery(appDbAs('facilitator'), { id: 'mgh-a', group: 'mgh' })),
    );
    expect(shards.docs.map((d) => d.id)).toEqual(['mgh-a_h']);
    await assertSucceeds(getDocs(cohortReportShardsQuery(appDbAs('admin'), { id: 'harvard-a', group: 'harvard' })));
    await assertFails(getDocs(cohortReportShardsQuery(appDbAs('facilitator'), { id: 'harvard-a', group: 'harvard' })));
    await assertFails(getDocs(cohortReportShardsQuery(appDbAs('peer'), { id: 'mgh-a', group: 'mgh' })));
  });

  it("staff may wait for a cohort's report and calendar before they exist, for their groups' cohorts only", async () => {
    // The alumni cohort (group mgh) has no report document in the fixture.
    expect((await assertSucceeds(getDoc(cohortReportRef(appDbAs('facilitator'), 'alumni')))).exists()).toBe(false);
    await assertFails(getDoc(cohortReportRef(appDbAs('otherFacilitator'), 'alumni')));
    await assertFails(getDoc(cohortReportRef(appDbAs('facilitator'), 'no-such-cohort')));
    await assertFails(getDoc(cohortReportRef(appDbAs('peer'), 'alumni')));
  });
});

describe('activities', () => {
  it('a peer gets their own counts and statuses through the app’s reference, and nobody else’s', async () => {
    const snapshot = await assertSucceeds(getDoc(participantActivitiesRef(appDbAs('peer'), 'peer')));
    expect(snapshot.data()).toMatchObject({ kickoff: 1, attendance: { kickoff: 'attended' } });
    await assertFails(getDoc(participantActivitiesRef(appDbAs('otherPeer'), 'peer')));
    await assertFails(getDoc(participantActivitiesRef(appDbAs('otherFacilitator'), 'peer')));
  });

  it("staff of the group list a cohort's activities; peers do not", async () => {
    const snapshot = await assertSucceeds(getDocs(cohortActivitiesQuery(appDbAs('facilitator'), 'mgh', 'mgh-a')));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['peer']);
    await assertFails(getDocs(cohortActivitiesQuery(appDbAs('peer'), 'mgh', 'mgh-a')));
  });
});

describe('attendance', () => {
  it('a peer subscribes to their own records only', async () => {
    const db = dbAs(env, 'peer');
    const mine = await assertSucceeds(db.collection('attendance').where('user_id', '==', 'peer').get());
    expect(mine.docs.map((d) => d.id)).toEqual(['kickoff_peer']);
    await assertFails(db.collection('attendance').where('user_id', '==', 'otherPeer').get());
    await assertFails(db.collection('attendance').where('event_id', '==', 'kickoff').get());
  });
  it("a facilitator subscribes to an event's attendance within their group", async () => {
    const db = dbAs(env, 'facilitator');
    await assertSucceeds(
      db.collection('attendance').where('event_id', '==', 'kickoff').where('group', '==', 'mgh').get(),
    );
    await assertFails(db.collection('attendance').where('group', '==', 'harvard').get());
  });
});

describe('events and the alumni cohort', () => {
  it('an alumni-community member reads the alumni cohort and its events', async () => {
    const db = dbAs(env, 'alumnus');
    await assertSucceeds(db.doc('cohorts/alumni').get());
    await assertSucceeds(db.collection('events').where('cohorts', 'array-contains-any', ['mgh-b', 'alumni']).get());
  });
  it('a peer outside the alumni community does not', async () => {
    const db = dbAs(env, 'peer');
    await assertFails(db.doc('cohorts/alumni').get());
    await assertFails(db.doc('events/alumni-mixer').get());
    await assertFails(db.collection('events').where('cohorts', 'array-contains-any', ['alumni']).get());
  });
  it('an unfiltered collection scan is denied to peers and other groups', async () => {
    await assertFails(dbAs(env, 'peer').collection('events').get());
    await assertFails(dbAs(env, 'otherFacilitator').collection('events').where('group', '==', 'mgh').get());
  });
});

describe('the roster: attendance and apologies of one event', () => {
  it("staff of the event's group run the roster's queries through the app's builders", async () => {
    const records = await assertSucceeds(getDocs(eventAttendanceQuery(appDbAs('facilitator'), 'mgh', 'kickoff')));
    expect(records.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ id: 'kickoff_peer', status: 'attended', updated_at: expect.any(Date) }),
    ]);
    const apologies = await assertSucceeds(getDocs(eventApologiesQuery(appDbAs('admin'), 'mgh', 'kickoff')));
    expect(apologies.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ id: 'kickoff_peer', reason: 'On call', created_at: expect.any(Date) }),
    ]);
  });

  it('peers and staff of another group cannot run them', async () => {
    for (const role of ['peer', 'otherPeer', 'otherFacilitator'] as const) {
      await assertFails(getDocs(eventAttendanceQuery(appDbAs(role), 'mgh', 'kickoff')));
      await assertFails(getDocs(eventApologiesQuery(appDbAs(role), 'mgh', 'kickoff')));
    }
  });
});

describe('/user: the people of a group and one person’s apologies and responses (docs/users.md)', () => {
  it('staff of the group list its people, whole, through the app’s builders', async () => {
    for (const role of ['facilitator', 'admin'] as const) {
      const snapshot = await assertSucceeds(getDocs(groupPeopleQuery(appDbAs(role), 'mgh')));
      expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['admin', 'alumnus', 'facilitator', 'peer']);
      expect(snapshot.docs.find((d) => d.id === 'peer')?.data()).toMatchObject({ status: 'confirmed', role: 'peer' });
    }
    const apologies = await assertSucceeds(getDocs(personApologiesQuery(appDbAs('facilitator'), 'mgh', 'peer')));
    expect(apologies.docs.map((d) => d.data().reason)).toEqual(['On call']);
    await assertSucceeds(getDocs(personSurveyResponsesQuery(appDbAs('facilitator'), 'mgh', 'peer')));
  });

  it('peers and staff of another group cannot run them (a peer runs the person queries for themselves only)', async () => {
    for (const role of ['peer', 'otherPeer', 'otherFacilitator', 'alumnus'] as const) {
      await assertFails(getDocs(groupPeopleQuery(appDbAs(role), 'mgh')));
      const person = role === 'peer' ? 'alumnus' : 'peer';
      await assertFails(getDocs(personApologiesQuery(appDbAs(role), 'mgh', person)));
      await assertFails(getDocs(personSurveyResponsesQuery(appDbAs(role), 'mgh', person)));
    }
  });
});

describe('bounded people queries (issue 26: /user pages, /settings facilitators, /matching peers)', () => {
  const everyone: PeopleQueryFilters = { role: 'all', status: 'all', cohort: null, search: '' };

  it('staff of the group get a page by last name, filtered on the server by role, status, cohort and search', async () => {
    for (const role of ['facilitator', 'admin'] as const) {
      const db = appDbAs(role);
      expect(await ids(groupPeoplePageQuery(db, 'mgh', everyone, 10))).toEqual([
        'admin',
        'alumnus',
        'facilitator',
        'peer',
      ]);
      // The page's size is the server's limit.
      expect(await ids(groupPeoplePageQuery(db, 'mgh', everyone, 2))).toEqual(['admin', 'alumnus']);
      expect(await ids(groupPeoplePageQuery(db, 'mgh', { ...everyone, role: 'peer' }, 10))).toEqual([
        'alumnus',
        'peer',
      ]);
      expect(
        await ids(
          groupPeoplePageQuery(db, 'mgh', { ...everyone, role: 'peer', status: 'confirmed', cohort: 'mgh-a' }, 10),
        ),
      ).toEqual(['peer']);
      expect(await ids(groupPeoplePageQuery(db, 'mgh', { ...everyone, status: 'invited' }, 10))).toEqual([]);
      // A search is a prefix of the last name, any case; or a whole address.
      expect(await ids(groupPeoplePageQuery(db, 'mgh', { ...everyone, search: ' FAC' }, 10))).toEqual(['facilitator']);
      expect(await ids(groupPeoplePageQuery(db, 'mgh', { ...everyone, search: 'Peer@Rules.test' }, 10))).toEqual([
        'peer',
      ]);
      const counted = await assertSucceeds(
        getCountFromServer(groupPeopleCountQuery(db, 'mgh', { ...everyone, role: 'peer', status: 'confirmed' })),
      );
      expect(counted.data().count).toBe(2);
      expect(await ids(groupFacilitatorsQuery(db, 'mgh'))).toEqual(['facilitator']);
      expect(await ids(cohortPeersQuery(db, 'mgh', 'mgh-a'))).toEqual(['peer']);
      expect((await assertSucceeds(getDoc(personRef(db, 'peer')))).data()).toMatchObject({ role: 'peer' });
    }
  });

  it('peers and staff of another group run none of them; a person reads only their own document', async () => {
    for (const role of ['peer', 'otherPeer', 'otherFacilitator', 'alumnus'] as const) {
      const db = appDbAs(role);
      await assertFails(getDocs(groupPeoplePageQuery(db, 'mgh', everyone, 10)));
      await assertFails(getDocs(groupPeoplePageQuery(db, 'mgh', { ...everyone, search: 'peer@rules.test' }, 10)));
      await assertFails(getCountFromServer(groupPeopleCountQuery(db, 'mgh', everyone)));
      await assertFails(getDocs(groupFacilitatorsQuery(db, 'mgh')));
      await assertFails(getDocs(cohortPeersQuery(db, 'mgh', 'mgh-a')));
      if (role !== 'peer') await assertFails(getDoc(personRef(db, 'peer')));
    }
    await assertSucceeds(getDoc(personRef(appDbAs('peer'), 'peer')));
    await assertFails(
      getDocs(groupPeoplePageQuery(dbAs(env, 'anonymous') as unknown as Firestore, 'mgh', everyone, 10)),
    );
  });
});

describe('the roster: one activities and one calendars listener for all the cohorts of an event', () => {
  it('staff of the group read the activities and calendars of several cohorts at once; nobody else does', async () => {
    for (const role of ['facilitator', 'admin'] as const) {
      expect(await ids(cohortActivitiesQuery(appDbAs(role), 'mgh', 'mgh-a'))).toEqual(['peer']);
      expect(await ids(cohortsActivitiesQuery(appDbAs(role), 'mgh', ['mgh-b', 'mgh-a']))).toEqual(['peer']);
      expect(await ids(cohortsActivitiesQuery(appDbAs(role), 'mgh', ['mgh-b']))).toEqual([]);
      expect(await ids(groupCohortCalendarsQuery(appDbAs(role), 'mgh'))).toEqual(['alumni', 'mgh-a']);
    }
    for (const role of ['peer', 'otherPeer', 'otherFacilitator', 'alumnus'] as const) {
      await assertFails(getDocs(cohortsActivitiesQuery(appDbAs(role), 'mgh', ['mgh-a', 'mgh-b'])));
      await assertFails(getDocs(groupCohortCalendarsQuery(appDbAs(role), 'mgh')));
    }
  });
});

describe("/matching: the current cohort's rounds and matching surveys, not the group's", () => {
  it('staff of the group run them; peers and staff of another group do not', async () => {
    for (const role of ['facilitator', 'admin'] as const) {
      expect(await ids(cohortMatchingRoundsQuery(appDbAs(role), 'mgh', 'mgh-a'))).toEqual(['r1']);
      expect(await ids(cohortMatchingRoundsQuery(appDbAs(role), 'mgh', 'mgh-b'))).toEqual([]);
      expect(await ids(cohortMatchingSurveysQuery(appDbAs(role), 'mgh', 'mgh-a'))).toEqual([]);
    }
    for (const role of ['peer', 'otherPeer', 'otherFacilitator', 'alumnus'] as const) {
      await assertFails(getDocs(cohortMatchingRoundsQuery(appDbAs(role), 'mgh', 'mgh-a')));
      await assertFails(getDocs(cohortMatchingSurveysQuery(appDbAs(role), 'mgh', 'mgh-a')));
    }
  });
});

describe("staff pages ask for what they show: a cohort's announcements, a page of surveys (issue 26)", () => {
  it('staff of the group run them; peers and staff of another group do not', async () => {
    for (const role of ['facilitator', 'admin'] as const) {
      const db = appDbAs(role);
      expect((await ids(cohortAnnouncementsForStaffQuery(db, 'mgh', 'mgh-a'))).sort()).toEqual(MGH_A_ANNOUNCEMENTS);
      expect(await ids(cohortAnnouncementsForStaffQuery(db, 'mgh', 'mgh-b'))).toEqual([]);
      await assertSucceeds(getDocs(groupSurveysPageQuery(db, 'mgh', 20)));
      await assertSucceeds(getDocs(cohortSurveysOfKindQuery(db, 'mgh', 'mgh-a', 'kickoff')));
    }
    for (const role of ['peer', 'otherPeer', 'otherFacilitator', 'alumnus'] as const) {
      const db = appDbAs(role);
      await assertFails(getDocs(cohortAnnouncementsForStaffQuery(db, 'mgh', 'mgh-a')));
      await assertFails(getDocs(groupSurveysPageQuery(db, 'mgh', 20)));
      await assertFails(getDocs(cohortSurveysOfKindQuery(db, 'mgh', 'mgh-a', 'kickoff')));
    }
  });
});

async function ids<T>(q: Query<T>) {
  return (await assertSucceeds(getDocs(q))).docs.map((d) => d.id);
}

describe("a peer's own attendance and apologies", () => {
  it("a peer runs their own queries through the app's builders", async () => {
    const records = await assertSucceeds(getDocs(ownAttendanceQuery(appDbAs('peer'), 'peer')));
    expect(records.docs.map((d) => d.id)).toEqual(['kickoff_peer']);
    const apologies = await assertSucceeds(getDocs(ownApologiesQuery(appDbAs('peer'), 'peer')));
    expect(apologies.docs.map((d) => d.data().reason)).toEqual(['On call']);
  });

  it("nobody runs another person's", async () => {
    await assertFails(getDocs(ownAttendanceQuery(appDbAs('otherPeer'), 'peer')));
    await assertFails(getDocs(ownApologiesQuery(appDbAs('otherPeer'), 'peer')));
    await assertFails(getDocs(ownApologiesQuery(appDbAs('alumnus'), 'peer')));
    await assertFails(getDocs(ownApologiesQuery(dbAs(env, 'anonymous') as unknown as Firestore, 'peer')));
  });

  it('a peer gets their apology, and may wait for one not sent yet; nobody else may', async () => {
    const sent = await assertSucceeds(getDoc(apologyRef(appDbAs('peer'), 'kickoff', 'peer')));
    expect(sent.data()).toMatchObject({ event_id: 'kickoff', user_id: 'peer' });
    const missing = await assertSucceeds(getDoc(apologyRef(appDbAs('peer'), 'alumni-mixer', 'peer')));
    expect(missing.exists()).toBe(false);
    await assertFails(getDoc(apologyRef(appDbAs('otherPeer'), 'kickoff', 'peer')));
    await assertFails(getDoc(apologyRef(appDbAs('otherPeer'), 'alumni-mixer', 'peer')));
    // An id that merely ends like the caller's uid, without the separator, is not theirs.
    await assertFails(getDoc(apologyRef(appDbAs('peer'), 'kickoff', 'otherpeer')));
    await assertFails(getDoc(apologyRef(appDbAs('otherFacilitator'), 'kickoff', 'peer')));
  });
});

describe('server-only collections', () => {
  it('no client reads a check-in secret, wrong codes or a feed token, not even its owner', async () => {
    for (const role of ['peer', 'facilitator', 'admin'] as const) {
      const db = dbAs(env, role);
      await assertFails(db.doc('event_secrets/kickoff').get());
      await assertFails(db.doc('check_in_attempts/peer').get());
      await assertFails(db.doc('calendar_feeds/peer').get());
      await assertFails(db.collection('calendar_feeds').where('token', '==', 't'.repeat(43)).get());
    }
  });
});
