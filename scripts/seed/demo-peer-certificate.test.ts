/**
 * The demo peer's certificate progress, tooltip and prediction, computed by hand from the demo data
 * (issue 9, done-when 2); tests/e2e/certificate-progress.test.ts checks the home shows the same.
 * Any time of day: no counted event of the demo falls on "today" (program.ts).
 */
import {
  certificatePrediction,
  certificateTooltip,
  editableRequirements,
  remainingEvents,
  remainingSurveys,
  sharedCohortIds,
  stillNeededText,
} from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';

describe.each(['T03:00:00Z', 'T15:30:00Z', 'T23:59:00Z'])('demo-peer’s certificate on a day at %s', (time) => {
  const now = new Date(`2026-11-23${time}`);
  const data = buildDemoData(now);
  const peer = data.users.find((u) => u.id === 'demo-peer')!;
  const activities = data.activities.find((a) => a.user_id === 'demo-peer')!;
  const requirements = editableRequirements(
    data.settings.find((s) => s.group === 'mgh')!.certificate.engagement_requirements,
  );

  it('matches the hand computation', () => {
    // MGH: kickoff 1 (max 1), check-ins 18 (max 22), office hours 3 (max 6), reflections 3 (max 3),
    // completion 1 (max 1), kickoff response and program evaluation required: required 28.
    expect(requirements.check_in).toMatchObject({ value_min: 18, value_max: 22 });
    // Jordan Rivera attended the kickoff, 12 check-ins (1-3, 6-14), 3 office hours, and sent the
    // kickoff response.
    expect(activities).toMatchObject({
      kickoff: 1,
      check_in: 12,
      office_hours: 3,
      reflection: 0,
      completion: 0,
      kickoff_response: true,
      program_eval: false,
    });
    expect(certificateTooltip(activities)).toBe('1 KickOff, 12 Check-Ins, 3 Office Hours, Kickoff Response');
    // Left: check-ins 15-25, office hours 8-13, the completion.
    const left = remainingEvents(data.events, sharedCohortIds(peer), activities.attendance, now);
    expect(left.map((e) => e.id).sort()).toEqual(
      [
        ...Array.from({ length: 11 }, (_, i) => `mgh-2026-a-check-in-${String(15 + i)}`),
        ...Array.from({ length: 6 }, (_, i) => `mgh-office-hours-${String(8 + i).padStart(2, '0')}`),
        'mgh-2026-a-completion',
      ].sort(),
    );
    // Left to submit: the make-ups of the missed check-ins 4 and 5 (late at night also the
    // coaching drop-in day that has just ended, which the make-up survey counts as a check-in:
    // check-ins are capped below anyway), the third reflection, the program evaluation
    // (scripts/seed/surveys.ts).
    const cohorts = sharedCohortIds(peer);
    const surveys = remainingSurveys({
      surveys: data.surveys,
      responses: data.surveyResponses.filter((r) => r.user_id === peer.id),
      sharedCohorts: cohorts,
      calendars: Object.fromEntries(cohorts.map((c) => [c, data.events.filter((e) => e.cohorts.includes(c))])),
      attendance: activities.attendance,
      now,
    });
    expect(surveys.filter((s) => s.activity !== 'check_in').map((s) => s.id)).toEqual([
      'mgh-2026-a-reflection/mgh-2026-a-deadline-reflection-3',
      'mgh-2026-a-program-eval/main',
    ]);
    expect(surveys.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'mgh-2026-a-checkin-makeup/mgh-2026-a-check-in-04',
        'mgh-2026-a-checkin-makeup/mgh-2026-a-check-in-05',
      ]),
    );
    // earned 1 + 12 + 3 + 1 = 17, 17/28 = 61 %; gap 11; reachable check-ins min(11 + 2, 10) = 10,
    // office hours 3, completion 1, reflection 1, evaluation 1 = 16; 11 <= 12: on track.
    const prediction = certificatePrediction(requirements, activities, { events: left, surveys });
    expect(prediction).toMatchObject({
      required: 28,
      earned: 17,
      percentage: 61,
      reachable: 16,
      status: 'on_track',
      still_needed: { check_in: 8, completion: 1, reflection: 1, program_eval: 1 },
    });
    expect(stillNeededText(prediction.still_needed)).toBe(
      '8 more check-ins, 1 completion, 1 reflection, the program evaluation',
    );
  });
});
