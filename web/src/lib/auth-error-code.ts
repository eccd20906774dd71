/** The identity provider's error code ('auth/wrong-password' -> 'wrong-password'), or null. */
export function authErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return code.startsWith('auth/') ? code.slice('auth/'.length) : null;
}
