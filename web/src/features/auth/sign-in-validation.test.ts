import { describe, expect, it } from 'vitest';
import { emailProblem, hasErrors, SIGN_IN_MESSAGES, validateSignIn } from './sign-in-validation.ts';

describe('validateSignIn', () => {
  it('asks for both fields when the form is empty', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: SIGN_IN_MESSAGES.emailMissing,
      password: SIGN_IN_MESSAGES.passwordMissing,
    });
  });

  it('treats an email of only spaces as missing', () => {
    expect(validateSignIn({ email: '   ', password: 'x' }).email).toBe(SIGN_IN_MESSAGES.emailMissing);
  });

  it.each(['peer', 'peer@', '@example.com', 'peer@example', 'pe er@example.com', 'a@b@example.com'])(
    'rejects the malformed address %j',
    (email) => {
      expect(validateSignIn({ email, password: 'x' }).email).toBe(SIGN_IN_MESSAGES.emailInvalid);
    },
  );

  it.each(['peer@example.com', ' facilitator@mgh.harvard.edu ', 'first.last+tag@sub.example.org'])(
    'accepts the address %j',
    (email) => {
      expect(validateSignIn({ email, password: 'secret' })).toEqual({});
    },
  );

  it('accepts a password made of spaces, which the provider may allow', () => {
    expect(validateSignIn({ email: 'peer@example.com', password: '   ' })).toEqual({});
  });

  it('reports whether any field is wrong', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ password: SIGN_IN_MESSAGES.passwordMissing })).toBe(true);
  });
});

describe('emailProblem', () => {
  it('is undefined for a usable address and names the problem otherwise', () => {
    expect(emailProblem(' peer@example.com ')).toBeUndefined();
    expect(emailProblem('')).toBe(SIGN_IN_MESSAGES.emailMissing);
    expect(emailProblem('peer@')).toBe(SIGN_IN_MESSAGES.emailInvalid);
  });
});
