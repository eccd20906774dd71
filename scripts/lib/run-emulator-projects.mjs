// Runs chosen vitest projects (or files) inside `firebase emulators:exec`, as `npm test` does, for
// working on one suite: `node scripts/lib/run-emulator-projects.mjs --project api [files...]`.
// Build first (`npm run build`): the functions and Hosting serve the built code.
// EMULATOR_SET=N runs on emulator set N (ports 10 × N above firebase.json's, scripts/lib/emulator-sets.mjs),
// so that two people (or two checkouts) on one machine can each run a suite at once.
// It ends by saying, per project, how many files ran and tests passed, and fails if a file it was
// given (or, given none, a file of a project it was given) did not run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorEnv, exitOnSetupError } from './emulator-env.mjs';
import { emulatorSet } from './emulator-sets.mjs';
import { firebaseArgs, runBin, startMailCatcher, stopChild } from './processes.mjs';
import { jsonReportArgs, projectFiles, readReport, summarise } from './vitest-report.mjs';

let env;
try {
  env = emulatorEnv();
} catch (error) {
  exitOnSetupError(error);
}
const set = emulatorSet(Number(process.env.EMULATOR_SET ?? 0));
const args = process.argv.slice(2);
const report = join(mkdtempSync(join(tmpdir(), 'vitest-report-')), 'report.json');
const vitestArgs = [...args, ...jsonReportArgs(report)].map((arg) => JSON.stringify(arg)).join(' ');
// What must run: the files named, else every file of the emulator projects named.
const namedFiles = args.filter((arg, i) => arg.endsWith('.test.ts') && !args[i - 1]?.startsWith('-'));
const projects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? [arg] : []));
const expected =
  namedFiles.length > 0
    ? namedFiles.map((file) => file.replace(/^\.\//, ''))
    : projects.filter((project) => ['rules', 'api', 'e2e'].includes(project)).flatMap(projectFiles);
// A name filter (-t) may leave a file with no test to pass; without one, each file must pass one.
const filtered = args.some((arg) => arg === '-t' || arg.startsWith('--testNamePattern'));
const catcher = startMailCatcher({ ports: set.mail });
try {
  await runBin(
    'firebase',
    [
      ...firebaseArgs(
        'emulators:exec',
        ['auth', 'firestore', 'functions', 'hosting'],
        [`npx vitest run ${vitestArgs}`],
      ),
      ...set.configArgs,
    ],
    { env: { ...env, ...set.env } },
  );
} catch (error) {
  // runBin rejects with an Error (the exit code, or why the CLI could not start).
  console.error(/** @type {Error} */ (error).message);
  process.exitCode = 1;
} finally {
  await stopChild(catcher);
}
const { lines, missing } = summarise(readReport(report), expected, { passedEach: !filtered });
for (const line of lines) console.log(`Ran ${line}`);
if (missing.length > 0) {
  console.error(`Test files that did not run${filtered ? '' : ' (or passed no test)'}:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}
