import { describe, expect, it } from 'vitest';
import {
  classifySmtpFailure,
  finalMailError,
  MAIL_ATTEMPT_MAX_MS,
  MAIL_MAX_ATTEMPTS,
  mailRetryDecision,
  mailRetryDelayMs,
} from './mail-retry.ts';

describe('classifySmtpFailure', () => {
  it.each([
    ['connection refused', { code: 'ESOCKET', originalCode: 'ECONNREFUSED' }],
    ['connection reset', { code: 'ESOCKET', originalCode: 'ECONNRESET' }],
    ['connection closed mid-session', { code: 'ECONNECTION' }],
    ['a timeout', { code: 'ETIMEDOUT' }],
    ['a DNS failure', { code: 'EDNS', originalCode: 'EAI_AGAIN' }],
    ["Node's own code", { code: 'ECONNREFUSED' }],
    ['421 service not available', { code: 'ECONNECTION', responseCode: 421 }],
    ['450 mailbox busy', { code: 'EENVELOPE', responseCode: 450 }],
    ['451 local error', { code: 'EMESSAGE', responseCode: 451 }],
    ['452 storage', { code: 'EENVELOPE', responseCode: 452 }],
    ['454 auth temporarily unavailable', { code: 'EAUTH', responseCode: 454 }],
    ['503 bad sequence', { code: 'EPROTOCOL', responseCode: 503 }],
  ])('%s is temporary', (_name, failure) => {
    expect(classifySmtpFailure(failure)).toBe('temporary');
  });

  it.each([
    ['550 mailbox unavailable', { code: 'EENVELOPE', responseCode: 550 }],
    ['554 transaction failed', { code: 'EMESSAGE', responseCode: 554 }],
    ['535 bad credentials', { code: 'EAUTH', responseCode: 535 }],
    ['a 5xx reply that closed the connection', { code: 'ECONNECTION', responseCode: 554 }],
    ['a message nodemailer cannot build', { code: 'EMESSAGE' }],
    ['too many recipients', { code: 'EMAXRECIPIENTS' }],
    ['an error without a code', {}],
    ['a code of another kind', { code: 42 }],
  ])('%s is permanent', (_name, failure) => {
    expect(classifySmtpFailure(failure)).toBe('permanent');
  });
});

describe('mailRetryDelayMs', () => {
  it('doubles from 5 s up to 60 s at the middle of the jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((a) => mailRetryDelayMs(a, 0.5))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('stays within ±20 % whatever the random draw', () => {
    expect(mailRetryDelayMs(1, 0)).toBe(4_000);
    expect(mailRetryDelayMs(1, 1)).toBe(6_000);
    expect(mailRetryDelayMs(5, 0)).toBe(48_000);
    expect(mailRetryDelayMs(5, 1)).toBe(72_000);
    expect(mailRetryDelayMs(2, -3)).toBe(8_000);
    expect(mailRetryDelayMs(2, 7)).toBe(12_000);
  });

  it('waits between 108 s and 162 s in all before the last attempt: an outage of two minutes is ridden out', () => {
    const total = (random: number) =>
      Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => mailRetryDelayMs(i + 1, random)).reduce((a, b) => a + b);
    expect(total(0)).toBe(108_000);
    expect(total(0.5)).toBe(135_000);
    expect(total(1)).toBe(162_000);
  });
});

describe('mailRetryDecision', () => {
  const base = { now: 0, deadline: 270_000, random: 0.5 };

  it('retries a temporary failure with the backoff', () => {
    expect(mailRetryDecision({ ...base, attempt: 1, kind: 'temporary' })).toEqual({ retry: true, delayMs: 5_000 });
    expect(mailRetryDecision({ ...base, attempt: 3, kind: 'temporary' })).toEqual({ retry: true, delayMs: 20_000 });
  });

  it('never retries a permanent failure', () => {
    expect(mailRetryDecision({ ...base, attempt: 1, kind: 'permanent' })).toEqual({ retry: false, reason: 'refused' });
  });

  it('stops at the limit', () => {
    expect(mailRetryDecision({ ...base, attempt: MAIL_MAX_ATTEMPTS - 1, kind: 'temporary' }).retry).toBe(true);
    expect(mailRetryDecision({ ...base, attempt: MAIL_MAX_ATTEMPTS, kind: 'temporary' })).toEqual({
      retry: false,
      reason: `gave up after ${MAIL_MAX_ATTEMPTS} attempts`,
    });
  });

  it('stops when the wait and one more attempt would pass the deadline', () => {
    const now = base.deadline - MAIL_ATTEMPT_MAX_MS - 40_000;
    expect(mailRetryDecision({ ...base, now, attempt: 4, kind: 'temporary' }).retry).toBe(true); // 40 s: just fits
    expect(mailRetryDecision({ ...base, now: now + 1, attempt: 4, kind: 'temporary' })).toEqual({
      retry: false,
      reason: 'gave up after 4 attempts (out of time)',
    });
  });

  it('the whole schedule fits in a 300 s function with a 30 s margin, at the slowest draw, when attempts fail fast', () => {
    let now = 0;
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      const decision = mailRetryDecision({ attempt, kind: 'temporary', now, deadline: 270_000, random: 1 });
      expect(decision.retry).toBe(true);
      if (decision.retry) now += decision.delayMs + 1_000;
    }
  });
});

describe('finalMailError', () => {
  it("keeps a refusal's reply as it is and says why retrying stopped", () => {
    expect(finalMailError('550 no such user', { retry: false, reason: 'refused' })).toBe('550 no such user');
    expect(finalMailError('connect ECONNREFUSED', { retry: false, reason: 'gave up after 6 attempts' })).toBe(
      'connect ECONNREFUSED (gave up after 6 attempts)',
    );
  });
});
