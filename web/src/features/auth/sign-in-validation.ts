/** Client-side checks of the sign-in form, before anything is sent to the identity provider. */

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// Deliberately loose: one @, something on each side, a dot in the domain. The identity provider
// has the final word; this only catches typing slips early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SIGN_IN_MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  passwordMissing: 'Enter your password.',
} as const;

/** What is wrong with a typed e-mail address (surrounding spaces ignored), or undefined. */
export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return SIGN_IN_MESSAGES.emailMissing;
  if (!EMAIL_SHAPE.test(trimmed)) return SIGN_IN_MESSAGES.emailInvalid;
  return undefined;
}

/** The message per field that is wrong; an empty object means the form may be submitted. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  // Passwords are not trimmed: spaces may be part of one. The provider enforces the policy.
  if (values.password === '') errors.password = SIGN_IN_MESSAGES.passwordMissing;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
