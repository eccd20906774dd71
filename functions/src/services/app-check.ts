/**
 * App Check on the signed-in API (docs/deploy.md "App Check"): the verdict on a call's token, and
 * whether the mode refuses the call for it. Pure but for the token's verification, passed in.
 */
import type { AppCheckMode } from '../config/params.ts';

/** 'unchecked' when App Check is off; otherwise what the call's X-Firebase-AppCheck header is worth. */
export type AppCheckVerdict = 'unchecked' | 'verified' | 'missing' | 'invalid';

export async function appCheckVerdict(
  mode: AppCheckMode,
  token: string | undefined,
  verify: (token: string) => Promise<boolean>,
): Promise<AppCheckVerdict> {
  if (mode === 'off') return 'unchecked';
  if (!token) return 'missing';
  return (await verify(token)) ? 'verified' : 'invalid';
}

/** Only `enforce` refuses, and only a call whose token is missing or invalid. */
export const refusesCall = (mode: AppCheckMode, verdict: AppCheckVerdict) =>
  mode === 'enforce' && verdict !== 'verified';
