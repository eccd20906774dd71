import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import {
  audienceLabel,
  deliverySummary,
  emailMatchingRoundBody,
  groupEmailBody,
  groupEmailValues,
  joinNames,
  matchAnnouncementValues,
  nextEventLabel,
  NO_NEXT_EVENT,
  renderGroupEmail,
  selectRecipients,
  sendAtProblem,
  unknownGroupEmailFields,
  waitsUntil,
  type GroupEmailAudience,
} from './group-emails.ts';
import { renderMail } from './mail-templates.ts';
import type { CalendarEvent, User } from '../model.ts';

const person = (id: string, last: string, extra: Partial<User> = {}): User => ({
  id,
  email: `${id}@x.test`,
  first_name: id,
  last_name: last,
  role: 'peer',
  group: ['mgh'],
  group_list: [],
  cohort: ['A'],
  cohort_list: ['a'],
  current_cohort: 'a',
  current_group: 'mgh',
  alumni_community: false,
  tutorial: true,
  last_login: null,
  status: 'confirmed',
  department: '',
  created_at: new Date(0),
  ...extra,
});

const event = (id: string, iso: string): CalendarEvent =>
  ({ id, title: id, start_date: new Date(iso), end_date: new Date(iso) }) as CalendarEvent;

describe('selectRecipients', () => {
  const people = [
    person('zed', 'Zimmer'),
    person('amy', 'adams'),
    person('bo', 'Baker'),
    person('inv', 'Ivy', { status: 'invited' }),
    person('off', 'Off', { status: 'deactivated' }),
    person('fac', 'Fac', { role: 'facilitator' }),
    person('amy', 'adams'), // listed twice (two cohorts' queries)
  ];
  const ids = (audience: GroupEmailAudience, facts = {}) =>
    selectRecipients(audience, { candidates: people, ...facts }).map((p) => p.id);

  it('keeps confirmed peers once each, by last name ignoring case', () => {
    expect(ids({ cohort: 'a' })).toEqual(['amy', 'bo', 'zed']);
    expect(ids({ group: 'mgh' })).toEqual(['amy', 'bo', 'zed']);
  });

  it('narrows by each saved filter', () => {
    expect(ids({ filter: { name: 'at_risk', cohort: 'a' } }, { atRisk: new Set(['zed', 'inv']) })).toEqual(['zed']);
    expect(ids({ filter: { name: 'at_risk', cohort: 'a' } })).toEqual([]);
    expect(
      ids({ filter: { name: 'survey_non_respondents', survey: 's' } }, { nonRespondents: new Set(['bo', 'amy']) }),
    ).toEqual(['amy', 'bo']);
    expect(
      ids(
        { filter: { name: 'event_absent', event: 'e' } },
        { attended: new Set(['amy']), apologised: new Set(['bo']) },
      ),
    ).toEqual(['zed']);
  });
});

describe('merge fields', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const calendars = {
    a: [
      event('Kickoff', '2026-02-01T14:00:00Z'),
      event('Check-in 2', '2026-03-10T13:00:00Z'),
      event('Late', '2026-04-01T13:00:00Z'),
    ],
    b: [],
  };
  const context = { preferredCohorts: [] as string[], cohortNames: { a: 'Cohort A', b: 'Cohort B' }, calendars, now };

  it('names the next event after now, in New York time', () => {
    expect(nextEventLabel(calendars.a, now)).toBe('Check-in 2, Tuesday, March 10 at 9:00 AM (New York time)');
    expect(nextEventLabel(calendars.a, new Date('2026-05-01T00:00:00Z'))).toBe(NO_NEXT_EVENT);
  });

  it('fills first name, cohort and next event per recipient, preferring the audience’s cohort', () => {
    expect(groupEmailValues(person('ana', 'Lima'), context)).toEqual({
      first_name: 'ana',
      cohort: 'Cohort A',
      next_event: 'Check-in 2, Tuesday, March 10 at 9:00 AM (New York time)',
    });
    const both = person('ben', 'Osei', { cohort_list: ['a', 'b'], current_cohort: 'a' });
    expect(groupEmailValues(both, { ...context, preferredCohorts: ['b'] })).toMatchObject({
      cohort: 'Cohort B',
      next_event: NO_NEXT_EVENT,
    });
    expect(groupEmailValues(person('x', 'Y', { first_name: ' ' }), context).first_name).toBe('there');
  });

  it('renders subject on one line and body as typed, unknown and escaped braces kept', () => {
    const values = { first_name: 'Ana', cohort: 'Cohort A\nsecond line', next_event: 'Kickoff' };
    expect(
      renderGroupEmail(
        { subject: 'Hi {first_name} of {cohort}', body: 'Hi {first_name}, {{literal}} {next_event} <b>x</b>' },
        values,
      ),
    ).toEqual({ subject: 'Hi Ana of Cohort A second line', text: 'Hi Ana, {literal} Kickoff <b>x</b>' });
  });

  it('lists merge fields that do not exist, once each', () => {
    expect(unknownGroupEmailFields('Hi {first_name} {frist_name} {frist_name} {{nope}} {next_event}')).toEqual([
      'frist_name',
    ]);
  });
});

