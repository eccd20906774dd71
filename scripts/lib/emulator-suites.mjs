// Runs inside `firebase emulators:exec`, for one emulator set (scripts/lib/emulator-sets.mjs):
// the suites named in EMULATOR_SUITES (e.g. "rules,api") first, side by side, then end-to-end
// files taken one at a time from the shared list E2E_FILES, so that several sets share them out between
// them as each becomes free. A file is taken by creating its claim in E2E_CLAIMS_DIR, which
// fails for every set but the first to try. Then it saves the Firestore emulator's rule coverage.
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { runBin } from './processes.mjs';
import { saveRuleCoverage } from './rule-coverage.mjs';

const set = Number(process.env.EMULATOR_SET ?? 0);
const suites = (process.env.EMULATOR_SUITES ?? '').split(',').filter(Boolean);
const e2eFiles = (process.env.E2E_FILES ?? '').split(',').filter(Boolean);
const claims = process.env.E2E_CLAIMS_DIR;
const failed = [];

const vitest = async (label, args) => {
  try {
    await runBin('vitest', ['run', ...args]);
  } catch {
    failed.push(label);
  }
};

function claim(file) {
  try {
    closeSync(openSync(join(claims, file.replaceAll('/', '_')), 'wx'));
    return true;
  } catch {
    return false;
  }
}

// Side by side: the rules suite writes into a project of its own (tests/support/emulators.ts),
// which shares nothing with the API suite's, and it mostly waits on the Firestore emulator.
await Promise.all(suites.map((suite) => vitest(suite, ['--project', suite])));
for (const file of e2eFiles) {
  if (claim(file)) await vitest(file, ['--project', 'e2e', file]);
}
await saveRuleCoverage(set);

if (failed.length > 0) {
  console.error(`Emulator set ${set}: failed: ${failed.join(', ')}`);
  process.exit(1);
}
