import { describe, expect, it } from 'vitest';
import {
  buildCohortReports,
  confirmedReportPeers,
  overallResponseRate,
  reportCohortsOf,
  reportPeerEntry,
  reportSurveyEntry,
  submittedSurveysIn,
  surveyResponseRates,
  type CohortReportPeer,
  type CohortReportSurvey,
} from './cohort-reports.ts';
import type { User } from '../model.ts';
import type { Survey } from '../surveys/surveys.ts';

const person = (id: string, role: User['role'], cohort_list: string[]): User =>
  ({
    id,
    role,
    cohort_list,
    first_name: `First ${id}`,
    last_name: `Last ${id}`,
    email: `${id}@example.org`,
    status: 'confirmed',
    alumni_community: false,
  }) as User;

const counts = { kickoff: 1, check_in: 2, completion: 0, office_hours: 0, reflection: 3 };
const activities = (user_id: string) => ({
  user_id,
  ...counts,
  kickoff_response: true,
  program_eval: false,
  attendance: { e1: 'attended' as const, e2: 'registered' as const },
  // Fields of the activities document the report does not copy.
  group: 'mgh',
  cohort: 'a',
  updated_at: new Date(0),
});

const window = (opens: string) => ({
  opens_at: new Date(opens),
  closes_at: new Date('2026-12-31T00:00:00Z'),
  event_id: null,
  event_title: null,
});
const survey = (id: string, extra: Partial<Survey> = {}): Survey =>
  ({
    id,
    title: `Survey ${id}`,
    cohorts: ['a', 'b'],
    makeup_event_kinds: [],
    published: true,
    windows: { a: { later: window('2026-03-01T00:00:00Z'), main: window('2026-02-01T00:00:00Z') } },
    ...extra,
  }) as Survey;

describe('cohort reports', () => {
  it('lists a peer in each of their cohorts, and staff in none', () => {
    expect(reportCohortsOf(person('p', 'peer', ['a', 'b', 'a']))).toEqual(['a', 'b']);
    expect(reportCohortsOf(person('f', 'facilitator', ['a']))).toEqual([]);
    expect(reportCohortsOf(null)).toEqual([]);
  });

  it("copies the profile, the activities' counts, the cohort's attendance and the surveys submitted", () => {
    expect(reportPeerEntry(person('p', 'peer', ['a']), activities('p'), null, ['s2', 's1', 's1'])).toEqual({
      first_name: 'First p',
      last_name: 'Last p',
      email: 'p@example.org',
      status: 'confirmed',
      activity: {
        ...counts,
        kickoff_response: true,
        program_eval: false,
        attendance: { e1: 'attended', e2: 'registered' },
      },
      surveys: ['s1', 's2'],
    });
    // Attendance elsewhere (another cohort's events) is left out of this cohort's entry.
    expect(
      reportPeerEntry(person('p', 'peer', ['a']), activities('p'), new Set(['e2', 'e9']), []).activity?.attendance,
    ).toEqual({ e2: 'registered' });
    expect(reportPeerEntry(person('p', 'peer', ['a']), null, null, []).activity).toBeNull();
  });

  it("names the surveys a person submitted in a cohort once each, and the survey's first window", () => {
    expect(
      submittedSurveysIn('a', [
        { survey_id: 's2', status: 'submitted', cohort: 'a' },
        { survey_id: 's1', status: 'submitted', cohort: 'a' },
        { survey_id: 's1', status: 'submitted', cohort: 'a' },
        { survey_id: 's3', status: 'draft', cohort: 'a' },
        { survey_id: 's4', status: 'submitted', cohort: 'b' },
      ]),
    ).toEqual(['s1', 's2']);
    expect(reportSurveyEntry(survey('s'), 'a')).toEqual({
      title: 'Survey s',
      makeup: false,
      published: true,
      opens_at: new Date('2026-02-01T00:00:00Z'),
    });
    // Cohort b has no window yet; a make-up is marked as such.
    const makeup = reportSurveyEntry(survey('m', { makeup_event_kinds: ['check_in'] }), 'b');
    expect(makeup).toMatchObject({ makeup: true, opens_at: null });
  });

  it('builds every cohort from whole collections: a head with its surveys, shards with its peers', () => {
    const users = [person('p1', 'peer', ['a']), person('p2', 'peer', ['b']), person('f', 'facilitator', ['a'])];
    const at = new Date('2026-05-01T00:00:00Z');
    const { heads, shards } = buildCohortReports(
      [
        { id: 'a', group: 'mgh' },
        { id: 'b', group: 'mgh' },
        { id: 'empty', group: 'mgh' },
      ],
      users,
      [activities('p1')],
      [survey('s', { cohorts: ['a'] })],
      [{ survey_id: 's', user_id: 'p1', status: 'submitted', cohort: 'a' }],
      (cohort) => (cohort === 'a' ? new Set(['e1']) : null),
      at,
    );
    expect(heads).toEqual([
      { id: 'a', group: 'mgh', surveys: { s: reportSurveyEntry(survey('s'), 'a') }, updated_at: at },
    ]);
    expect(shards.map((shard) => [shard.id, shard.cohort, Object.keys(shard.peers)])).toEqual([
      ['a_h', 'a', ['p1']],
      ['b_h', 'b', ['p2']],
    ]);
    expect(shards[0]!.peers.p1).toMatchObject({
      surveys: ['s'],
      activity: { check_in: 2, attendance: { e1: 'attended' } },
    });
    expect(shards[1]!.peers.p2).toEqual(reportPeerEntry(users[1]!, null, null, []));
  });
});

