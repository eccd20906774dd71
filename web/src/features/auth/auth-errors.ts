/**
 * What to tell people when the identity provider refuses a request (spec section 8). Pure: takes
 * the provider's code as `authErrorCode` (lib/auth-error-code.ts) returns it ('wrong-password',
 * without the 'auth/' prefix), or null for an error that is not the provider's.
 */

/** Where the message belongs: under one field, or at the top of the form. */
export type AuthErrorField = 'email' | 'password' | 'form';

export interface AuthProblem {
  field: AuthErrorField;
  message: string;
  /** 'info' for something the person did on purpose (closing the Google window), else 'error'. */
  severity: 'error' | 'info';
}

export const AUTH_ERROR_MESSAGES = {
  emailInUse: 'An account with this e-mail already exists. Sign in instead, or reset your password.',
  badCredentials: 'The e-mail or password is not right.',
  noSuchUser: 'There is no account with this e-mail.',
  tooManyRequests: 'Too many attempts. Wait a few minutes, or reset your password.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  accountDisabled: 'This account has been disabled. Contact your program facilitator.',
  offline: 'The network is unavailable. Check your connection and try again.',
  invalidEmail: 'This is not a valid e-mail address. Check it for typing mistakes.',
  missingEmail: 'Enter your e-mail address.',
  weakPassword: 'Choose a password of at least 6 characters.',
  missingPassword: 'Enter your password.',
  popupClosed: 'The Google window was closed before signing in finished. Try again when you are ready.',
  popupBlocked: 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  otherMethod:
    'This e-mail already has an account that signs in another way. Use your password or an e-mailed sign-in link.',
  linkExpired: 'This link has expired or has already been used. Ask for a new one.',
  methodDisabled: 'This way of signing in is not available. Use another one, or contact your program facilitator.',
  unknown: 'Something went wrong. Please try again.',
} as const;

const M = AUTH_ERROR_MESSAGES;

const BY_CODE: Readonly<Record<string, Omit<AuthProblem, 'severity'> & { severity?: 'info' }>> = {
  'email-already-in-use': { field: 'email', message: M.emailInUse },
  'invalid-credential': { field: 'password', message: M.badCredentials },
  'invalid-login-credentials': { field: 'password', message: M.badCredentials },
  'wrong-password': { field: 'password', message: M.badCredentials },
  'user-not-found': { field: 'email', message: M.noSuchUser },
  'too-many-requests': { field: 'form', message: M.tooManyRequests },
  'user-token-expired': { field: 'form', message: M.sessionExpired },
  'requires-recent-login': { field: 'form', message: M.sessionExpired },
  'user-disabled': { field: 'form', message: M.accountDisabled },
  'network-request-failed': { field: 'form', message: M.offline },
  'invalid-email': { field: 'email', message: M.invalidEmail },
  'missing-email': { field: 'email', message: M.missingEmail },
  'weak-password': { field: 'password', message: M.weakPassword },
  'missing-password': { field: 'password', message: M.missingPassword },
  'popup-closed-by-user': { field: 'form', message: M.popupClosed, severity: 'info' },
  'cancelled-popup-request': { field: 'form', message: M.popupClosed, severity: 'info' },
  'user-cancelled': { field: 'form', message: M.popupClosed, severity: 'info' },
  'account-exists-with-different-credential': { field: 'form', message: M.otherMethod },
  'popup-blocked': { field: 'form', message: M.popupBlocked },
  'invalid-action-code': { field: 'form', message: M.linkExpired },
  'expired-action-code': { field: 'form', message: M.linkExpired },
  'operation-not-allowed': { field: 'form', message: M.methodDisabled },
};

/** The sentence for a provider error code and the field it concerns; unknown codes get a generic one. */
export function describeAuthError(code: string | null): AuthProblem {
  const known = code !== null && Object.hasOwn(BY_CODE, code) ? BY_CODE[code] : undefined;
  if (!known) return { field: 'form', message: M.unknown, severity: 'error' };
  return { severity: 'error', ...known };
}
