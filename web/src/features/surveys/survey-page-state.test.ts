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
    const answered = survey('a', 'program_eval', { timing: open });
    const due = survey('b', 'program_eval', { timing: { ...open, closes_at: d('2026-03-25T00:00:00Z') } });
    const responses = [
      { survey_id: 'a', window: 'main', status: 'submitted', event_id: null, kind: 'program_eval' },
    ] as SurveyResponse[];
    const choice = chooseSurvey({
      ...base,
      target: { kind: 'program_eval' },
      surveys: [answered, due, survey('k', 'kickoff')],
      responses,
      now: d('2026-03-10T00:00:00Z'),
    });
    expect(choice?.survey.id).toBe('b');
    expect(choice?.state.status).toBe('due');
    expect(choice?.open).toBe(true);
  });

  it('shows one survey by id (/survey/:id, custom surveys), answered or not, and nothing not offered', () => {
    const open = { type: 'fixed' as const, opens_at: d('2026-03-01T00:00:00Z'), closes_at: d('2026-03-20T00:00:00Z') };
    const custom = survey('mid-year', 'custom', { timing: open });
    const other = survey('other', 'custom', { timing: open });
    const input = { ...base, surveys: [other, custom], responses: [], now: d('2026-03-10T00:00:00Z') };
    const choice = chooseSurvey({ ...input, target: { id: 'mid-year' } });
    expect([choice?.survey.id, choice?.state.status, choice?.open]).toEqual(['mid-year', 'due', true]);
    expect(responseIdFor(choice!, 'u1', null)).toBe('mid-year_u1');
    const answered = [
      { survey_id: 'mid-year', window: 'main', status: 'submitted', event_id: null, kind: 'custom' },
    ] as SurveyResponse[];
    expect(chooseSurvey({ ...input, responses: answered, target: { id: 'mid-year' } })?.state.status).toBe('submitted');
    expect(chooseSurvey({ ...input, target: { id: 'nope' } })).toBeNull();
    const unpublished = { ...input, surveys: [{ ...custom, published: false }] };
    expect(chooseSurvey({ ...unpublished, target: { id: 'mid-year' } })).toBeNull();
  });

  it('edits the window’s own response of a per-event survey', () => {
    const choice = chooseSurvey({
      ...base,
      target: { kind: 'post_meeting' },
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
      target: { kind: 'checkin_makeup' },
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
        target: { kind: 'alumni' },
        surveys: [survey('k', 'kickoff')],
        responses: [],
        now: d('2026-03-10T00:00:00Z'),
      }),
    ).toBeNull();
  });
});
