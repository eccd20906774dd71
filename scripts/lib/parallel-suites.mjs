// `npm test`'s emulator stage: the rules, API and end-to-end suites on several emulator sets at
// once (scripts/lib/emulator-sets.mjs). Set 0 runs the rules and API suites (they clear the
// emulators between files) and then joins the others, which start on the end-to-end files at
// once; each e2e file writes the whole demo, so a file never shares a set with another running
// file. Every line a set prints is prefixed with its number.
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { emulatorSet } from './emulator-sets.mjs';
import { firebaseArgs, startBin, startMailCatcher, stopChild } from './processes.mjs';
import { unevaluatedRuleExpressions } from './rule-coverage.mjs';
import { projectFiles, readReport, summarise } from './vitest-report.mjs';

const EMULATORS = ['auth', 'firestore', 'functions', 'hosting'];

/**
 * Passes each line of a child's piped output on to `out`, after `prefix`.
 * @param {import('node:stream').Readable | null} stream null when the child's output was not piped
 * @param {string} prefix
 * @param {NodeJS.WritableStream} out
 */
function prefixed(stream, prefix, out) {
  if (!stream) throw new Error(`${prefix}the child's output is not piped.`);
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * Runs one set to completion; resolves with its exit code. `suites` run on it before its e2e files.
 * @param {number} index
 * @param {NodeJS.ProcessEnv} env
 * @param {Record<string, string>} plan
 * @param {string[]} suites
 * @returns {Promise<number>}
 */
async function runSet(index, env, plan, suites) {
  const set = emulatorSet(index);
  const catcher = startMailCatcher({ ports: set.mail });
  try {
    const child = startBin(
      'firebase',
      [
        ...firebaseArgs('emulators:exec', EMULATORS, ['node scripts/lib/emulator-suites.mjs']),
        ...set.configArgs,
        // Warnings, errors and what the functions log themselves; not a line per Hosting request
        // and trigger run (about 75,000 lines a run, which buried the failures).
        '--log-verbosity',
        'QUIET',
      ],
      {
        env: { ...env, ...set.env, ...plan, EMULATOR_SUITES: suites.join(',') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    prefixed(child.stdout, `[set ${index}] `, process.stdout);
    prefixed(child.stderr, `[set ${index}] `, process.stderr);
    return await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await stopChild(catcher);
  }
}

/**
 * Runs the suites on `sets` emulator sets, numbered from `firstSet`: the first set runs `suites`
 * (whole projects) and then joins the others on the end-to-end files (all of them unless named).
 * @param {NodeJS.ProcessEnv} env
 * @param {number} sets
 * @param {{ firstSet?: number, suites?: string[], e2eFiles?: string[] }} [options]
 */
export async function runSuitesOnEmulatorSets(
  env,
  sets,
  { firstSet = 0, suites = ['rules', 'api'], e2eFiles = projectFiles('e2e') } = {},
) {
  const work = mkdtempSync(join(tmpdir(), 'emulator-suites-'));
  const plan = {
    E2E_FILES: e2eFiles.join(','),
    // One set runs its files in one vitest run; several take them one at a time (emulator-suites.mjs).
    E2E_SETS: String(sets),
    E2E_CLAIMS_DIR: join(work, 'claims'),
    SUITE_REPORTS_DIR: join(work, 'reports'),
  };
  mkdirSync(plan.E2E_CLAIMS_DIR);
  mkdirSync(plan.SUITE_REPORTS_DIR);
  const indexes = Array.from({ length: sets }, (_, i) => firstSet + i);
  const codes = await Promise.all(indexes.map((index) => runSet(index, env, plan, index === firstSet ? suites : [])));
  const failedSets = indexes.filter((_, i) => codes[i] !== 0);
  // What ran, from every set's vitest reports: each file of each suite must have run somewhere and
  // passed a test, or the run fails, whatever the sets' exit codes said.
  const ran = readdirSync(plan.SUITE_REPORTS_DIR).flatMap((name) => readReport(join(plan.SUITE_REPORTS_DIR, name)));
  const { lines, missing } = summarise(ran, [...suites.flatMap(projectFiles), ...e2eFiles], {
    passedEach: true,
  });
  for (const line of lines) console.log(`Ran ${line}`);
  // Coverage is asked of a whole run only: without the rules suite most expressions go unevaluated.
  const unevaluated = suites.includes('rules') ? unevaluatedRuleExpressions(indexes) : [];
  console.log(
    `Rule coverage reports: test-results/rules-coverage-set-*.html (${unevaluated.length} expressions no set evaluated)`,
  );
  const problems = [];
  if (failedSets.length > 0) problems.push(`Tests failed on emulator set ${failedSets.join(' and ')} (see above).`);
  if (missing.length > 0) problems.push(`Test files that did not run (or passed no test):\n  ${missing.join('\n  ')}`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (unevaluated.length > 0) throw new Error(`Rule expressions no test evaluated:\n  ${unevaluated.join('\n  ')}`);
}
