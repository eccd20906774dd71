import { describe, expect, it } from 'vitest';
import { canReadCohort, canReadPerson, sharedCohortIds, staffesGroup } from './access.ts';

const peer = { id: 'p1', role: 'peer' as const, group_list: [], cohort_list: ['mgh-a'], alumni_community: false };
const alumnus = { ...peer, id: 'p2', alumni_community: true };
const facilitator = {
  id: 'f1',
  role: 'facilitator' as const,
  group_list: ['mgh'],
  cohort_list: [],
  alumni_community: false,
};
const admin = { id: 'a1', role: 'admin' as const, group_list: [], cohort_list: [], alumni_community: false };

describe('access', () => {
  it('adds the alumni cohort once for alumni-community members', () => {
    expect(sharedCohortIds(peer)).toEqual(['mgh-a']);
    expect(sharedCohortIds(alumnus)).toEqual(['mgh-a', 'alumni']);
    expect(sharedCohortIds({ cohort_list: ['alumni'], alumni_community: true })).toEqual(['alumni']);
  });
  it('gives facilitators their group_list and admins every group', () => {
    expect(staffesGroup(facilitator, 'mgh')).toBe(true);
    expect(staffesGroup(facilitator, 'harvard')).toBe(false);
    expect(staffesGroup(admin, 'harvard')).toBe(true);
    expect(staffesGroup(peer, 'mgh')).toBe(false);
  });
  it('lets peers read only the cohorts they share', () => {
    expect(canReadCohort(peer, { id: 'mgh-a', group: 'mgh' })).toBe(true);
    expect(canReadCohort(peer, { id: 'mgh-b', group: 'mgh' })).toBe(false);
    expect(canReadCohort(peer, { id: 'alumni', group: 'mgh' })).toBe(false);
    expect(canReadCohort(alumnus, { id: 'alumni', group: 'mgh' })).toBe(true);
    expect(canReadCohort(facilitator, { id: 'mgh-b', group: 'mgh' })).toBe(true);
    expect(canReadCohort(facilitator, { id: 'harvard-a', group: 'harvard' })).toBe(false);
  });
  it('lets a person read their own record and staff read people of their groups', () => {
    expect(canReadPerson(peer, { id: 'p1', group: ['mgh'] })).toBe(true);
    expect(canReadPerson(peer, { id: 'p9', group: ['mgh'] })).toBe(false);
    expect(canReadPerson(facilitator, { id: 'p9', group: ['mgh'] })).toBe(true);
    expect(canReadPerson(facilitator, { id: 'p9', group: ['harvard'] })).toBe(false);
    expect(canReadPerson(admin, { id: 'p9', group: ['harvard'] })).toBe(true);
  });
});
