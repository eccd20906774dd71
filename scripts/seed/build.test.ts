import {
  ABSENCE_STREAK_FLAG,
  attendanceByEvent,
  currentAbsenceStreak,
  buildCohortCalendar,
  buildCohortSurveys,
  countActivities,
  surveyActivityCounts,
  withSurveyCounts,
  type Announcement,
} from '@peer-coaching/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoData, type DemoData } from './build.ts';
import { atDisplayTime, displayDayOf, forgetCachedOffsets } from './dates.ts';

/** Noon in New York on each day: an ordinary day, both DST changes, New Year's Day, leap day. */
const DAYS = ['2026-05-12', '2026-03-08', '2026-11-01', '2027-01-01', '2028-02-29'];
const noonOn = (day: string) => atDisplayTime(day, '12:00');
const PROGRAM_COHORTS = ['mgh-2026-a', 'mgh-2026-b', 'harvard-2026-a', 'harvard-2026-b'];

/** Everything except dates: ids, names, memberships, relations, statuses, counts. */
function fingerprint(data: DemoData): string {
  const { meta: _meta, ...rest } = data;
  return JSON.stringify(rest, (_key, value: unknown) =>
    typeof value === 'string' && ISO.test(value) ? 'date' : value,
  );
}
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The whole build as text, dates included (as ISO instants). */
const dates = (data: DemoData) => JSON.stringify(data);

afterEach(() => {
  vi.useRealTimers();
});

