// `npm test`'s emulator stage: the rules, API and end-to-end suites on several emulator sets at
// once (scripts/lib/emulator-sets.mjs). Set 0 runs the rules and API suites (they clear the
// emulators between files) and then joins the others, which start on the end-to-end files at
// once; each e2e file writes the whole demo, so a file never shares a set with another running
// file. Every line a set prints is prefixed with its number.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { emulatorSet } from './emulator-sets.mjs';
import { firebaseArgs, root, startBin, startMailCatcher, stopChild } from './processes.mjs';
import { unevaluatedRuleExpressions } from './rule-coverage.mjs';

const EMULATORS = ['auth', 'firestore', 'functions', 'hosting'];

function prefixed(stream, prefix, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/** Runs one set to completion; resolves with its exit code. */
async function runSet(index, env, plan) {
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
        env: { ...env, ...set.env, ...plan, EMULATOR_SUITES: index === 0 ? 'rules,api' : '' },
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

export async function runSuitesOnEmulatorSets(env, sets) {
  const e2eFiles = readdirSync(join(root, 'tests', 'e2e'))
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => `tests/e2e/${file}`);
  const plan = { E2E_FILES: e2eFiles.join(','), E2E_CLAIMS_DIR: mkdtempSync(join(tmpdir(), 'e2e-claims-')) };
  const indexes = Array.from({ length: sets }, (_, i) => i);
  const codes = await Promise.all(indexes.map((index) => runSet(index, env, plan)));
  const failedSets = indexes.filter((index) => codes[index] !== 0);
  const unevaluated = unevaluatedRuleExpressions(indexes);
  console.log(
    `Rule coverage reports: test-results/rules-coverage-set-*.html (${unevaluated.length} expressions no set evaluated)`,
  );
  if (failedSets.length > 0) throw new Error(`Tests failed on emulator set ${failedSets.join(' and ')} (see above).`);
  if (unevaluated.length > 0) throw new Error(`Rule expressions no test evaluated:\n  ${unevaluated.join('\n  ')}`);
}
