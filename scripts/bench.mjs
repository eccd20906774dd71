// `npm run bench`: prints performance figures, each next to its budget or a baseline measured in
// the same run. Figures only: nothing here fails on speed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_ON_DEMAND, LOGIN_ROUTE_SOURCES, measureLoginBundle } from './bench/bundle.mjs';
import { measureApiLatency } from './bench/api-latency.mjs';
import { measureFirestoreAloneStart, measureSuiteStart } from './bench/emulator-start.mjs';
import { emulatorEnv, exitOnSetupError } from './lib/emulator-env.mjs';
import { root, run } from './lib/processes.mjs';

const KIB = 1024;
const LOGIN_BUDGET_KIB = 170;
/** The lazily loaded modules a peer's / goes through (web/src/app/router.tsx). */
const PARTICIPANT_HOME_SOURCES = [
  'src/app/signed-in/SessionRoot.tsx',
  'src/app/signed-in/Protected.tsx',
  'src/app/signed-in/SignedInLayout.tsx',
  'src/app/signed-in/HomeRoute.tsx',
];

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}

const rows = [];
const report = (name, value, comparison) => {
  rows.push([name, value, comparison]);
  console.log(`${name.padEnd(44)} ${value.padStart(12)}   ${comparison}`);
};

console.log('Building the web app and functions...');
await run('npm', ['run', 'build'], { stdio: 'ignore' });

console.log('\nFigure                                              Value   Compared with');
const distDir = join(root, 'web', 'dist');
if (existsSync(distDir)) {
  const login = (await measureLoginBundle({ distDir })).loginJsGzipBytes / KIB;
  report(
    'JS loaded for /login (gzip)',
    `${login.toFixed(1)} KiB`,
    `budget ${LOGIN_BUDGET_KIB} KiB (${Math.round((login / LOGIN_BUDGET_KIB) * 100)} % of it)`,
  );
  const withAuth =
    (await measureLoginBundle({ distDir, routeSources: [...LOGIN_ROUTE_SOURCES, ...AUTH_ON_DEMAND] }))
      .loginJsGzipBytes / KIB;
  report(
    '/login once the visitor starts to sign in',
    `${withAuth.toFixed(1)} KiB`,
    `/login ${login.toFixed(1)} KiB + ${(withAuth - login).toFixed(1)} KiB (Firebase Auth, on demand)`,
  );
  const home = (await measureLoginBundle({ distDir, routeSources: PARTICIPANT_HOME_SOURCES })).loginJsGzipBytes / KIB;
  report(
    'JS loaded for the participant home (gzip)',
    `${home.toFixed(1)} KiB`,
    `/login ${login.toFixed(1)} KiB + ${(home - login).toFixed(1)} KiB (session, Firestore, home)`,
  );
}

const alone = await measureFirestoreAloneStart(env);
const { seconds: suite, result: latencies } = await measureSuiteStart(env, measureApiLatency);
report(
  'Emulator start, npm start suite (4 emulators)',
  `${suite.toFixed(1)} s`,
  `Firestore emulator alone ${alone.toFixed(1)} s (x${(suite / alone).toFixed(1)})`,
);
for (const { name, api, direct, reads, readsNote } of latencies) {
  for (const p of ['p50', 'p95']) {
    report(
      `${name} ${p}`,
      `${api[p].toFixed(1)} ms`,
      `direct admin query ${direct[p].toFixed(1)} ms (x${(api[p] / direct[p]).toFixed(1)})`,
    );
  }
  report(`${name} document reads`, String(reads), readsNote);
}
