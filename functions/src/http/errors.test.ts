import { describe, expect, it } from 'vitest';
import { conflict, invalidInput, notAllowed, notFound, tooOften } from '../services/errors.ts';
import { forbidden, httpErrorOf } from './errors.ts';

describe('httpErrorOf', () => {
  it.each([
    [invalidInput('title: is required'), 400],
    [notAllowed('Only the facilitators of mgh may see its audit log'), 403],
    [notFound('No event e1'), 404],
    [conflict('The round was published meanwhile'), 409],
  ])('answers a service refusal with its status and message (%s)', (refusal, status) => {
    const answer = httpErrorOf(refusal);
    expect(answer).toMatchObject({ status, message: refusal.message });
    expect(answer?.headers).toEqual({});
  });

  it('answers "too often" with 429 and when to try again, in whole seconds', () => {
    expect(httpErrorOf(tooOften('Wait a minute', 12.2))).toMatchObject({
      status: 429,
      message: 'Wait a minute',
      headers: { 'retry-after': '13' },
    });
  });

  it("keeps a route's own HTTP error, and leaves anything else to the 500 handler", () => {
    const own = forbidden('This call is for admin accounts only');
    expect(httpErrorOf(own)).toBe(own);
    expect(httpErrorOf(new Error('boom'))).toBeNull();
    expect(httpErrorOf({ status: 400 })).toBeNull();
  });
});
