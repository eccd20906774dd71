// Runs inside `firebase emulators:exec`: the suites that need the emulators, then saves the
// Firestore emulator's rule coverage report next to the test output.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, root, runBin } from './processes.mjs';

let failure;
// The end-to-end suite writes the whole demo, so it runs after the suites that clear the emulators.
for (const projects of [['rules', 'api'], ['e2e']]) {
  try {
    await runBin('vitest', ['run', ...projects.flatMap((p) => ['--project', p])]);
  } catch (error) {
    failure ??= error;
  }
}

const coverageUrl = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
const outDir = join(root, 'test-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'rules-coverage.html'), await (await fetch(`${coverageUrl}.html`)).text());
const coverage = await (await fetch(coverageUrl)).json();
writeFileSync(join(outDir, 'rules-coverage.json'), JSON.stringify(coverage, null, 2));

// Every expression of firestore.rules must have been evaluated at least once by the suites.
const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
const unevaluated = [];
const visit = (node) => {
  if (node.sourcePosition && !node.values?.length) {
    const { line, currentOffset, endOffset } = node.sourcePosition;
    unevaluated.push(`line ${line}: ${rules.slice(currentOffset, endOffset)}`);
  }
  for (const child of node.children ?? []) visit(child);
};
for (const node of coverage.report ?? []) visit(node);
console.log(
  `Rule coverage report: test-results/rules-coverage.html (${unevaluated.length} expressions never evaluated)`,
);
if (unevaluated.length > 0 && !failure) {
  failure = new Error(`Rule expressions no test evaluated:\n  ${unevaluated.join('\n  ')}`);
}

if (failure) {
  console.error(failure.message);
  process.exit(1);
}
