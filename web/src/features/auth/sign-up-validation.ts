/** Client-side checks of the sign-up form. The identity provider enforces the real password policy. */
import { emailProblem } from './sign-in-validation.ts';

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** The provider's default minimum (spec section 5); a stricter project policy still wins server-side. */
export const MIN_PASSWORD_LENGTH = 6;

export const SIGN_UP_MESSAGES = {
  passwordMissing: 'Choose a password.',
  passwordTooShort: `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`,
  confirmMissing: 'Type the password again.',
  confirmMismatch: 'The two passwords are not the same.',
} as const;

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  // Counted in characters as people see them, so an emoji counts once.
  const length = [...values.password].length;
  if (length === 0) errors.password = SIGN_UP_MESSAGES.passwordMissing;
  else if (length < MIN_PASSWORD_LENGTH) errors.password = SIGN_UP_MESSAGES.passwordTooShort;
  if (values.confirmPassword === '') errors.confirmPassword = SIGN_UP_MESSAGES.confirmMissing;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = SIGN_UP_MESSAGES.confirmMismatch;
  return errors;
}
