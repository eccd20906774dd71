import { useCallback, useState } from 'react';
import { authErrorCode } from '../../lib/auth-error-code.ts';
import { type AuthProblem, describeAuthError } from './auth-errors.ts';

export interface AuthRequest {
  /** True from the call until it settles. */
  pending: boolean;
  /** What went wrong with the last call, in words, until cleared or retried. */
  problem: AuthProblem | null;
  clearProblem: () => void;
  /**
   * Runs a call to the identity provider; resolves to null on success, else to the problem (it
   * never rejects). `ignore` lists codes that count as success, such as 'user-not-found' for a
   * password reset that must not reveal whether an account exists.
   */
  run: (call: () => Promise<void>, ignore?: readonly string[]) => Promise<AuthProblem | null>;
}

/** The pending flag and mapped error of one form's requests to the identity provider. */
export function useAuthRequest(): AuthRequest {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<AuthProblem | null>(null);

  const run = useCallback(async (call: () => Promise<void>, ignore: readonly string[] = []) => {
    setPending(true);
    setProblem(null);
    try {
      await call();
      return null;
    } catch (error) {
      const code = authErrorCode(error);
      if (code !== null && ignore.includes(code)) return null;
      // Unexpected failures keep their details for whoever opens the console.
      if (code === null) console.error(error);
      const found = describeAuthError(code);
      setProblem(found);
      return found;
    } finally {
      setPending(false);
    }
  }, []);

  const clearProblem = useCallback(() => setProblem(null), []);
  return { pending, problem, clearProblem, run };
}