describe('what /report shows from a report', () => {
  const at = (iso: string) => new Date(iso);
  const entry = (extra: Partial<CohortReportSurvey>): CohortReportSurvey => ({
    title: 'T',
    makeup: false,
    published: true,
    opens_at: null,
    ...extra,
  });
  const respondent = (surveys: string[]): CohortReportPeer => ({
    ...reportPeerEntry(person('x', 'peer', ['a']), null, null, surveys),
  });
  const report = {
    peers: { a: respondent(['late', 'early']), b: respondent(['late', 'makeup']), gone: respondent(['late']) },
    surveys: {
      late: entry({ title: 'Late', opens_at: at('2026-03-01T00:00:00Z') }),
      early: entry({ title: 'Early', opens_at: at('2026-02-01T00:00:00Z') }),
      makeup: entry({ title: 'Make-up', makeup: true, opens_at: at('2026-02-15T00:00:00Z') }),
      future: entry({ opens_at: at('2026-09-01T00:00:00Z') }),
      draft: entry({ published: false, opens_at: at('2026-01-01T00:00:00Z') }),
      unscheduled: entry({ opens_at: null }),
    },
  };
  const now = at('2026-04-01T00:00:00Z');

  it('keeps confirmed peers only, with their ids', () => {
    const peer = (status: string) =>
      ({ ...reportPeerEntry(person('x', 'peer', ['a']), null, null, []), status }) as never;
    expect(
      confirmedReportPeers({ peers: { a: peer('confirmed'), b: peer('invited'), c: peer('deactivated') } }).map(
        (p) => p.id,
      ),
    ).toEqual(['a']);
    expect(confirmedReportPeers(null)).toEqual([]);
  });

  it('rates the opened, published surveys, oldest first, counting only the given peers', () => {
    const rates = surveyResponseRates(report, ['a', 'b', 'c', 'd'], now);
    expect(rates.map((r) => [r.id, r.responded, r.peers, r.rate])).toEqual([
      ['early', 1, 4, 25],
      ['makeup', 1, 4, null],
      ['late', 2, 4, 50],
    ]);
    // 3 responses of 8 invitations, the make-up left out.
    expect(overallResponseRate(rates)).toBe(38);
    expect(overallResponseRate([])).toBeNull();
    expect(surveyResponseRates(report, [], now).every((r) => r.rate === null)).toBe(true);
  });

  it('keeps the surveys that opened within a range', () => {
    const march = (d: Date) => d.getTime() >= at('2026-03-01T00:00:00Z').getTime();
    expect(surveyResponseRates(report, ['a'], now, march).map((r) => r.id)).toEqual(['late']);
  });
});
