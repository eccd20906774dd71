import { describe, expect, it } from 'vitest';
import { profileCohortName } from './cohort-name.ts';

const user = { cohort_list: ['c1', 'c2'], cohort: ['Fall 2025', 'Spring 2026'] };

describe('profileCohortName', () => {
  it('finds the name parallel to the current cohort id', () => {
    expect(profileCohortName({ ...user, current_cohort: 'c2' })).toBe('Spring 2026');
  });

  it('is null without a current cohort, for an unknown id, or without a name', () => {
    expect(profileCohortName({ ...user, current_cohort: null })).toBeNull();
    expect(profileCohortName({ ...user, current_cohort: 'c9' })).toBeNull();
    expect(profileCohortName({ cohort_list: ['c1'], cohort: [], current_cohort: 'c1' })).toBeNull();
    expect(profileCohortName({ cohort_list: ['c1'], cohort: ['  '], current_cohort: 'c1' })).toBeNull();
  });
});