describe('groupEmailBody', () => {
  const base = { audience: { cohort: 'a' }, subject: 'Hi', body: 'Hello {first_name}' };
  const error = (input: object) => {
    const result = groupEmailBody.safeParse(input);
    return result.success ? null : describeIssues(result.error);
  };
  it('accepts each audience and an optional send time', () => {
    expect(error(base)).toBeNull();
    expect(error({ ...base, audience: { group: 'mgh' }, send_at: '2026-03-01T09:00:00-05:00' })).toBeNull();
    expect(error({ ...base, audience: { filter: { name: 'event_absent', event: 'e' } }, send_at: null })).toBeNull();
  });
  it('names the field of each problem', () => {
    expect(error({ ...base, audience: { cohort: 'a', group: 'g' } })).toBe(
      'audience: must name exactly one of cohort, group or filter',
    );
    expect(error({ ...base, audience: { filter: { name: 'at_risk', survey: 's' } } })).toBe(
      'audience.filter.cohort: is required for at_risk; audience.filter.survey: does not apply to at_risk',
    );
    expect(error({ ...base, audience: { cohort: 'a/b' } })).toBe('audience.cohort: is not a valid id');
    expect(error({ ...base, subject: 'Hi {name}' })).toBe(
      'subject: {name} is not a merge field (use {first_name}, {cohort} or {next_event})',
    );
    expect(error({ ...base, body: '{a} {b}' })).toMatch(/^body: \{a\}, \{b\} are not merge fields/);
  });
  it('checks the send time against now', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(sendAtProblem(new Date('2026-03-01T11:58:00Z'), now)).toBeNull();
    expect(sendAtProblem(new Date('2026-03-01T11:00:00Z'), now)).toBe('must not be in the past');
    expect(sendAtProblem(new Date('2027-04-01T12:00:00Z'), now)).toBe('must be within a year');
    expect(waitsUntil(new Date('2026-03-01T11:58:00Z'), now)).toBe(false);
    expect(waitsUntil(new Date('2026-03-01T12:01:00Z'), now)).toBe(true);
    expect(waitsUntil(null, now)).toBe(false);
  });
});

describe('history', () => {
  it('labels audiences and counts delivery states', () => {
    expect(audienceLabel({ cohort: 'a' }, { cohort: 'Cohort A' })).toBe('Cohort A');
    expect(audienceLabel({ group: 'mgh' }, { group: 'MGH' })).toBe('Everyone in MGH');
    expect(audienceLabel({ filter: { name: 'event_absent', event: 'e' } }, { event: 'Kickoff' })).toBe(
      'Absent from Kickoff',
    );
    expect(deliverySummary(['SENT', 'SENT', 'ERROR', 'PENDING', undefined, 'PROCESSING'])).toEqual({
      sent: 2,
      waiting: 3,
      failed: 1,
    });
  });
});

describe('the match announcement', () => {
  const members = [
    { first_name: 'Ana', name: 'Ana Lima', email: 'ana@x.test' },
    { first_name: 'Ben', name: 'Ben Osei', email: 'ben@x.test' },
    { first_name: 'Cy', name: 'Cy Park', email: 'cy@x.test' },
  ];
  it('joins names', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Ana'])).toBe('Ana');
    expect(joinNames(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(joinNames(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
  });
  it('fills names, addresses and the suggested meeting time into the default template', () => {
    const values = matchAnnouncementValues(members, ['Weekday mornings', 'Weekends'], 'https://app.test/');
    const mail = renderMail('match_announcement', null, values);
    expect(mail.subject).toBe('Your peer coaching partners');
    expect(mail.text).toContain('Hello Ana, Ben and Cy,');
    expect(mail.text).toContain('- Ana Lima, ana@x.test\n- Ben Osei, ben@x.test\n- Cy Park, cy@x.test');
    expect(mail.text).toContain('Suggested first meeting: Weekday mornings.');
    expect(mail.text).toContain('https://app.test/');
    expect(mail.text).not.toMatch(/\{[a-z_]+\}/);
    expect(matchAnnouncementValues(members.slice(0, 2), [], '').meeting_time).toMatch(/agree on together/);
  });
  it('checks text edited for one sending', () => {
    const parse = (input: object) => {
      const result = emailMatchingRoundBody.safeParse(input);
      return result.success ? null : describeIssues(result.error);
    };
    expect(parse({})).toBeNull();
    expect(parse({ subject: 'Hi {first_name}', markdown: '{partners} {meeting_time} {link}' })).toBeNull();
    expect(parse({ subject: 'Hi' })).toBe('markdown: is required with the other (or send neither)');
    expect(parse({ subject: 'Hi', markdown: '{next_event}' })).toBe(
      'markdown: {next_event} is not a merge field of the match announcement',
    );
  });
});
