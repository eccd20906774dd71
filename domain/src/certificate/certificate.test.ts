import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../constants.ts';
import {
  averageCertificatePercentage,
  certificateProgress,
  certificateTooltip,
  emptyActivityCounts,
  isCertificateComplete,
} from './certificate.ts';
import type { EngagementRequirements } from '../model.ts';

function requirements(
  overrides: Partial<Record<string, { value_min?: number; value_max?: number; value?: string | boolean }>>,
) {
  const all = {} as EngagementRequirements;
  for (const type of ACTIVITY_TYPES) {
    const boolean = type === 'kickoff_response' || type === 'program_eval';
    all[type] = {
      value_min: 0,
      value_max: 0,
      value: boolean ? false : '',
      user_note: '',
      title: type,
      ...overrides[type],
    };
  }
  return all;
}

describe('certificateProgress', () => {
  it('is 0 % when nothing is required', () => {
    expect(certificateProgress(requirements({}), { ...emptyActivityCounts(), check_in: 4 })).toEqual({
      required: 0,
      earned: 0,
      percentage: 0,
    });
  });
  it('sums value_min plus one per required yes/no type, caps each count at value_max', () => {
    const req = requirements({
      kickoff: { value_min: 1, value_max: 1 },
      check_in: { value_min: 4, value_max: 6 },
      office_hours: { value_min: 2, value_max: 2 },
      program_eval: { value: true },
      kickoff_response: { value: true },
    });
    const counts = { ...emptyActivityCounts(), kickoff: 3, check_in: 2, office_hours: 5, kickoff_response: true };
    // required 1 + 4 + 2 + 1 + 1 = 9; earned min(3,1) + 2 + min(5,2) + 1 = 6; 6/9 = 66.7 %
    expect(certificateProgress(req, counts)).toEqual({ required: 9, earned: 6, percentage: 67 });
  });
  it('ignores counts of types whose value_min is 0, and yes/no types that are not required', () => {
    const req = requirements({ check_in: { value_min: 2, value_max: 2 }, reflection: { value_min: 0, value_max: 5 } });
    const counts = { ...emptyActivityCounts(), check_in: 1, reflection: 5, program_eval: true };
    expect(certificateProgress(req, counts)).toEqual({ required: 2, earned: 1, percentage: 50 });
  });
});

describe('certificateTooltip', () => {
  it('lists what is done, comma-separated and pluralised', () => {
    const counts = {
      ...emptyActivityCounts(),
      kickoff: 1,
      check_in: 3,
      office_hours: 1,
      completion: 2,
      reflection: 1,
      kickoff_response: true,
      program_eval: true,
    };
    expect(certificateTooltip(counts)).toBe(
      '1 KickOff, 3 Check-Ins, 2 Completions, 1 Office Hours, 1 Reflection, Kickoff Response, Program Evaluation',
    );
  });
  it('is empty when nothing is done', () => {
    expect(certificateTooltip(emptyActivityCounts())).toBe('');
  });
});

describe('isCertificateComplete', () => {
  it('needs every required activity, however the percentage rounds', () => {
    expect(isCertificateComplete({ earned: 199, required: 200 })).toBe(false);
    expect(isCertificateComplete({ earned: 200, required: 200 })).toBe(true);
    expect(isCertificateComplete({ earned: 7, required: 4 })).toBe(true);
  });
});

describe('averageCertificatePercentage', () => {
  it('caps each peer at 100 % before averaging, and is null for nobody', () => {
    expect(averageCertificatePercentage([150, 50])).toBe(75);
    expect(averageCertificatePercentage([33, 34])).toBe(34);
    expect(averageCertificatePercentage([])).toBeNull();
  });
});
