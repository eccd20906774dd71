/**
 * A small world for the rules suite: two groups, their cohorts, and one person per role the
 * matrix asks about. `peer` is in cohort mgh-a of group mgh; everything probed belongs there.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { buildCohortCalendar, emptyRequirements, type CalendarEvent } from '@peer-coaching/domain';
import { setLogLevel } from 'firebase/firestore';
import { profileDoc } from '../../support/profiles.ts';
import { FIRESTORE, RULES_PROJECT_ID } from '../../support/emulators.ts';

export const ROLES = ['anonymous', 'peer', 'otherPeer', 'facilitator', 'otherFacilitator', 'admin'] as const;
export type TestRole = (typeof ROLES)[number];

const at = (iso: string) => new Date(iso);

/**
 * Whole documents, as the app stores them: tests/rules/fixture-shapes.test.ts checks them against
 * the collection schemas, and the app's live queries check what they read too.
 */
const person = (id: string, role: string, group: string[], cohorts: string[], extra: object = {}) =>
  profileDoc(id, role, group, cohorts, 'rules.test', extra);

export const people = {
  peer: person('peer', 'peer', ['mgh'], ['mgh-a']),
  otherPeer: person('otherPeer', 'peer', ['harvard'], ['harvard-a']),
  facilitator: person('facilitator', 'facilitator', ['mgh'], []),
  otherFacilitator: person('otherFacilitator', 'facilitator', ['harvard'], []),
  admin: person('admin', 'admin', ['mgh', 'harvard'], []),
  alumnus: person('alumnus', 'peer', ['mgh'], ['mgh-b'], { alumni_community: true }),
};

const alumniProfile = (id: string, opted_in: boolean) => ({
  user_id: id,
  group: 'mgh',
  first_name: id,
  last_name: id,
  cohort_year: 2024,
  department: 'Nursing',
  interests: 'mentoring',
  contact: 'E-mail',
  opted_in,
  updated_at: at('2026-10-01T12:00:00Z'),
});

/** A discussion thread (docs/discussion.md); its figures as the replies trigger keeps them. */
const thread = (cohortId: string, group: string, author: string, extra: object = {}) => ({
  group,
  cohort: cohortId,
  title: `A thread of ${cohortId}`,
  body: 'What did you try this week?',
  author_id: author,
  author_name: `${author} ${author}`,
  created_at: at('2026-02-01T15:00:00Z'),
  edited_at: null,
  last_post_at: at('2026-02-01T15:00:00Z'),
  last_author_id: author,
  reply_count: 0,
  pinned: false,
  hidden: false,
  locked: false,
  ...extra,
});

const reply = (threadId: string, cohortId: string, group: string, author: string, extra: object = {}) => ({
  group,
  cohort: cohortId,
  thread_id: threadId,
  body: 'Listening more than talking.',
  author_id: author,
  author_name: `${author} ${author}`,
  created_at: at('2026-02-02T15:00:00Z'),
  edited_at: null,
  hidden: false,
  ...extra,
});

const cohort = (id: string, name: string, group: string) => ({
  id,
  name,
  group,
  alumni: id === 'alumni',
  start_date: at('2026-01-01T05:00:00Z'),
  end_date: at('2026-12-31T05:00:00Z'),
});

const event = (id: string, group: string, cohorts: string[], start: string): CalendarEvent => ({
  id,
  title: id,
  description: '',
  location: 'Zoom',
  type: 'other',
  kind: 'kickoff',
  activity: 'kickoff',
  group,
  cohorts,
  start_date: at(start),
  end_date: at(start),
});

const events = [
  event('kickoff', 'mgh', ['mgh-a'], '2026-01-05T14:00:00Z'),
  event('alumni-mixer', 'mgh', ['alumni'], '2026-01-06T14:00:00Z'),
  event('harvard-kickoff', 'harvard', ['harvard-a'], '2026-01-05T14:00:00Z'),
];

