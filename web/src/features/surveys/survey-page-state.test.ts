import {
  derivedQuestionFields,
  surveyTemplate,
  surveyWindowsByCohort,
  type CalendarEvent,
  type Survey,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { chooseSurvey, responseIdFor } from './survey-page-state.ts';

const d = (iso: string) => new Date(iso);
const coaching = (id: string, end: string): CalendarEvent => ({
  id,
  title: `Coaching triad session ${id}`,
  description: '',
  location: '',
  type: 'other',
  kind: 'coaching',
  activity: null,
  group: 'g',
  cohorts: ['c1'],
  start_date: new Date(d(end).getTime() - 90 * 60_000),
  end_date: d(end),
});
const events = [coaching('s1', '2026-03-05T15:30:00-05:00'), coaching('s2', '2026-05-01T15:30:00-04:00')];

function survey(id: string, kind: Survey['kind'], overrides: Partial<Survey> = {}): Survey {
  const t = surveyTemplate(kind, d('2026-01-01T00:00:00Z'));
  const base = {
    id,
    group: 'g',
    ...t,
    cohorts: ['c1'],
    published: true,
    created_at: d('2026-01-01T00:00:00Z'),
    updated_at: d('2026-01-01T00:00:00Z'),
    ...overrides,
  };
  return {
    ...base,
    ...derivedQuestionFields(base.questions),
    windows: surveyWindowsByCohort(base, { c1: events }),
  } as Survey;
}

const base = { sharedCohorts: ['c1'], calendars: { c1: events }, attendance: {} };

describe('the survey a route shows', () => {
  it('prefers a due survey of the kind over an answered one, and ignores other kinds', () => {
    const open = { type: 'fixed' as const, opens_at: d('2026-03-01T00:00:00Z'), closes_at: d('2026-03-20T00:00:00Z') };
    const answered = survey('a', 'custom', { timing: open });
    const due = survey('b', 'custom', { timing: { ...open, closes_at: d('2026-03-25T00:00:00Z') } });
    const responses = [
      { survey_id: 'a', window: 'main', status: 'submitted', event_id: null, kind: 'custom' },
    ] as SurveyResponse[];
    const choice = chooseSurvey({
      ...base,
      kind: 'custom',
      surveys: [answered, due, survey('k', 'kickoff')],
      responses,
      now: d('2026-03-10T00:00:00Z'),
    });
    expect(choice?.survey.id).toBe('b');
    expect(choice?.state.status).toBe('due');
    expect(choice?.open).toBe(true);
  });

  it('edits the window’s own response of a per-event survey', () => {
    const choice = chooseSurvey({
      ...base,
      kind: 'post_meeting',
      surveys: [survey('pm', 'post_meeting')],
      responses: [],
      now: d('2026-03-06T12:00:00Z'),
    })!;
    expect(choice.state.window.key).toBe('s1');
    expect(responseIdFor(choice, 'u1', null)).toBe('pm_u1_s1');
  });

  it('names no response for a make-up until a session is picked', () => {
    const check: CalendarEvent = { ...events[0]!, id: 'c3', kind: 'check_in', title: 'Check-in 3' };
    const choice = chooseSurvey({
      ...base,
      calendars: { c1: [...events, check] },
      kind: 'checkin_makeup',
      surveys: [
        survey('mk', 'checkin_makeup', {
          timing: { type: 'fixed', opens_at: d('2026-01-01T00:00:00Z'), closes_at: d('2026-12-01T00:00:00Z') },
        }),
      ],
      responses: [],
      now: d('2026-03-10T00:00:00Z'),
    })!;
    expect(choice.state.makeup_candidates.map((e) => e.id)).toEqual(['c3']);
    expect(responseIdFor(choice, 'u1', null)).toBeNull();
    expect(responseIdFor(choice, 'u1', 'c3')).toBe('mk_u1_c3');
  });

  it('shows nothing when no survey of the kind is offered', () => {
    expect(
      chooseSurvey({
        ...base,
        kind: 'alumni',
        surveys: [survey('k', 'kickoff')],
        responses: [],
        now: d('2026-03-10T00:00:00Z'),
      }),
    ).toBeNull();
  });
});
