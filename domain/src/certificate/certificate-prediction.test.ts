import { describe, expect, it } from 'vitest';
import { emptyActivityCounts } from './certificate.ts';
import {
  certificatePrediction,
  remainingEvents,
  stillNeededText,
  type RemainingSurvey,
} from './certificate-prediction.ts';
import { emptyRequirements } from './requirements.ts';
import type { CountedActivityType } from '../constants.ts';
import type { ActivityCounts, CalendarEvent, EngagementRequirements } from '../model.ts';

interface Mins extends Partial<Record<CountedActivityType, [min: number, max: number]>> {
  kickoff_response?: boolean;
  program_eval?: boolean;
}

function requirements(mins: Mins): EngagementRequirements {
  const all = emptyRequirements();
  for (const [type, value] of Object.entries(mins) as [keyof Mins, Mins[keyof Mins]][]) {
    if (typeof value === 'boolean') all[type].value = value;
    else if (value) Object.assign(all[type], { value_min: value[0], value_max: value[1] });
  }
  return all;
}
const counts = (overrides: Partial<ActivityCounts> = {}): ActivityCounts => ({
  ...emptyActivityCounts(),
  ...overrides,
});
const events = (spec: Partial<Record<CountedActivityType, number>>) =>
  (Object.entries(spec) as [CountedActivityType, number][]).flatMap(([activity, n]) =>
    Array.from({ length: n }, () => ({ activity })),
  );
const noSurveys: RemainingSurvey[] = [];

describe('certificatePrediction', () => {
  it('at risk when only attending everything left closes the gap (the issue’s example)', () => {
    // required 4 + 2 = 6, earned 2 + 1 = 3, gap 3. Left: 4 check-ins (room 4 - 2 = 2 → adds 2),
    // 2 office hours (room 1 → adds 1): reachable 3. 3 > 3/4 x 3 = 2.25: at risk.
    const prediction = certificatePrediction(
      requirements({ check_in: [4, 4], office_hours: [2, 2] }),
      counts({ check_in: 2, office_hours: 1 }),
      { events: events({ check_in: 4, office_hours: 2 }), surveys: noSurveys },
    );
    expect(prediction).toMatchObject({
      required: 6,
      earned: 3,
      percentage: 50,
      reachable: 3,
      status: 'at_risk',
      still_needed: { check_in: 2, office_hours: 1 },
    });
    expect(stillNeededText(prediction.still_needed)).toBe('2 more check-ins, 1 office hours');
  });

  it('on track when the gap is at most three quarters of what is left', () => {
    // gap 3; left 8 check-ins (room 8 - 2 = 6) and 3 office hours (room 1): reachable 7; 3 <= 5.25.
    const prediction = certificatePrediction(
      requirements({ check_in: [4, 8], office_hours: [2, 2] }),
      counts({ check_in: 2, office_hours: 1 }),
      { events: events({ check_in: 8, office_hours: 3 }), surveys: noSurveys },
    );
    expect(prediction).toMatchObject({
      status: 'on_track',
      reachable: 7,
      still_needed: { check_in: 2, office_hours: 1 },
    });
  });

  it('puts the boundary at exactly three quarters: gap 3 of 4 on track, 3 of 3 at risk', () => {
    const req = requirements({ check_in: [3, 4] });
    const four = certificatePrediction(req, counts(), { events: events({ check_in: 4 }), surveys: noSurveys });
    const three = certificatePrediction(req, counts(), { events: events({ check_in: 3 }), surveys: noSurveys });
    expect([four.reachable, four.status]).toEqual([4, 'on_track']);
    expect([three.reachable, three.status]).toEqual([3, 'at_risk']);
  });

  it('cannot qualify when nothing left can bring the missing reflections (no surveys yet)', () => {
    // required 2 + 3 = 5, earned 2, gap 3, reachable 0.
    const prediction = certificatePrediction(
      requirements({ check_in: [2, 2], reflection: [3, 3] }),
      counts({ check_in: 2 }),
      { events: events({ check_in: 5 }), surveys: noSurveys },
    );
    expect(prediction).toMatchObject({ status: 'cannot_qualify', reachable: 0, still_needed: { reflection: 3 } });
    expect(stillNeededText(prediction.still_needed)).toBe('3 more reflections');
  });

  it('when it cannot qualify, still lists what is needed, adding up to the gap', () => {
    // required 4 + 1 = 5, earned 0, gap 5; left 2 check-ins: reachable 2. Plan: the 2 left, the 2
    // check-ins nothing left can give, and the program evaluation.
    const prediction = certificatePrediction(requirements({ check_in: [4, 4], program_eval: true }), counts(), {
      events: events({ check_in: 2 }),
      surveys: noSurveys,
    });
    expect(prediction).toMatchObject({
      status: 'cannot_qualify',
      reachable: 2,
      still_needed: { check_in: 4, program_eval: 1 },
    });
    expect(stillNeededText(prediction.still_needed)).toBe('4 more check-ins, the program evaluation');
  });

  it('counts extra activities up to value_max toward the total, as section 9 does', () => {
    // check-ins 6 of min 4 (max 6): all 6 count. required 4 + 2 + 1 = 7, earned 6, gap 1: the
    // completion alone closes it, though no reflection is left. reachable 1, so at risk.
    const prediction = certificatePrediction(
      requirements({ check_in: [4, 6], reflection: [2, 2], completion: [1, 1] }),
      counts({ check_in: 6 }),
      { events: events({ check_in: 3, completion: 1 }), surveys: noSurveys },
    );
    expect(prediction).toMatchObject({
      required: 7,
      earned: 6,
      reachable: 1,
      status: 'at_risk',
      still_needed: { completion: 1 },
    });
  });

  it('plans shortfalls first, then extra activities of the first types with room (the demo peer’s case)', () => {
    // kickoff 1/1 done; check-ins 12 of 18 (max 22), 11 left; office hours 3 of 3 (max 6), 6 left;
    // reflections 0 of 3, none left; completion 0 of 1, 1 left; kickoff response done; program
    // evaluation required, none left. required 1+18+1+3+3+1+1 = 28, earned 1+12+3+1 = 17, gap 11.
    // Gains: check-ins min(11, 22-12) = 10, completion 1, office hours min(6, 6-3) = 3: reachable 14.
    // 11 > 3/4 x 14 = 10.5: at risk. Plan: 6 check-ins + 1 completion (shortfalls), then 4 more
    // check-ins (room up to 22) = 11.
    const prediction = certificatePrediction(
      requirements({
        kickoff: [1, 1],
        check_in: [18, 22],
        office_hours: [3, 6],
        reflection: [3, 3],
        completion: [1, 1],
        kickoff_response: true,
        program_eval: true,
      }),
      counts({ kickoff: 1, check_in: 12, office_hours: 3, kickoff_response: true }),
      { events: events({ check_in: 11, office_hours: 6, completion: 1 }), surveys: noSurveys },
    );
    expect(prediction).toMatchObject({
      required: 28,
      earned: 17,
      percentage: 61,
      reachable: 14,
      status: 'at_risk',
      still_needed: { check_in: 10, completion: 1 },
    });
    expect(stillNeededText(prediction.still_needed)).toBe('10 more check-ins, 1 completion');
  });

  it('takes a yes/no requirement from a remaining survey, once however many are open', () => {
    const req = requirements({ kickoff_response: true, check_in: [1, 1] });
    const prediction = certificatePrediction(req, counts({ check_in: 1 }), {
      events: [],
      surveys: [
        { id: 's1', activity: 'kickoff_response' },
        { id: 's2', activity: 'kickoff_response' },
      ],
    });
    // gap 1, reachable 1: at risk.
    expect(prediction).toMatchObject({ reachable: 1, status: 'at_risk', still_needed: { kickoff_response: 1 } });
    expect(prediction.left.kickoff_response).toBe(2);
    expect(stillNeededText(prediction.still_needed)).toBe('the kickoff response');
  });

  it('ignores events of a type whose value_min is 0, and yes/no types that are not required', () => {
    const prediction = certificatePrediction(requirements({ check_in: [2, 2], office_hours: [0, 5] }), counts(), {
      events: events({ check_in: 2, office_hours: 4 }),
      surveys: [{ id: 'eval', activity: 'program_eval' }],
    });
    expect(prediction).toMatchObject({ reachable: 2, status: 'at_risk', still_needed: { check_in: 2 } });
  });

  it('is complete when everything required is earned, and when nothing is required', () => {
    const done = certificatePrediction(
      requirements({ check_in: [2, 3], program_eval: true }),
      counts({ check_in: 3, program_eval: true }),
      {
        events: events({ check_in: 4 }),
        surveys: noSurveys,
      },
    );
    expect(done).toMatchObject({ required: 3, earned: 4, status: 'complete', still_needed: {} });
    const nothing = certificatePrediction(emptyRequirements(), counts({ check_in: 2 }), {
      events: [],
      surveys: noSurveys,
    });
    expect(nothing).toMatchObject({ required: 0, earned: 0, percentage: 0, status: 'complete', still_needed: {} });
  });
});

