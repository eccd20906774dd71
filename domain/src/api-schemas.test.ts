import { describe, expect, it } from 'vitest';
import {
  describeIssues,
  eventsQuery,
  markAttendanceBody,
  settingQuery,
  userInfoBody,
  userQuery,
} from './api-schemas.ts';

function problem(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return describeIssues(result.error as Parameters<typeof describeIssues>[0]);
}

describe('API schemas', () => {
  it('turns a single query value and repeated values into arrays', () => {
    expect(eventsQuery.parse({ shared_cohorts: 'a' })).toEqual({ shared_cohorts: ['a'] });
    expect(eventsQuery.parse({ shared_cohorts: ['a', 'b'] })).toEqual({ shared_cohorts: ['a', 'b'] });
  });
  it('names the missing, empty or unknown field', () => {
    expect(problem(userQuery, {})).toBe('id: is required');
    expect(problem(userQuery, { id: '  ' })).toBe('id: must not be empty');
    expect(problem(userQuery, { id: 'x', extra: '1' })).toBe('extra: unknown field');
    expect(problem(settingQuery, { group: 'mgh', setting: 'colours' })).toMatch(/^setting: /);
  });
  it('checks user_info values against the key', () => {
    expect(userInfoBody.parse({ id: 'u1', key: 'tutorial', value: true })).toEqual({
      id: 'u1',
      key: 'tutorial',
      value: true,
    });
    expect(problem(userInfoBody, { id: 'u1', key: 'tutorial', value: 'yes' })).toMatch(/^value: /);
    expect(problem(userInfoBody, { id: 'u1', key: 'role', value: 'admin' })).toMatch(
      /^key: must be one of last_login, tutorial/,
    );
  });
});

describe('describeIssues for lists', () => {
  it('says a missing list parameter is required', () => {
    expect(problem(eventsQuery, {})).toBe('shared_cohorts: is required');
  });
});

describe('describeIssues for values of the wrong type', () => {
  it('says what the field must be, not that it is missing', () => {
    const result = markAttendanceBody.safeParse({ event_id: 5, user_id: ['a'], status: 'attended' });
    expect(result.success).toBe(false);
    const message = describeIssues(result.error!);
    expect(message).toContain('event_id: must be a string');
    expect(message).toContain('user_id: must be a string');
    expect(message).not.toContain('is required');
  });

  it('says a list given as a number is not valid', () => {
    const result = eventsQuery.safeParse({ shared_cohorts: 3 });
    expect(describeIssues(result.error!)).toBe('shared_cohorts: is not valid');
  });
});
