/**
 * Which Firebase project a web build talks to (VITE_FIREBASE_*, from web/.env.<mode>). The demo
 * build (`--mode demo`, what `npm start` and `npm test` serve) and the dev server use the demo
 * project, which only exists on the emulators. Any other build is for a real project: it must name
 * one, and a demo project there would send every visitor to emulators on their own machine.
 */
export const FIREBASE_CONFIG_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

export const DEMO_MODES = new Set(['demo', 'development', 'test']);

/** What is wrong with a build's Firebase settings, or nothing. */
export function firebaseConfigProblems(mode: string, env: Record<string, string | undefined>): string[] {
  const missing = FIREBASE_CONFIG_KEYS.filter((key) => !env[key]?.trim());
  if (missing.length > 0) return [`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set`];
  if (DEMO_MODES.has(mode)) {
    return env.VITE_FIREBASE_PROJECT_ID!.startsWith('demo-') ? [] : [`the ${mode} build must use a demo- project`];
  }
  const problems = [];
  if (env.VITE_FIREBASE_PROJECT_ID!.startsWith('demo-')) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is ${env.VITE_FIREBASE_PROJECT_ID}, a demo project that only the emulators serve`,
    );
  }
  if (env.VITE_FIREBASE_API_KEY!.startsWith('demo-')) problems.push('VITE_FIREBASE_API_KEY is the demo key');
  return problems;
}