describe('remainingEvents', () => {
  const now = new Date('2026-03-01T17:00:00Z');
  const at = (iso: string) => new Date(iso);
  const event = (id: string, extra: Partial<CalendarEvent> = {}) => ({
    id,
    type: 'other' as const,
    activity: 'check_in' as CountedActivityType | null,
    cohorts: ['a'],
    end_date: at('2026-03-08T18:00:00Z'),
    ...extra,
  });

  it('keeps the peer’s cohorts’ counted events still open, not attended yet', () => {
    const list = [
      event('future'),
      event('registered'),
      event('attended'),
      event('other-cohort', { cohorts: ['b'] }),
      event('alumni', { cohorts: ['b', 'alumni'] }),
      event('deadline', { type: 'deadline' }),
      event('no-activity', { activity: null }),
      event('ended-30-min-ago', { end_date: at('2026-03-01T16:30:00Z') }),
      event('ended-an-hour-ago', { end_date: at('2026-03-01T16:00:00Z') }),
    ];
    const attendance = { registered: 'registered', attended: 'attended' } as const;
    expect(remainingEvents(list, ['a', 'alumni'], attendance, now).map((e) => e.id)).toEqual([
      'future',
      'registered',
      'alumni',
      'ended-30-min-ago',
    ]);
  });
});

describe('stillNeededText', () => {
  it('says "more" once, pluralises, names yes/no activities, in the tooltip’s order', () => {
    expect(
      stillNeededText({
        program_eval: 1,
        reflection: 1,
        check_in: 1,
        kickoff: 2,
        office_hours: 2,
        completion: 1,
        kickoff_response: 1,
      }),
    ).toBe(
      '2 more kickoffs, 1 check-in, 1 completion, 2 office hours, 1 reflection, the kickoff response, the program evaluation',
    );
    expect(stillNeededText({ program_eval: 1, check_in: 3 })).toBe('3 more check-ins, the program evaluation');
    expect(stillNeededText({})).toBe('');
  });
});
