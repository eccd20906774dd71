import { describe, expect, it } from 'vitest';
import { reviveApiDates } from '@peer-coaching/domain';
import { idTokenOf, toQueryString } from './api-format.ts';

describe('toQueryString', () => {
  it('repeats keys for arrays, without indices', () => {
    expect(toQueryString({ shared_cohorts: ['mgh-a', 'alumni'], group: 'mgh' })).toBe(
      '?shared_cohorts=mgh-a&shared_cohorts=alumni&group=mgh',
    );
  });
  it('skips undefined values and is empty without params', () => {
    expect(toQueryString({ id: undefined })).toBe('');
    expect(toQueryString()).toBe('');
  });
});

describe('reviveApiDates', () => {
  it('turns API dates into the same instant and leaves other strings alone', () => {
    const parsed = JSON.parse('{"start_date":"2026-03-09T10:00:00-04:00","title":"2026"}', reviveApiDates);
    expect(parsed.start_date).toEqual(new Date('2026-03-09T14:00:00Z'));
    expect(parsed.title).toBe('2026');
  });
});

describe('idTokenOf', () => {
  it("raises 'No user is logged in.' without a signed-in person", async () => {
    await expect(idTokenOf(null)).rejects.toThrow('No user is logged in.');
  });
  it("returns the person's token", async () => {
    await expect(idTokenOf({ getIdToken: async () => 'token-1' })).resolves.toBe('token-1');
  });
});
