/**
 * The rules matrix: every collection x {anonymous, peer of the cohort, peer of another cohort,
 * facilitator of the group, facilitator of another group, admin} x {get, list, create, update,
 * delete}. Each probe targets data of cohort mgh-a in group mgh.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebase from 'firebase/compat/app';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { dbAs, PEER_CERTIFICATE_ID, ROLES, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

type Db = firebase.firestore.Firestore;

interface CollectionCase {
  doc: string;
  /** Roles that may get the document. */
  get: TestRole[];
  /** The list query each role would run to reach mgh-a's data, and who may run it. */
  list: (db: Db, role: TestRole) => firebase.firestore.Query;
  lists: TestRole[];
  /** Writes some roles may make, tested on their own (attendance-marks.test.ts): skipped here for them. */
  writers?: TestRole[];
}

const staff: TestRole[] = ['facilitator', 'admin'];
const memberAndStaff: TestRole[] = ['peer', 'facilitator', 'admin'];
const nobody: TestRole[] = [];
const isPeer = (role: TestRole) => role === 'peer' || role === 'otherPeer' || role === 'anonymous';

const cases: Record<string, CollectionCase> = {
  users: {
    doc: 'users/peer',
    get: memberAndStaff,
    list: (db) => db.collection('users').where('group', 'array-contains', 'mgh'),
    lists: staff,
  },
  groups: { doc: 'groups/mgh', get: memberAndStaff, list: (db) => db.collection('groups'), lists: ['admin'] },
  'groups/settings': {
    doc: 'groups/mgh/settings/certificate',
    get: memberAndStaff,
    list: (db) => db.collection('groups/mgh/settings'),
    lists: nobody,
  },
  cohorts: {
    doc: 'cohorts/mgh-a',
    get: memberAndStaff,
    list: (db) => db.collection('cohorts').where('group', '==', 'mgh'),
    lists: staff,
  },
  events: {
    doc: 'events/kickoff',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('events').where('cohorts', 'array-contains-any', ['mgh-a'])
        : db.collection('events').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  attendance: {
    doc: 'attendance/kickoff_peer',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('attendance').where('user_id', '==', 'peer')
        : db.collection('attendance').where('group', '==', 'mgh'),
    lists: memberAndStaff,
    writers: staff,
  },
  announcements: {
    doc: 'announcements/welcome',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db
            .collection('announcements')
            .where('cohorts', 'array-contains-any', ['mgh-a'])
            .where('display', '==', 'manual')
            .where('visible', '==', true)
        : db.collection('announcements').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  activities: {
    doc: 'activities/peer',
    get: memberAndStaff,
    list: (db) => db.collection('activities').where('group', '==', 'mgh'),
    lists: staff,
  },
  cohort_calendars: {
    doc: 'cohort_calendars/mgh-a',
    get: memberAndStaff,
    list: (db) => db.collection('cohort_calendars').where('group', '==', 'mgh'),
    lists: staff,
  },
  cohort_surveys: {
    doc: 'cohort_surveys/mgh-a',
    get: memberAndStaff,
    list: (db) => db.collection('cohort_surveys').where('group', '==', 'mgh'),
    lists: staff,
  },
  survey_marks: {
    doc: 'survey_marks/peer',
    get: memberAndStaff,
    list: (db) => db.collection('survey_marks').where('user_id', '==', 'peer'),
    lists: nobody,
  },
  alumni_profiles: {
    doc: 'alumni_profiles/alumnus',
    get: memberAndStaff,
    list: (db) => db.collection('alumni_profiles').where('group', '==', 'mgh').where('opted_in', '==', true),
    lists: memberAndStaff,
  },
  resources: {
    doc: 'resources/mgh-guide',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('resources').where('cohorts', 'array-contains-any', ['mgh-a'])
        : db.collection('resources').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  cohort_reports: {
    doc: 'cohort_reports/mgh-a',
    get: staff,
    list: (db) => db.collection('cohort_reports').where('group', '==', 'mgh'),
    lists: staff,
  },
  cohort_report_shards: {
    doc: 'cohort_report_shards/mgh-a_h',
    get: staff,
    list: (db) => db.collection('cohort_report_shards').where('cohort', '==', 'mgh-a').where('group', '==', 'mgh'),
    lists: staff,
  },
  apologies: {
    doc: 'apologies/kickoff_peer',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('apologies').where('user_id', '==', 'peer')
        : db.collection('apologies').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  certificates: {
    doc: `certificates/${PEER_CERTIFICATE_ID}`,
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('certificates').where('user_id', '==', 'peer')
        : db.collection('certificates').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  certificate_holders: {
    doc: 'certificate_holders/peer',
    get: nobody,
    list: (db) => db.collection('certificate_holders'),
    lists: nobody,
  },
  event_secrets: {
    doc: 'event_secrets/kickoff',
    get: nobody,
    list: (db) => db.collection('event_secrets').where('group', '==', 'mgh'),
    lists: nobody,
  },
  check_in_attempts: {
    doc: 'check_in_attempts/peer',
    get: nobody,
    list: (db) => db.collection('check_in_attempts'),
    lists: nobody,
  },
  calendar_feeds: {
    doc: 'calendar_feeds/peer',
    get: nobody,
    list: (db) => db.collection('calendar_feeds').where('token', '==', 't'.repeat(43)),
    lists: nobody,
  },
  discussion_rates: {
    doc: 'discussion_rates/otherPeer',
    get: ['otherPeer'],
    list: (db) => db.collection('discussion_rates'),
    lists: nobody,
  },
  rate_limits: {
    doc: 'rate_limits/public_203.0.113.7_1767225600000',
    get: nobody,
    list: (db) => db.collection('rate_limits'),
    lists: nobody,
  },
  // The audit log (docs/audit-log.md): staff of the group read it; no client writes it.
  audit_log: {
    doc: 'audit_log/a1',
    get: staff,
    list: (db) => db.collection('audit_log').where('group', '==', 'mgh').orderBy('at', 'desc'),
    lists: staff,
  },
  survey_reminders: {
    doc: 'survey_reminders/s1_2026-01-05',
    get: nobody,
    list: (db) => db.collection('survey_reminders').where('survey_id', '==', 's1'),
    lists: nobody,
  },
  'groups/pages': {
    doc: 'groups/mgh/pages/guidelines',
    get: memberAndStaff,
    list: (db) => db.collection('groups/mgh/pages'),
    lists: staff,
  },
  'groups/pages/versions': {
    doc: 'groups/mgh/pages/guidelines/versions/000001',
    get: staff,
    list: (db) => db.collection('groups/mgh/pages/guidelines/versions'),
    lists: staff,
  },
  'groups/mail_templates': {
    doc: 'groups/mgh/mail_templates/invitation',
    get: staff,
    list: (db) => db.collection('groups/mgh/mail_templates'),
    lists: staff,
  },
  'groups/mail_templates/versions': {
    doc: 'groups/mgh/mail_templates/invitation/versions/000001',
    get: staff,
    list: (db) => db.collection('groups/mgh/mail_templates/invitation/versions'),
    lists: staff,
  },
  matching_rounds: {
    doc: 'matching_rounds/r1',
    get: staff,
    list: (db) => db.collection('matching_rounds').where('group', '==', 'mgh'),
    lists: staff,
  },
  matching_partners: {
    doc: 'matching_partners/r1_peer',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('matching_partners').where('user_id', '==', 'peer')
        : db.collection('matching_partners').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  mail: { doc: 'mail/m1', get: nobody, list: (db) => db.collection('mail'), lists: nobody },
  group_emails: {
    doc: 'group_emails/e1',
    get: staff,
    list: (db) => db.collection('group_emails').where('group', '==', 'mgh'),
    lists: staff,
  },
  // A group's message in the outbox: its staff read the delivery state (docs/emails.md).
  'mail (a group e-mail)': {
    doc: 'mail/g1',
    get: staff,
    list: (db) => db.collection('mail').where('group', '==', 'mgh').where('group_email', 'in', ['e1']),
    lists: staff,
  },
  // A classmate's thread and reply: members read them, staff too; only their author deletes them.
  discussion_threads: {
    doc: 'discussion_threads/t1',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db.collection('discussion_threads').where('cohort', '==', 'mgh-a').where('hidden', '==', false)
        : db.collection('discussion_threads').where('group', '==', 'mgh').where('cohort', '==', 'mgh-a'),
    lists: memberAndStaff,
  },
  discussion_posts: {
    doc: 'discussion_posts/p1',
    get: memberAndStaff,
    list: (db, role) =>
      isPeer(role)
        ? db
            .collection('discussion_posts')
            .where('thread_id', '==', 't1')
            .where('cohort', '==', 'mgh-a')
            .where('hidden', '==', false)
        : db.collection('discussion_posts').where('thread_id', '==', 't1').where('group', '==', 'mgh'),
    lists: memberAndStaff,
  },
  discussion_reads: {
    doc: 'discussion_reads/peer',
    get: ['peer'],
    list: (db) => db.collection('discussion_reads'),
    lists: nobody,
    writers: ['peer'],
  },
  discussion_digests: {
    doc: 'discussion_digests/2026-02-02',
    get: nobody,
    list: (db) => db.collection('discussion_digests'),
    lists: nobody,
  },
  // The peer's photo: whoever may see the peer (their staff, their cohort); only they delete it.
  profile_photos: {
    doc: 'profile_photos/peer',
    get: memberAndStaff,
    list: (db) => db.collection('profile_photos'),
    lists: nobody,
    writers: ['peer'],
  },
  meta: { doc: 'meta/demo', get: nobody, list: (db) => db.collection('meta'), lists: nobody },
};

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
// Every write in these suites is denied, so the data seeded once stays as it is.
beforeAll(() => seed(env));

const expectOutcome = (allowed: boolean, operation: Promise<unknown>) =>
  allowed ? assertSucceeds(operation) : assertFails(operation);

describe.each(Object.entries(cases))('%s', (_name, c) => {
  it.each(ROLES)('get as %s', async (role) => {
    await expectOutcome(c.get.includes(role), dbAs(env, role).doc(c.doc).get());
  });
  it.each(ROLES)('list as %s', async (role) => {
    const db = dbAs(env, role);
    await expectOutcome(c.lists.includes(role), c.list(db, role).get());
  });
  it.each(ROLES)('create, update and delete as %s are denied', async (role) => {
    const db = dbAs(env, role);
    const fresh = c.doc.replace(/[^/]+$/, 'fresh-doc');
    // Even a role that may write cannot write a document of another shape.
    await assertFails(db.doc(fresh).set({ group: 'mgh', cohorts: ['mgh-a'], user_id: role }));
    await assertFails(db.doc(c.doc).update({ touched: true }));
    if (!c.writers?.includes(role)) await assertFails(db.doc(c.doc).delete());
  });
});
