/**
 * App Check (issue 24, docs/deploy.md "App Check"): proves requests come from this app. Started
 * only when the build is configured for it, and then loaded on its own (the home's first paint
 * does not wait for it):
 * - production: reCAPTCHA Enterprise, with the site key of `VITE_APP_CHECK_SITE_KEY`;
 * - the emulators: a debug provider that hands out `VITE_APP_CHECK_DEBUG_TOKEN` as the token (the
 *   emulators cannot reach App Check's exchange service, so the API on the emulators accepts that
 *   token as it is; functions/src/http/app-check.ts).
 * Once started, Firestore and Auth attach the token to their requests by themselves, and the API
 * client asks for it here (`appCheckHeaders`).
 */
import type { FirebaseApp } from 'firebase/app';

/** How long the debug provider's token is good for, as the SDK is told (it refreshes before). */
const DEBUG_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AppCheckConfig {
  siteKey?: string | undefined;
  /** Used on the emulators only. */
  debugToken?: string | undefined;
}

let tokenOf: Promise<() => Promise<string>> | null = null;

export function startAppCheck(app: FirebaseApp, { siteKey, debugToken }: AppCheckConfig): void {
  if (!siteKey && !debugToken) return;
  tokenOf = import('firebase/app-check').then(
    ({ CustomProvider, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
      const provider = debugToken
        ? new CustomProvider({
            getToken: () => Promise.resolve({ token: debugToken, expireTimeMillis: Date.now() + DEBUG_TOKEN_TTL_MS }),
          })
        : new ReCaptchaEnterpriseProvider(siteKey!);
      const appCheck = initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
      return async () => (await getToken(appCheck)).token;
    },
  );
}

/** The App Check header of an API call, or none when App Check is off or has no token (the API decides). */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!tokenOf) return {};
  try {
    return { 'x-firebase-appcheck': await (await tokenOf)() };
  } catch {
    return {};
  }
}
