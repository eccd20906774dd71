import type { User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { currentCohortName } from './selectors.ts';

const user = { current_cohort: 'mgh-a', cohort_list: ['mgh-b', 'mgh-a'], cohort: ['MGH B', 'MGH A'] } as User;

describe('currentCohortName', () => {
  it("prefers the staff's loaded cohorts, then the profile's own names", () => {
    expect(currentCohortName({ user, cohorts: [{ id: 'mgh-a', name: 'MGH 2026 A' } as never] })).toBe('MGH 2026 A');
    expect(currentCohortName({ user, cohorts: [] })).toBe('MGH A');
  });
  it('is null without a user, a current cohort or a name for it', () => {
    expect(currentCohortName({ user: null, cohorts: [] })).toBeNull();
    expect(currentCohortName({ user: { ...user, current_cohort: null }, cohorts: [] })).toBeNull();
    expect(currentCohortName({ user: { ...user, current_cohort: 'other' }, cohorts: [] })).toBeNull();
  });
});
