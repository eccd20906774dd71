import {
  ALUMNI_COHORT_ID,
  personSurveyRows,
  sharedCohortIds,
  SURVEY_KINDS,
  surveyAnswersSchema,
  surveyResponseId,
} from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { COHORTS } from './program.ts';

const today = new Date('2026-05-12T16:00:00Z');
const data = buildDemoData(today);
const now = new Date('2026-05-12T16:00:00Z');

describe('demo surveys', () => {
  it('gives every program cohort and the sandbox one survey of each kind, the alumni the alumni survey', () => {
    for (const plan of COHORTS) {
      const kinds = data.surveys.filter((s) => s.cohorts.includes(plan.id)).map((s) => s.kind);
      if (plan.kind === 'alumni') expect(kinds).toEqual(['alumni']);
      else expect([...kinds].sort()).toEqual(SURVEY_KINDS.filter((k) => k !== 'alumni').sort());
    }
    for (const survey of data.surveys)
      expect(survey.group).toBe(COHORTS.find((c) => c.id === survey.cohorts[0])?.group);
  });

  it('times the program cohorts’ surveys on their own timeline', () => {
    for (const plan of COHORTS.filter((c) => c.kind === 'program')) {
      const kickoff = data.surveys.find((s) => s.id === `${plan.id}-kickoff`)!;
      const kickoffEvent = data.events.find((e) => e.id === `${plan.id}-kickoff`)!;
      expect(kickoff.windows[plan.id]!.main!.opens_at).toEqual(kickoffEvent.end_date);
      const postMeeting = data.surveys.find((s) => s.id === `${plan.id}-post-meeting`)!;
      expect(Object.keys(postMeeting.windows[plan.id]!)).toHaveLength(6); // six triad sessions
    }
  });

  it('has answers from most peers, each valid for its survey, under its deterministic id', () => {
    const bySurvey = new Map(data.surveys.map((s) => [s.id, s]));
    for (const r of data.surveyResponses) {
      const survey = bySurvey.get(r.survey_id)!;
      expect(surveyAnswersSchema(survey.questions).safeParse(r.answers).success, r.id).toBe(true);
      expect(r.id).toBe(surveyResponseId(r.survey_id, r.user_id, r.event_id));
      expect(survey.windows[r.cohort]?.[r.window]).toBeDefined();
    }
    expect(new Set(data.surveyResponses.map((r) => r.id)).size).toBe(data.surveyResponses.length);
    const kickoff = data.surveyResponses.filter((r) => r.survey_id === 'mgh-2026-a-kickoff');
    const members = data.users.filter(
      (u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes('mgh-2026-a'),
    );
    expect(kickoff.length / members.length).toBeGreaterThan(0.6);
    expect(data.surveyResponses.some((r) => r.kind === 'checkin_makeup')).toBe(true);
    expect(data.surveyResponses.some((r) => r.cohort === ALUMNI_COHORT_ID)).toBe(true);
  });

  it('publishes every survey, the custom "Mid-year check" open now and answered by most peers', () => {
    expect(data.surveys.every((s) => s.published)).toBe(true);
    const custom = data.surveys.find((s) => s.id === 'mgh-2026-a-custom')!;
    const window = custom.windows['mgh-2026-a']!.main!;
    expect(window.opens_at.getTime()).toBeLessThan(now.getTime());
    expect(window.closes_at.getTime()).toBeGreaterThan(now.getTime());
    expect(data.surveyResponses.filter((r) => r.survey_id === custom.id).length).toBeGreaterThan(5);
  });

  it('leaves the demo peer surveys due and some submitted', () => {
    const peer = data.users.find((u) => u.id === 'demo-peer')!;
    const rows = personSurveyRows({
      surveys: data.surveys,
      responses: data.surveyResponses.filter((r) => r.user_id === peer.id),
      sharedCohorts: sharedCohortIds(peer),
      calendars: { 'mgh-2026-a': data.events.filter((e) => e.cohorts.includes('mgh-2026-a')) },
      attendance: data.activities.find((a) => a.user_id === peer.id)!.attendance,
      now,
    });
    expect(rows.filter((r) => r.status === 'due').map((r) => r.kind)).toContain('checkin_makeup');
    // The published custom survey is due too, answered on its own page.
    expect(rows.find((r) => r.kind === 'custom')).toMatchObject({
      id: 'mgh-2026-a-custom',
      title: 'Mid-year check',
      status: 'due',
      route: '/survey/mgh-2026-a-custom',
    });
    expect(rows.filter((r) => r.status === 'submitted').map((r) => r.kind)).toContain('kickoff');
    expect(data.activities.find((a) => a.user_id === peer.id)?.kickoff_response).toBe(true);
  });
});
