import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES as M, type AuthProblem, describeAuthError } from './auth-errors.ts';

describe('describeAuthError', () => {
  const cases: [code: string, expected: AuthProblem][] = [
    [
      'email-already-in-use',
      {
        field: 'email',
        message: 'An account with this e-mail already exists. Sign in instead, or reset your password.',
        severity: 'error',
      },
    ],
    ['invalid-credential', { field: 'password', message: 'The e-mail or password is not right.', severity: 'error' }],
    ['wrong-password', { field: 'password', message: 'The e-mail or password is not right.', severity: 'error' }],
    ['user-not-found', { field: 'email', message: 'There is no account with this e-mail.', severity: 'error' }],
    [
      'too-many-requests',
      { field: 'form', message: 'Too many attempts. Wait a few minutes, or reset your password.', severity: 'error' },
    ],
    [
      'user-token-expired',
      { field: 'form', message: 'Your session has expired. Please sign in again.', severity: 'error' },
    ],
    [
      'user-disabled',
      {
        field: 'form',
        message: 'This account has been disabled. Contact your program facilitator.',
        severity: 'error',
      },
    ],
    [
      'network-request-failed',
      { field: 'form', message: 'The network is unavailable. Check your connection and try again.', severity: 'error' },
    ],
    ['invalid-email', { field: 'email', message: M.invalidEmail, severity: 'error' }],
    ['missing-email', { field: 'email', message: M.missingEmail, severity: 'error' }],
    ['weak-password', { field: 'password', message: 'Choose a password of at least 6 characters.', severity: 'error' }],
    ['missing-password', { field: 'password', message: M.missingPassword, severity: 'error' }],
    ['popup-closed-by-user', { field: 'form', message: M.popupClosed, severity: 'info' }],
    ['cancelled-popup-request', { field: 'form', message: M.popupClosed, severity: 'info' }],
    ['popup-blocked', { field: 'form', message: M.popupBlocked, severity: 'error' }],
    ['account-exists-with-different-credential', { field: 'form', message: M.otherMethod, severity: 'error' }],
    ['invalid-action-code', { field: 'form', message: M.linkExpired, severity: 'error' }],
    ['expired-action-code', { field: 'form', message: M.linkExpired, severity: 'error' }],
    ['operation-not-allowed', { field: 'form', message: M.methodDisabled, severity: 'error' }],
  ];

  it.each(cases)('maps %s', (code, expected) => {
    expect(describeAuthError(code)).toEqual(expected);
  });

  it('treats the sign-in popup being closed as mild, unlike real failures', () => {
    expect(describeAuthError('popup-closed-by-user').severity).toBe('info');
    expect(describeAuthError('wrong-password').severity).toBe('error');
  });

  it.each([null, '', 'internal-error', 'some-future-code', 'toString', '__proto__', 'constructor'])(
    'falls back to a generic form-level message for %j',
    (code) => {
      expect(describeAuthError(code)).toEqual({
        field: 'form',
        message: 'Something went wrong. Please try again.',
        severity: 'error',
      });
    },
  );

  it('gives every message as a full sentence', () => {
    for (const message of Object.values(M)) expect(message).toMatch(/^[A-Z].*\.$/);
  });
});