/** A cohort calendar exactly as the events trigger builds it, so the trigger finds nothing to change. */
const calendar = (group: string, cohortId: string) => ({
  ...buildCohortCalendar(events, cohortId, group),
  updated_at: at('2026-01-04T15:00:00Z'),
});

const record = (eventId: string, userId: string, group: string, cohortId: string, status: string) => ({
  id: `${eventId}_${userId}`,
  event_id: eventId,
  user_id: userId,
  group,
  cohort: cohortId,
  status,
  activity: 'kickoff',
  updated_at: at('2026-01-05T18:00:00Z'),
});

/** An announcement of mgh-a. */
/** Every announcement of mgh-a, by id (what its staff read). */
export const MGH_A_ANNOUNCEMENTS = [
  'draft',
  'timed-expired',
  'timed-hidden',
  'timed-scheduled',
  'timed-shown',
  'welcome',
];

/**
 * A timed announcement's window, in days from the moment the suite starts: the rules compare it
 * with request.time, so it must be placed around the real now (live, scheduled, expired).
 */
type Window = { startDays: number; endDays: number };
const LIVE: Window = { startDays: -1, endDays: 1 };
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

function announcement(title: string, display: 'manual' | 'timed', visible: boolean, order: number, window = LIVE) {
  const timed = display === 'timed';
  return {
    title,
    body: '',
    display,
    visible,
    start_date: timed ? daysFromNow(window.startDays) : null,
    end_date: timed ? daysFromNow(window.endDays) : null,
    order,
    group: 'mgh',
    cohorts: ['mgh-a'],
    created_at: at('2025-12-20T15:00:00Z'),
  };
}

/** A link of a group's resources library (docs/resources.md). */
const resource = (title: string, group: string, cohorts: string[], order = 0) => ({
  group,
  cohorts,
  category: 'Readings',
  title,
  url: `https://example.org/${title.toLowerCase().replace(/\W+/g, '-')}`,
  description: '',
  order,
  created_at: at('2026-01-02T15:00:00Z'),
  updated_at: at('2026-01-02T15:00:00Z'),
  created_by: 'facilitator',
});

/** A group's guidelines page and invitation template, each at version 1 with its version entry. */
function pageDocuments(group: string): Record<string, object> {
  const saved = { group, version: 1, updated_at: at('2026-01-02T15:00:00Z'), updated_by: 'facilitator' };
  const version = (key: string, subject: string | null) => ({
    group,
    key,
    version: 1,
    markdown: `${key} of ${group}`,
    subject,
    saved_at: at('2026-01-02T15:00:00Z'),
    saved_by: 'facilitator',
    saved_by_name: 'facilitator facilitator',
    restored_from: null,
  });
  return {
    [`groups/${group}/pages/guidelines`]: {
      ...saved,
      key: 'guidelines',
      markdown: `Guidelines of ${group}`,
      subject: null,
      updated_by_name: 'facilitator facilitator',
    },
    [`groups/${group}/pages/guidelines/versions/000001`]: version('guidelines', null),
    [`groups/${group}/mail_templates/invitation`]: {
      ...saved,
      key: 'invitation',
      markdown: `Hello {first_name} of ${group}`,
      subject: 'Welcome',
      updated_by_name: 'facilitator facilitator',
    },
    [`groups/${group}/mail_templates/invitation/versions/000001`]: version('invitation', 'Welcome'),
  };
}

/** The id of peer's certificate (22 base64url characters, as the trigger makes them). */
export const PEER_CERTIFICATE_ID = 'RulesPeerCertificate01';

