// Runs inside `firebase emulators:exec`, for one emulator set (scripts/lib/emulator-sets.mjs):
// the suites named in EMULATOR_SUITES (e.g. "rules,api") first, then end-to-end files taken one
// at a time from the shared list E2E_FILES, so that several sets share the e2e files out between
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

if (suites.length > 0)
  await vitest(
    suites.join(' and '),
    suites.flatMap((p) => ['--project', p]),
  );
for (const file of e2eFiles) {
  if (claim(file)) await vitest(file, ['--project', 'e2e', file]);
}
await saveRuleCoverage(set);

if (failed.length > 0) {
  console.error(`Emulator set ${set}: failed: ${failed.join(', ')}`);
  process.exit(1);
}
