import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import { createCohortBody, newCohortId, renamedCohortNames, updateCohortBody } from './group-settings-cohorts.ts';

const START = '2027-01-15T09:00:00-05:00';
const END = '2027-12-15T17:00:00-05:00';

describe('cohort bodies', () => {
  const errorOf = (schema: typeof createCohortBody | typeof updateCohortBody, body: unknown) => {
    const result = schema.safeParse(body);
    return result.success ? null : describeIssues(result.error);
  };
  it('takes a cohort with its dates, and any of the three changes', () => {
    expect(createCohortBody.parse({ group: 'mgh', name: ' MGH 2027 ', start_date: START, end_date: END })).toEqual({
      group: 'mgh',
      name: 'MGH 2027',
      start_date: new Date(START),
      end_date: new Date(END),
    });
    expect(updateCohortBody.parse({ name: 'New' })).toEqual({ name: 'New' });
    expect(updateCohortBody.parse({})).toEqual({});
  });
  it.each([
    [{ name: '' }, 'name: must not be empty'],
    [{ name: 'x'.repeat(81) }, 'name: must be at most 80 characters'],
    [{ start_date: '2027-01-15' }, 'start_date: must be a date like'],
    [{ end_date: '2027-02-30T09:00:00-05:00' }, 'end_date: is not a real date and time'],
    [{ end_date: '2027-01-14T09:00:00-05:00' }, 'end_date: must not be before start_date'],
    [{ alumni: true }, 'alumni'],
  ])('refuses %j naming the field', (change, message) => {
    const body = { group: 'mgh', name: 'A', start_date: START, end_date: END, ...change };
    expect(errorOf(createCohortBody, body)).toContain(message);
  });
});

describe('newCohortId', () => {
  it('slugs the name, prefixes the group, and avoids taken ids', () => {
    expect(newCohortId('mgh', 'MGH 2027 Cohort A', new Set())).toBe('mgh-2027-cohort-a');
    expect(newCohortId('harvard', 'Spring 2027', new Set())).toBe('harvard-spring-2027');
    expect(newCohortId('mgh', 'Spring', new Set(['mgh-spring', 'mgh-spring-2']))).toBe('mgh-spring-3');
    expect(newCohortId('mgh', '!!!', new Set())).toBe('mgh-cohort');
    expect(newCohortId('mgh', 'Équipe été', new Set())).toBe('mgh-equipe-ete');
  });
});

describe('renamedCohortNames', () => {
  it('rewrites the name parallel to the id, and nothing for others or the same name', () => {
    const person = { cohort: ['Alumni', 'Old A'], cohort_list: ['alumni', 'mgh-a'] };
    expect(renamedCohortNames(person, 'mgh-a', 'New A')).toEqual(['Alumni', 'New A']);
    expect(renamedCohortNames(person, 'mgh-b', 'New B')).toBeNull();
    expect(renamedCohortNames(person, 'mgh-a', 'Old A')).toBeNull();
    // A missing name (a broken copy) is filled rather than shifted.
    expect(renamedCohortNames({ cohort: [], cohort_list: ['x', 'mgh-a'] }, 'mgh-a', 'A')).toEqual(['', 'A']);
  });
});