describe('buildDemoData: determinism', () => {
  it('gives equal data for the same day, whatever the time of day or the clock', () => {
    const morning = new Date('2026-05-12T04:01:00Z'); // 00:01 in New York
    const evening = new Date('2026-05-13T03:59:00Z'); // 23:59 in New York
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
    const first = buildDemoData(morning);
    vi.setSystemTime(new Date('1999-06-01T00:00:00Z'));
    expect(buildDemoData(evening)).toEqual(first);
  });

  it('gives the same dates under other host timezones', () => {
    const original = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      forgetCachedOffsets();
      const utc = dates(buildDemoData(noonOn('2026-03-08')));
      for (const tz of ['Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin']) {
        process.env.TZ = tz;
        forgetCachedOffsets();
        expect(dates(buildDemoData(noonOn('2026-03-08')))).toBe(utc);
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it('keeps ids, names and relations identical for every today', () => {
    const reference = fingerprint(buildDemoData(noonOn(DAYS[0] ?? '')));
    for (const day of DAYS.slice(1)) expect(fingerprint(buildDemoData(noonOn(day)))).toBe(reference);
  });
});

describe.each(DAYS)('buildDemoData for %s', (day) => {
  const now = noonOn(day);
  const data = buildDemoData(now);
  const events = new Map(data.events.map((e) => [e.id, e]));

  it('records the New York day it was built for', () => {
    expect(data.meta.anchor_day).toBe(day);
  });

  it('has past events with attended and registered (absent) records', () => {
    const past = data.attendance.filter((a) => (events.get(a.event_id)?.end_date ?? now) < now);
    expect(past.filter((a) => a.status === 'attended').length).toBeGreaterThan(300);
    expect(past.filter((a) => a.status === 'registered').length).toBeGreaterThan(20);
    // Mostly attended.
    expect(past.filter((a) => a.status === 'attended').length).toBeGreaterThan(past.length * 0.7);
  });

  it('has, per real cohort, an 08:00-20:00 event in progress and a 23:59 deadline today, and future events', () => {
    for (const cohort of PROGRAM_COHORTS) {
      const mine = data.events.filter((e) => e.cohorts.includes(cohort));
      const running = mine.filter((e) => e.start_date <= now && now < e.end_date);
      expect(running.map((e) => [e.start_date, e.end_date])).toContainEqual([
        atDisplayTime(day, '08:00'),
        atDisplayTime(day, '20:00'),
      ]);
      expect(mine.some((e) => e.type === 'deadline' && +e.start_date === +atDisplayTime(day, '23:59'))).toBe(true);
      expect(mine.filter((e) => e.start_date > now).length).toBeGreaterThan(5);
      expect(mine.filter((e) => e.end_date < now).length).toBeGreaterThan(5);
    }
  });

  it('registers people for today’s and upcoming events only, never marking them attended', () => {
    const upcoming = data.attendance.filter((a) => (events.get(a.event_id)?.end_date ?? now) > now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((a) => a.status === 'registered')).toBe(true);
    expect(data.attendance.every((a) => a.updated_at <= now)).toBe(true);
  });

  it('gives peer@demo.test a realistic mix: attended, absent, in progress today and upcoming', () => {
    const mine = data.attendance.filter((a) => a.user_id === 'demo-peer');
    const when = (a: (typeof mine)[number]) => events.get(a.event_id) ?? expect.unreachable();
    const pastAttended = mine.filter((a) => a.status === 'attended');
    const absent = mine.filter((a) => a.status === 'registered' && when(a).end_date < now);
    const today = mine.filter((a) => when(a).start_date <= now && now < when(a).end_date);
    const ahead = mine.filter((a) => when(a).start_date > now);
    expect(pastAttended.length).toBeGreaterThan(absent.length);
    expect(absent.length).toBeGreaterThan(0);
    expect(today).toHaveLength(1);
    expect(ahead.length).toBeGreaterThan(5);
  });

  it('dates every cohort, announcement and event in the expected order', () => {
    for (const c of data.cohorts) expect(c.start_date < c.end_date).toBe(true);
    for (const e of data.events) expect(e.start_date <= e.end_date).toBe(true);
    for (const a of data.announcements) if (a.display === 'timed') expect(a.start_date! < a.end_date!).toBe(true);
    expect(displayDayOf(data.events.find((e) => e.id === 'mgh-2026-a-drop-in-day')!.start_date)).toBe(day);
  });

  it('has announcements of all five kinds for every real cohort, the sandbox and the alumni', () => {
    const kind = (a: Announcement) => {
      if (a.display === 'manual') return a.visible ? 'manual visible' : 'manual hidden';
      if (a.end_date! < now) return 'timed expired';
      return a.start_date! > now ? 'timed future' : 'timed current';
    };
    for (const cohort of [...PROGRAM_COHORTS, 'facilitators-sandbox', 'alumni']) {
      const kinds = new Set(data.announcements.filter((a) => a.cohorts.includes(cohort)).map(kind));
      expect([...kinds].sort()).toEqual([
        'manual hidden',
        'manual visible',
        'timed current',
        'timed expired',
        'timed future',
      ]);
    }
  });
});

describe('buildDemoData: announcements in Markdown', () => {
  const data = buildDemoData(noonOn('2026-05-12'));
  it('writes every body in Markdown (emphasis, lists or links), with distinct orders per audience', () => {
    const markdown = /\*\*|_[^_]+_|^- |^1\. |\]\(/m;
    const plain = data.announcements.filter((a) => !markdown.test(a.body)).map((a) => a.id);
    // A few stay plain text: Markdown is optional.
    expect(plain.length).toBeLessThan(data.announcements.length / 4);
    for (const cohort of new Set(data.announcements.flatMap((a) => a.cohorts))) {
      const orders = data.announcements.filter((a) => a.cohorts.includes(cohort)).map((a) => a.order);
      expect(new Set(orders).size, cohort).toBe(orders.length);
    }
  });
});

describe('buildDemoData: content', () => {
  const data = buildDemoData(noonOn('2026-05-12'));
  const user = (email: string) => data.users.find((u) => u.email === email) ?? expect.unreachable(email);

  it('has the three groups, each listing exactly the cohorts that carry its id', () => {
    expect(data.groups.map((g) => [g.id, g.name])).toEqual([
      ['mgh', 'MGH'],
      ['harvard', 'Harvard'],
      ['facilitators', 'Facilitators sandbox'],
    ]);
    for (const group of data.groups) {
      expect(group.cohorts).toEqual(data.cohorts.filter((c) => c.group === group.id).map((c) => c.id));
    }
    expect(data.cohorts.every((c) => data.groups.some((g) => g.id === c.group))).toBe(true);
    expect(data.cohorts.filter((c) => c.group === 'mgh' && !c.alumni).length).toBeGreaterThanOrEqual(2);
    expect(data.cohorts.filter((c) => c.group === 'harvard').length).toBeGreaterThanOrEqual(2);
    expect(data.cohorts.find((c) => c.id === 'alumni')).toMatchObject({ alumni: true, group: 'mgh' });
    expect(data.cohorts.find((c) => c.id === 'facilitators-sandbox')?.group).toBe('facilitators');
  });

  it('has the named accounts with their roles, groups and cohorts', () => {
    expect(user('admin@demo.test')).toMatchObject({
      id: 'demo-admin',
      role: 'admin',
      group: ['mgh', 'harvard', 'facilitators'],
      group_list: ['mgh', 'harvard', 'facilitators'],
      current_group: 'mgh',
      current_cohort: 'mgh-2026-a',
      tutorial: true,
    });
    expect(user('facilitator@demo.test')).toMatchObject({
      role: 'facilitator',
      group: ['mgh'],
      group_list: ['mgh'],
      current_group: 'mgh',
      current_cohort: 'mgh-2026-a',
    });
    expect(user('peer@demo.test')).toMatchObject({ role: 'peer', group: ['mgh'], cohort_list: ['mgh-2026-a'] });
    expect(user('peer2@demo.test')).toMatchObject({ role: 'peer', group: ['harvard'], current_group: 'harvard' });
    expect(user('alumni@demo.test')).toMatchObject({ role: 'peer', alumni_community: true });
    expect(user('sandbox@demo.test')).toMatchObject({
      role: 'facilitator',
      current_group: 'facilitators',
      current_cohort: 'facilitators-sandbox',
      tutorial: false,
    });
    expect(data.users.filter((u) => !u.tutorial).map((u) => u.email)).toEqual(['sandbox@demo.test']);
  });

  it('gives every user a verified-or-invited Auth account with the demo password, ids matching', () => {
    expect(data.accounts.map((a) => a.uid)).toEqual(data.users.map((u) => u.id));
    for (const account of data.accounts) {
      const u = user(account.email);
      expect(account).toMatchObject({ uid: u.id, password: 'demo-password', emailVerified: u.status !== 'invited' });
    }
    expect(new Set(data.users.map((u) => u.email)).size).toBe(data.users.length);
    for (const u of data.users) {
      expect(u.cohort_list).toContain(u.current_cohort);
      expect(u.group).toContain(u.current_group);
      expect(u.cohort).toHaveLength(u.cohort_list.length);
      expect(u.last_name_lower).toBe(u.last_name.toLowerCase());
      expect(u.last_login === null).toBe(u.status === 'invited');
    }
  });

  it('has at least 60 more peers in the real groups, some invited, some in the alumni community', () => {
    const extra = data.users.filter(
      (u) => u.role === 'peer' && !u.id.startsWith('demo-') && u.group[0] !== 'facilitators',
    );
    expect(extra.length).toBeGreaterThanOrEqual(60);
    expect(extra.filter((u) => u.status === 'invited').length).toBeGreaterThanOrEqual(3);
    expect(extra.filter((u) => u.alumni_community && u.current_cohort !== 'alumni').length).toBeGreaterThanOrEqual(2);
    expect(new Set(extra.map((u) => u.department)).size).toBeGreaterThan(8);
    for (const cohort of PROGRAM_COHORTS) {
      expect(extra.filter((u) => u.current_cohort === cohort).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('has last names equal apart from case within one cohort', () => {
    const byCohortAndLower = new Map<string, Set<string>>();
    for (const u of data.users) {
      const key = `${u.current_cohort}|${u.last_name_lower}`;
      byCohortAndLower.set(key, (byCohortAndLower.get(key) ?? new Set()).add(u.last_name));
    }
    const differingOnlyInCase = [...byCohortAndLower.values()].filter((spellings) => spellings.size > 1);
    expect(differingOnlyInCase.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps every attendance record consistent with its event and attendee', () => {
    const events = new Map(data.events.map((e) => [e.id, e]));
    const users = new Map(data.users.map((u) => [u.id, u]));
    for (const record of data.attendance) {
      const event = events.get(record.event_id) ?? expect.unreachable(record.event_id);
      const attendee = users.get(record.user_id) ?? expect.unreachable(record.user_id);
      expect(record.id).toBe(`${record.event_id}_${record.user_id}`);
      expect(event.type).toBe('other');
      expect(event.cohorts).toContain(record.cohort);
      expect(record).toMatchObject({ group: event.group, activity: event.activity, cohort: attendee.current_cohort });
    }
    expect(new Set(data.attendance.map((a) => a.id)).size).toBe(data.attendance.length);
  });

  it('shares some events between both cohorts of a group', () => {
    for (const group of ['mgh', 'harvard']) {
      const shared = data.events.filter((e) => e.group === group && e.cohorts.length === 2);
      expect(shared.some((e) => e.kind === 'office_hours')).toBe(true);
      expect(shared.some((e) => e.kind === 'workshop')).toBe(true);
    }
  });

  it('sets the activity of kickoff, check-in, office hours and completion events only', () => {
    for (const event of data.events) {
      const counted = ['kickoff', 'check_in', 'office_hours', 'completion'].includes(event.kind);
      expect(event.activity).toBe(counted ? event.kind : null);
      expect(event.type).toBe(event.kind === 'deadline' ? 'deadline' : 'other');
    }
  });

  it('derives every peer’s activity counts from their attendance and survey responses', () => {
    expect(data.activities.map((a) => a.user_id)).toEqual(data.users.filter((u) => u.role === 'peer').map((u) => u.id));
    const countsToward = Object.fromEntries(data.surveys.map((s) => [s.id, s.counts_toward]));
    for (const activity of data.activities) {
      const records = data.attendance.filter((a) => a.user_id === activity.user_id);
      const responses = data.surveyResponses.filter((r) => r.user_id === activity.user_id);
      const fromSurveys = surveyActivityCounts(responses, countsToward, activity.attendance);
      const fromRecords = countActivities(records, { kickoff_response: false, program_eval: false });
      expect(activity).toMatchObject({
        ...withSurveyCounts(fromRecords, fromSurveys),
        kickoff_response: activity.kickoff_response,
        program_eval: activity.program_eval,
      });
      // A yes/no activity is true when a response makes it so (graduates keep theirs from before).
      if (fromSurveys.kickoff_response) expect(activity.kickoff_response).toBe(true);
    }
    expect(data.activities.filter((a) => a.check_in > 5).length).toBeGreaterThan(20);
    expect(data.activities.some((a) => a.kickoff_response)).toBe(true);
    expect(data.activities.some((a) => !a.kickoff_response)).toBe(true);
    expect(data.activities.some((a) => a.program_eval)).toBe(true);
  });

  it('gives every peer the status of each of their records by event id, and null rather than empty scope', () => {
    for (const activity of data.activities) {
      const records = data.attendance.filter((a) => a.user_id === activity.user_id);
      expect(activity.attendance).toEqual(attendanceByEvent(records));
      expect(Object.keys(activity.attendance)).toHaveLength(records.length);
      expect(activity.group).not.toBe('');
      expect(activity.cohort).not.toBe('');
    }
    const demoPeer = data.activities.find((a) => a.user_id === 'demo-peer');
    expect(Object.values(demoPeer?.attendance ?? {})).toContain('attended');
    expect(Object.values(demoPeer?.attendance ?? {})).toContain('registered');
  });

  it('has one calendar per cohort, holding each of its events once, in order, as the trigger builds it', () => {
    expect(data.calendars.map((c) => c.id)).toEqual(data.cohorts.map((c) => c.id));
    for (const calendar of data.calendars) {
      const cohort = data.cohorts.find((c) => c.id === calendar.id);
      expect(calendar).toMatchObject(buildCohortCalendar(data.events, calendar.id, cohort?.group ?? ''));
      const ids = data.events.filter((e) => e.cohorts.includes(calendar.id)).map((e) => e.id);
      expect(calendar.events.map((e) => e.id).sort()).toEqual([...ids].sort());
      expect(calendar.events.length).toBeGreaterThan(0);
      const starts = calendar.events.map((e) => e.start_date.getTime());
      expect(starts).toEqual([...starts].sort((x, y) => x - y));
    }
    const mghA = data.calendars.find((c) => c.id === 'mgh-2026-a');
    expect(mghA?.events.length).toBeGreaterThan(50);
  });

  it("has each cohort's published surveys for peers' homes, as the survey trigger builds them", () => {
    const ids = new Set([...data.cohorts.map((c) => c.id), ...data.surveys.flatMap((s) => s.cohorts)]);
    expect(data.cohortSurveys.map((l) => l.id).sort()).toEqual([...ids].sort());
    for (const list of data.cohortSurveys) {
      const group = data.cohorts.find((c) => c.id === list.id)?.group ?? list.group;
      expect(list).toMatchObject(buildCohortSurveys(data.surveys, list.id, group));
    }
    const peerCohort = data.cohortSurveys.find((l) => l.id === 'mgh-2026-a');
    const published = data.surveys.filter((s) => s.published && s.cohorts.includes('mgh-2026-a'));
    expect(peerCohort?.surveys.map((s) => s.id).sort()).toEqual(published.map((s) => s.id).sort());
    expect(published.length).toBeGreaterThan(5);
  });

  it('has certificate settings for every group with all seven requirement types', () => {
    expect(data.settings.map((s) => s.group)).toEqual(['mgh', 'harvard', 'facilitators']);
    for (const { certificate } of data.settings) {
      const requirements = certificate.engagement_requirements;
      expect(Object.keys(requirements).sort()).toEqual([
        'check_in',
        'completion',
        'kickoff',
        'kickoff_response',
        'office_hours',
        'program_eval',
        'reflection',
      ]);
      expect(requirements.kickoff_response.value).toBe(true);
      expect(requirements.program_eval.value).toBe(true);
      for (const r of Object.values(requirements)) expect(r.value_min).toBeLessThanOrEqual(r.value_max);
    }
  });
});

describe('buildDemoData: apologies and absence patterns', () => {
  const now = noonOn(DAYS[0] ?? '');
  const data = buildDemoData(now);

  it('has apologies only for upcoming events the person is registered for, the demo peer among them', () => {
    const events = new Map(data.events.map((e) => [e.id, e]));
    const records = new Map(data.attendance.map((r) => [r.id, r]));
    expect(data.apologies.length).toBeGreaterThan(3);
    for (const apology of data.apologies) {
      expect(events.get(apology.event_id)!.start_date.getTime()).toBeGreaterThan(now.getTime());
      expect(records.get(apology.id)?.status).toBe('registered');
      expect(apology.reason.length).toBeGreaterThan(0);
    }
    expect(data.apologies.some((a) => a.user_id === 'demo-peer')).toBe(true);
  });

  it('gives the demo facilitator a cohort where someone has missed two sessions in a row', () => {
    const events = data.events.filter((e) => e.cohorts.includes('mgh-2026-a'));
    const flagged = data.activities.filter(
      (a) => a.cohort === 'mgh-2026-a' && currentAbsenceStreak(events, a.attendance, now) >= ABSENCE_STREAK_FLAG,
    );
    expect(flagged.length).toBeGreaterThan(0);
  });
});
