import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from './sign-in-validation.ts';
import { MIN_PASSWORD_LENGTH, SIGN_UP_MESSAGES, validateSignUp } from './sign-up-validation.ts';

const valid = { email: 'new.peer@example.com', password: 'secret', confirmPassword: 'secret' };

describe('validateSignUp', () => {
  it('accepts a well-formed form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('asks for every field when the form is empty', () => {
    expect(validateSignUp({ email: '', password: '', confirmPassword: '' })).toEqual({
      email: SIGN_IN_MESSAGES.emailMissing,
      password: SIGN_UP_MESSAGES.passwordMissing,
      confirmPassword: SIGN_UP_MESSAGES.confirmMissing,
    });
  });

  it('checks the e-mail shape as sign-in does', () => {
    expect(validateSignUp({ ...valid, email: 'new.peer@example' }).email).toBe(SIGN_IN_MESSAGES.emailInvalid);
    expect(validateSignUp({ ...valid, email: '  new.peer@example.com ' })).toEqual({});
  });

  it('uses the provider default minimum of 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(SIGN_UP_MESSAGES.passwordTooShort).toBe('Choose a password of at least 6 characters.');
    expect(validateSignUp({ ...valid, password: '12345', confirmPassword: '12345' }).password).toBe(
      SIGN_UP_MESSAGES.passwordTooShort,
    );
    expect(validateSignUp({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('counts characters, not UTF-16 units', () => {
    const fiveEmoji = '🙂🙂🙂🙂🙂';
    expect(validateSignUp({ ...valid, password: fiveEmoji, confirmPassword: fiveEmoji }).password).toBe(
      SIGN_UP_MESSAGES.passwordTooShort,
    );
  });

  it('requires the confirmation to match exactly, spaces included', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'Secret' }).confirmPassword).toBe(
      SIGN_UP_MESSAGES.confirmMismatch,
    );
    expect(validateSignUp({ ...valid, confirmPassword: 'secret ' }).confirmPassword).toBe(
      SIGN_UP_MESSAGES.confirmMismatch,
    );
  });

  it('asks for the confirmation even when the password itself is missing', () => {
    expect(validateSignUp({ ...valid, password: '', confirmPassword: 'secret' })).toEqual({
      password: SIGN_UP_MESSAGES.passwordMissing,
      confirmPassword: SIGN_UP_MESSAGES.confirmMismatch,
    });
  });
});
