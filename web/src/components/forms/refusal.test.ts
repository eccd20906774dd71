import type { ApiRefusal } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { refusalMessage, retryAfterOf } from './refusal.ts';

/** An error as the API client throws it: the answer's status and, for a 429, Retry-After. */
const answered = (status: number, message: string, retryAfterSeconds: number | null = null) =>
  Object.assign(new Error(message), { status, retryAfterSeconds } satisfies ApiRefusal);

describe('refusalMessage', () => {
  it("gives a 4xx answer's message and nothing for a server error, a lost connection or a non-error", () => {
    expect(refusalMessage(answered(400, 'title: is required'))).toBe('title: is required');
    expect(refusalMessage(answered(409, 'Published meanwhile'))).toBe('Published meanwhile');
    expect(refusalMessage(answered(500, 'Internal server error'))).toBeNull();
    expect(refusalMessage(answered(0, 'The server could not be reached.'))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
    expect(refusalMessage({ status: 400, message: 'not an Error' })).toBeNull();
    expect(refusalMessage(null)).toBeNull();
  });
});

describe('retryAfterOf', () => {
  it('gives the seconds of a 429 that says them, and null otherwise', () => {
    expect(retryAfterOf(answered(429, 'Once an hour', 1800))).toBe(1800);
    expect(retryAfterOf(answered(429, 'Too many', null))).toBeNull();
    expect(retryAfterOf(answered(400, 'Bad', 30))).toBeNull();
    expect(retryAfterOf(undefined)).toBeNull();
  });
});
