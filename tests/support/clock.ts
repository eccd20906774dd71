/**
 * Firebase Auth counts sign-in and revocation times in whole seconds: a token is refused as revoked
 * when issued in or before the second of the revocation, and a new sign-in in the same second as
 * the last has the same auth_time. Tests that need "later" wait for the clock to reach the next
 * second after a known instant: the exact condition, not a guessed delay.
 */

/** A field of an ID token's payload, in whole seconds (iat, auth_time, exp). */
export function tokenSeconds(idToken: string, field: 'iat' | 'auth_time'): number {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, number>;
  return payload[field]!;
}

/** Resolves once the clock reads a later whole second than `seconds` (Unix time). */
export async function inSecondAfter(seconds: number): Promise<void> {
  const wait = (seconds + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
