/** Spec section 9's certificate arithmetic and tooltip, type by type. */
import { describe, expect, it } from 'vitest';
import { certificateProgress, certificateTooltip, emptyActivityCounts } from './certificate.ts';
import { emptyRequirements } from './requirements.ts';
import { COUNTED_ACTIVITY_TYPES, type CountedActivityType } from '../constants.ts';
import type { ActivityCounts } from '../model.ts';

const counts = (overrides: Partial<ActivityCounts>): ActivityCounts => ({ ...emptyActivityCounts(), ...overrides });
function only(type: CountedActivityType, value_min: number, value_max: number) {
  const requirements = emptyRequirements();
  requirements[type] = { ...requirements[type], value_min, value_max };
  return requirements;
}

/** The tooltip's words of section 9, one and many. */
const WORDS: Record<CountedActivityType, [string, string]> = {
  kickoff: ['KickOff', 'KickOffs'],
  check_in: ['Check-In', 'Check-Ins'],
  completion: ['Completion', 'Completions'],
  office_hours: ['Office Hours', 'Office Hours'],
  reflection: ['Reflection', 'Reflections'],
};

describe.each(COUNTED_ACTIVITY_TYPES)('%s', (type) => {
  it('adds value_min to required and the count, capped at value_max, to earned', () => {
    // required 3; 2 done: 2/3 = 66.7 -> 67 %.
    expect(certificateProgress(only(type, 3, 5), counts({ [type]: 2 }))).toEqual({
      required: 3,
      earned: 2,
      percentage: 67,
    });
    // 7 done, capped at 5: 5/3 = 166.7 -> 167 % (the card shows the real figure, the bar stops at 100).
    expect(certificateProgress(only(type, 3, 5), counts({ [type]: 7 }))).toEqual({
      required: 3,
      earned: 5,
      percentage: 167,
    });
  });
  it('counts nothing while value_min is 0, however many are done', () => {
    expect(certificateProgress(only(type, 0, 5), counts({ [type]: 4 }))).toEqual({
      required: 0,
      earned: 0,
      percentage: 0,
    });
  });
  it('is pluralised in the tooltip', () => {
    const [one, many] = WORDS[type];
    expect(certificateTooltip(counts({ [type]: 1 }))).toBe(`1 ${one}`);
    expect(certificateTooltip(counts({ [type]: 2 }))).toBe(`2 ${many}`);
    expect(certificateTooltip(counts({ [type]: 0 }))).toBe('');
  });
});

describe.each([
  ['kickoff_response', 'Kickoff Response'],
  ['program_eval', 'Program Evaluation'],
] as const)('%s (yes/no)', (type, words) => {
  it('adds 1 to required when its value is true, and 1 to earned when done', () => {
    const requirements = emptyRequirements();
    requirements[type].value = true;
    expect(certificateProgress(requirements, counts({}))).toEqual({ required: 1, earned: 0, percentage: 0 });
    expect(certificateProgress(requirements, counts({ [type]: true }))).toEqual({
      required: 1,
      earned: 1,
      percentage: 100,
    });
  });
  it('adds nothing when not required, even when done (value_min and value_max play no part)', () => {
    const requirements = emptyRequirements();
    requirements[type] = { ...requirements[type], value: false, value_min: 4, value_max: 4 };
    expect(certificateProgress(requirements, counts({ [type]: true }))).toEqual({
      required: 0,
      earned: 0,
      percentage: 0,
    });
  });
  it('is named in the tooltip when done', () => {
    expect(certificateTooltip(counts({ [type]: true }))).toBe(words);
  });
});

describe('zero required', () => {
  it('is 0 %, whatever was done', () => {
    const all = counts({
      kickoff: 1,
      check_in: 9,
      completion: 1,
      office_hours: 2,
      reflection: 3,
      kickoff_response: true,
      program_eval: true,
    });
    expect(certificateProgress(emptyRequirements(), all)).toEqual({ required: 0, earned: 0, percentage: 0 });
  });
});

describe('rounding', () => {
  it('rounds half up: 1 of 8 is 12.5 -> 13 %, 1 of 3 is 33 %', () => {
    expect(certificateProgress(only('check_in', 8, 8), counts({ check_in: 1 })).percentage).toBe(13);
    expect(certificateProgress(only('check_in', 3, 3), counts({ check_in: 1 })).percentage).toBe(33);
  });
});
