import {
  ACTIVITY_TYPES,
  type ActivityCounts,
  emptyActivityCounts,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { certificateSummary, earnedText, NOTHING_DONE, progressBarValue } from './certificate-summary.ts';

function requirements(
  mins: Partial<Record<(typeof ACTIVITY_TYPES)[number], number | boolean>>,
): EngagementRequirements {
  const all = {} as EngagementRequirements;
  for (const type of ACTIVITY_TYPES) {
    const wanted = mins[type];
    all[type] = {
      value_min: typeof wanted === 'number' ? wanted : 0,
      value_max: typeof wanted === 'number' ? wanted + 2 : 0,
      value: typeof wanted === 'boolean' ? wanted : '',
      user_note: '',
      title: type,
    };
  }
  return all;
}

const nine = requirements({ kickoff: 1, check_in: 4, reflection: 2, program_eval: true, kickoff_response: true });
const counts = (overrides: Partial<ActivityCounts>): ActivityCounts => ({ ...emptyActivityCounts(), ...overrides });

describe('certificateSummary', () => {
  it('is unavailable without requirements', () => {
    expect(certificateSummary(null, counts({ kickoff: 1 }))).toEqual({ kind: 'unavailable' });
  });

  it('says so when nothing is required', () => {
    expect(certificateSummary(requirements({}), counts({ kickoff: 1 }))).toEqual({ kind: 'nothing-required' });
  });

  it('shows earned of required, the percentage and what was done', () => {
    expect(certificateSummary(nine, counts({ kickoff: 1, check_in: 3, kickoff_response: true }))).toEqual({
      kind: 'progress',
      percentage: 56,
      barValue: 56,
      earnedText: '5 of 9 activities',
      doneText: 'Done: 1 KickOff, 3 Check-Ins, Kickoff Response',
      complete: false,
    });
  });

  it('treats missing counts as nothing done yet', () => {
    expect(certificateSummary(nine, null)).toEqual({
      kind: 'progress',
      percentage: 0,
      barValue: 0,
      earnedText: '0 of 9 activities',
      doneText: NOTHING_DONE,
      complete: false,
    });
  });

  it('keeps the real percentage above 100 but clamps the bar', () => {
    // check_in may count up to value_max (6) against a value_min of 4.
    const summary = certificateSummary(requirements({ check_in: 4 }), counts({ check_in: 6 }));
    expect(summary).toMatchObject({ percentage: 150, barValue: 100, earnedText: '6 of 4 activities', complete: true });
  });

  it('is complete only when every required activity is earned, not when the rounding says 100', () => {
    // 199 of 200 rounds to 100 %.
    const many = requirements({ check_in: 199, program_eval: true });
    expect(certificateSummary(many, counts({ check_in: 199 }))).toMatchObject({ percentage: 100, complete: false });
    expect(certificateSummary(many, counts({ check_in: 199, program_eval: true }))).toMatchObject({ complete: true });
  });
});

describe('progressBarValue and earnedText', () => {
  it('clamps to 0..100', () => {
    expect([progressBarValue(-5), progressBarValue(42), progressBarValue(130)]).toEqual([0, 42, 100]);
  });

  it('uses the singular for one required activity', () => {
    expect(earnedText(0, 1)).toBe('0 of 1 activity');
    expect(earnedText(2, 3)).toBe('2 of 3 activities');
  });
});
