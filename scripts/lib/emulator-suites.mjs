// Runs inside `firebase emulators:exec`: the suites that need the emulators, then saves the
// Firestore emulator's rule coverage report next to the test output.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, root, runBin } from './processes.mjs';

let failure;
try {
  await runBin('vitest', ['run', '--project', 'rules', '--project', 'api', '--project', 'e2e']);
} catch (error) {
  failure = error;
}

const coverageUrl = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
const outDir = join(root, 'test-results');
mkdirSync(outDir, { recursive: true });
for (const [suffix, file] of [
  ['.html', 'rules-coverage.html'],
  ['', 'rules-coverage.json'],
]) {
  const response = await fetch(coverageUrl + suffix);
  writeFileSync(join(outDir, file), await response.text());
}
console.log(`Rule coverage report: test-results/rules-coverage.html`);

if (failure) {
  console.error(failure.message);
  process.exit(1);
}
