// Runs inside `firebase emulators:exec`, for one emulator set (scripts/lib/emulator-sets.mjs):
// the suites named in EMULATOR_SUITES (e.g. "rules,api") first, side by side, then end-to-end
// files taken one at a time from the shared list E2E_FILES, so that several sets share them out between
// them as each becomes free. A file is taken by creating its claim in E2E_CLAIMS_DIR, which
// fails for every set but the first to try. The only set (E2E_SETS=1) takes them all at once and
// runs them in one vitest run, one file after another: a vitest start per file cost about 6 s
// each (docs/decisions.md, "The test run's time"). Then it saves the Firestore emulator's rule
// coverage.
// Each vitest run leaves its JSON report in SUITE_REPORTS_DIR, from which the caller
// (parallel-suites.mjs) checks that every file ran, whichever set ran it.
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { runBin } from './processes.mjs';
import { saveRuleCoverage } from './rule-coverage.mjs';
import { jsonReportArgs } from './vitest-report.mjs';

const set = Number(process.env.EMULATOR_SET ?? 0);
const suites = (process.env.EMULATOR_SUITES ?? '').split(',').filter(Boolean);
const e2eFiles = (process.env.E2E_FILES ?? '').split(',').filter(Boolean);
// '' when unset: refused below, as unset was, whenever there is a file to claim.
const claims = process.env.E2E_CLAIMS_DIR ?? '';
const reports = process.env.SUITE_REPORTS_DIR;
if (!reports || (e2eFiles.length > 0 && !claims)) {
  // Without them no file could be claimed or counted: say so instead of running nothing.
  console.error(
    `Emulator set ${set}: SUITE_REPORTS_DIR${e2eFiles.length > 0 ? ' and E2E_CLAIMS_DIR' : ''} must be set.`,
  );
  process.exit(1);
}
/** @type {string[]} */
const failed = [];

const vitest = async (/** @type {string} */ label, /** @type {string[]} */ args) => {
  const report = join(reports, `${label.replaceAll('/', '_')}.json`);
  try {
    await runBin('vitest', ['run', ...args, ...jsonReportArgs(report)]);
  } catch {
    failed.push(label);
  }
};

/**
 * Takes a file for this set: false only when another set has taken it already (its claim exists).
 * Any other failure (no claims folder, a full disk) is thrown: swallowed, it would leave the file
 * run by no set, and the run green.
 */
function claim(/** @type {string} */ file) {
  try {
    closeSync(openSync(join(claims, file.replaceAll('/', '_')), 'wx'));
    return true;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
    throw error;
  }
}

// Side by side: the rules suite writes into a project of its own (tests/support/emulators.ts),
// which shares nothing with the API suite's, and it mostly waits on the Firestore emulator.
await Promise.all(suites.map((suite) => vitest(suite, ['--project', suite])));
if (Number(process.env.E2E_SETS ?? 1) === 1) {
  const mine = e2eFiles.filter(claim);
  if (mine.length > 0) await vitest('e2e', ['--project', 'e2e', ...mine]);
} else {
  for (const file of e2eFiles) {
    if (claim(file)) await vitest(file, ['--project', 'e2e', file]);
  }
}
await saveRuleCoverage(set);

if (failed.length > 0) {
  console.error(`Emulator set ${set}: failed: ${failed.join(', ')}`);
  process.exit(1);
}