export const documents: Record<string, object> = {
  'groups/mgh': { id: 'mgh', name: 'MGH', cohorts: ['mgh-a', 'mgh-b', 'alumni'] },
  'groups/harvard': { id: 'harvard', name: 'Harvard', cohorts: ['harvard-a'] },
  'groups/mgh/settings/certificate': { engagement_requirements: emptyRequirements() },
  'cohorts/mgh-a': cohort('mgh-a', 'MGH A', 'mgh'),
  'cohorts/alumni': cohort('alumni', 'Alumni', 'mgh'),
  'cohorts/harvard-a': cohort('harvard-a', 'Harvard A', 'harvard'),
  ...Object.fromEntries(events.map((e) => [`events/${e.id}`, e])),
  'attendance/kickoff_peer': record('kickoff', 'peer', 'mgh', 'mgh-a', 'attended'),
  'attendance/harvard-kickoff_otherPeer': record('harvard-kickoff', 'otherPeer', 'harvard', 'harvard-a', 'registered'),
  'announcements/welcome': announcement('Welcome', 'manual', true, 1),
  'announcements/draft': announcement('Draft', 'manual', false, 2),
  // Timed announcements ignore `visible`: peers read both, and the client applies the window.
  // Inside their window (whatever their switch says), before it, after it.
  'announcements/timed-shown': announcement('Timed, stored visible', 'timed', true, 3),
  'announcements/timed-hidden': announcement('Timed, stored hidden', 'timed', false, 4),
  'announcements/timed-scheduled': announcement('Timed, not yet', 'timed', true, 5, { startDays: 1, endDays: 2 }),
  'announcements/timed-expired': announcement('Timed, over', 'timed', true, 6, { startDays: -2, endDays: -1 }),
  'announcements/harvard-news': {
    ...announcement('Harvard news', 'manual', true, 1),
    group: 'harvard',
    cohorts: ['harvard-a'],
  },
  // What the attendance trigger derives from peer's one record (it keeps kickoff_response).
  'activities/peer': {
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    kickoff: 1,
    check_in: 0,
    completion: 0,
    office_hours: 0,
    reflection: 0,
    kickoff_response: true,
    program_eval: false,
    attendance: { kickoff: 'attended' },
    updated_at: at('2026-01-05T18:00:00Z'),
  },
  'cohort_calendars/mgh-a': calendar('mgh', 'mgh-a'),
  'cohort_calendars/alumni': calendar('mgh', 'alumni'),
  'cohort_calendars/harvard-a': calendar('harvard', 'harvard-a'),
  // A cohort's published surveys without their questions (docs/surveys.md): members and staff.
  'cohort_surveys/mgh-a': { group: 'mgh', surveys: [], updated_at: at('2026-01-04T15:00:00Z') },
  'cohort_surveys/harvard-a': { group: 'harvard', surveys: [], updated_at: at('2026-01-04T15:00:00Z') },
  // A person's answered responses (docs/surveys.md): the person and the staff of their groups.
  'survey_marks/peer': {
    user_id: 'peer',
    marks: [{ survey_id: 's1', window: 'main', event_id: null, status: 'submitted', kind: 'kickoff' }],
    updated_at: at('2026-01-05T18:00:00Z'),
  },
  // The cohort's report data, staff of its group only (docs/reports.md).
  'cohort_reports/mgh-a': { group: 'mgh', surveys: {}, updated_at: at('2026-10-01T12:00:00Z') },
  'cohort_reports/harvard-a': { group: 'harvard', surveys: {}, updated_at: at('2026-10-01T12:00:00Z') },
  'cohort_report_shards/mgh-a_h': {
    cohort: 'mgh-a',
    group: 'mgh',
    prefix: '',
    size: 0,
    peers: {},
    updated_at: at('2026-10-01T12:00:00Z'),
  },
  'cohort_report_shards/harvard-a_h': {
    cohort: 'harvard-a',
    group: 'harvard',
    prefix: '',
    size: 0,
    peers: {},
    updated_at: at('2026-10-01T12:00:00Z'),
  },
  // The alumni network (docs/alumni.md): the alumnus opted in; another alumnus did not.
  'alumni_profiles/alumnus': alumniProfile('alumnus', true),
  'alumni_profiles/quiet': alumniProfile('quiet', false),
  // The resources library (docs/resources.md): one per cohort of mgh (mgh-a, mgh-b, the alumni), one of harvard.
  'resources/mgh-guide': resource('MGH guide', 'mgh', ['mgh-a']),
  'resources/mgh-b-only': resource('For cohort B', 'mgh', ['mgh-b'], 1),
  'resources/alumni-guide': resource('Alumni guide', 'mgh', ['alumni'], 2),
  'resources/harvard-guide': resource('Harvard guide', 'harvard', ['harvard-a']),
  // The discussion (docs/discussion.md): a classmate's thread of mgh-a with a visible and a hidden
  // reply, the peer's own thread, a locked and a hidden thread, and threads of harvard-a and alumni.
  'discussion_threads/t1': thread('mgh-a', 'mgh', 'classmate', {
    reply_count: 1,
    last_post_at: at('2026-02-02T15:00:00Z'),
  }),
  'discussion_posts/p1': reply('t1', 'mgh-a', 'mgh', 'classmate'),
  'discussion_posts/p-hidden': reply('t1', 'mgh-a', 'mgh', 'classmate', {
    hidden: true,
    created_at: at('2026-02-03T15:00:00Z'),
  }),
  'discussion_posts/p-own': reply('t-own', 'mgh-a', 'mgh', 'peer', { hidden: false }),
  'discussion_threads/t-own': thread('mgh-a', 'mgh', 'peer', {
    reply_count: 1,
    last_post_at: at('2026-02-02T15:00:00Z'),
  }),
  'discussion_threads/t-locked': thread('mgh-a', 'mgh', 'peer', { locked: true }),
  'discussion_threads/t-hidden': thread('mgh-a', 'mgh', 'peer', { hidden: true }),
  'discussion_threads/t-harvard': thread('harvard-a', 'harvard', 'otherPeer'),
  'discussion_threads/t-alumni': thread('alumni', 'mgh', 'alumnus'),
  'discussion_reads/peer': { threads: { t1: at('2026-02-01T16:00:00Z') } },
  // The person's discussion posts of the current minute (docs/decisions.md "Limits"): a past minute.
  'discussion_rates/otherPeer': {
    window_start: at('2026-02-01T16:00:00Z'),
    count: 3,
    post: 'discussion_threads/t-harvard',
  },
  // The peer's photo (docs/account.md): a tiny JPEG data URL.
  'profile_photos/peer': {
    data_url: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    updated_at: at('2026-02-02T12:00:00Z'),
  },
  'discussion_digests/2026-02-02': { day: '2026-02-02', sent: 1, at: at('2026-02-02T12:00:00Z') },
  'apologies/kickoff_peer': {
    id: 'kickoff_peer',
    event_id: 'kickoff',
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    reason: 'On call',
    created_at: at('2026-01-02T15:00:00Z'),
  },
  'apologies/harvard-kickoff_otherPeer': {
    id: 'harvard-kickoff_otherPeer',
    event_id: 'harvard-kickoff',
    user_id: 'otherPeer',
    group: 'harvard',
    cohort: 'harvard-a',
    reason: 'Travelling',
    created_at: at('2026-01-02T15:00:00Z'),
  },
  // A certificate issued to peer, and its exactly-once guard (server-only).
  [`certificates/${PEER_CERTIFICATE_ID}`]: {
    user_id: 'peer',
    group: 'mgh',
    cohort: 'mgh-a',
    cohort_name: 'MGH A',
    name: 'peer peer',
    program: 'MGH Peer Coaching Program',
    issued_at: at('2026-01-20T15:00:00Z'),
  },
  'certificate_holders/peer': { certificate_id: PEER_CERTIFICATE_ID, issued_at: at('2026-01-20T15:00:00Z') },
  // Server-only: check-in secrets, wrong codes and feed tokens (the owner does not read them either).
  'event_secrets/kickoff': { secret: 'k'.repeat(43), group: 'mgh' },
  'check_in_attempts/peer': { wrong: [at('2026-01-05T14:05:00Z')] },
  'calendar_feeds/peer': { token: 't'.repeat(43), created_at: at('2026-01-02T15:00:00Z') },
  // The limits' counters (docs/decisions.md "Limits"): functions only, the counted person or address too.
  'rate_limits/public_203.0.113.7_1767225600000': { count: 3, expires_at: at('2026-01-02T00:01:00Z') },
  // An entry of the audit log (docs/audit-log.md): functions write, staff of the group read.
  'audit_log/a1': {
    group: 'mgh',
    at: at('2026-01-05T14:10:00Z'),
    actor_id: 'facilitator',
    actor_email: 'facilitator@rules.test',
    action: 'event.update',
    target: 'events/kickoff',
    summary: 'Changed “Kickoff”: location',
  },
  // The automatic survey reminder's record of a survey and day (docs/surveys-staff.md): functions only.
  'survey_reminders/s1_2026-01-05': {
    survey_id: 's1',
    group: 'mgh',
    day: '2026-01-05',
    windows: ['mgh-a/main'],
    recipients: ['peer'],
  },
  // Editable pages and e-mail templates with a version each (docs/pages.md).
  ...pageDocuments('mgh'),
  ...pageDocuments('harvard'),
  // A published matching round of mgh-a and peer's partners document (docs/matching.md): the same
  // documents tests/rules/matching.test.ts writes, so its counts hold with this fixture.
  'matching_rounds/r1': {
    group: 'mgh',
    cohort: 'mgh-a',
    status: 'published',
    weights: { same_goals: 3, shared_topic: 1, overlapping_times: 2, no_common_time: -2, different_departments: 1 },
    groups: [{ members: ['peer', 'partner'], score: 3, parts: [{ label: 'same goals +3', points: 3 }], locked: false }],
    unmatched: [],
    total: 3,
    random_total: 1,
    created_by: 'facilitator',
    created_at: at('2026-10-01T12:00:00Z'),
    updated_at: at('2026-10-01T12:00:00Z'),
    published_at: at('2026-10-01T12:00:00Z'),
    emailed_at: null,
  },
  'matching_partners/r1_peer': {
    round_id: 'r1',
    group: 'mgh',
    cohort: 'mgh-a',
    user_id: 'peer',
    partners: [{ user_id: 'partner', name: 'partner', email: 'partner@rules.test' }],
    common_times: ['Weekends'],
    published_at: at('2026-10-01T12:00:00Z'),
  },
  'mail/m1': { to: 'peer@demo.test', subject: 'Hello' },
  // A group e-mail of mgh and one recipient's message in the outbox (docs/emails.md).
  'group_emails/e1': {
    group: 'mgh',
    audience: { cohort: 'mgh-a' },
    audience_label: 'MGH A',
    subject: 'Hello {first_name}',
    body: 'See you at {next_event}',
    send_at: at('2026-10-01T12:00:00Z'),
    status: 'sent',
    recipient_count: 1,
    recipients: [{ user_id: 'peer', name: 'peer peer', email: 'peer@rules.test' }],
    created_by: 'facilitator',
    created_by_name: 'facilitator facilitator',
    created_at: at('2026-10-01T12:00:00Z'),
    sent_at: at('2026-10-01T12:00:00Z'),
  },
  'mail/g1': { to: ['peer@rules.test'], subject: 'Hello peer', text: 'Hi', group: 'mgh', group_email: 'e1' },
  'meta/demo': { anchor_day: '2026-01-01' },
};

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  setLogLevel('silent'); // denied writes are expected here; the SDK would log each one
  // No `rules` here: the emulator already runs firestore.rules (firebase.json) for every project.
  // Uploading them again per file would start a new ruleset each time and reset the coverage report
  // to the last file. The project is the suite's own, which no trigger watches.
  return initializeTestEnvironment({ projectId: RULES_PROJECT_ID, firestore: FIRESTORE });
}

export async function seed(env: RulesTestEnvironment) {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      ...Object.values(people).map((p) => db.doc(`users/${p.id}`).set(p)),
      ...Object.entries(documents).map(([path, data]) => db.doc(path).set(data)),
    ]);
  });
}

export function dbAs(env: RulesTestEnvironment, role: TestRole | 'alumnus') {
  return role === 'anonymous' ? env.unauthenticatedContext().firestore() : env.authenticatedContext(role).firestore();
}
