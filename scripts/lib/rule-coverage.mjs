// The Firestore emulator's rule coverage: each emulator set saves its report when its suites are
// done; `npm test` then requires every expression of firestore.rules to have been evaluated by
// at least one set.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, RULES_PROJECT_ID, root } from './processes.mjs';

const outDir = join(root, 'test-results');
const reportPath = (set) => join(outDir, `rules-coverage-set-${set}.json`);

/**
 * Saves the running emulator's reports (HTML for people, JSON for the check): the app's project,
 * where the API and e2e suites' browsers read, and the rules suite's own (RULES_PROJECT_ID).
 */
export async function saveRuleCoverage(set) {
  mkdirSync(outDir, { recursive: true });
  const report = [];
  for (const project of [PROJECT_ID, RULES_PROJECT_ID]) {
    const coverageUrl = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}:ruleCoverage`;
    const html = await (await fetch(`${coverageUrl}.html`)).text();
    writeFileSync(join(outDir, `rules-coverage-set-${set}-${project}.html`), html);
    report.push(...((await (await fetch(coverageUrl)).json()).report ?? []));
  }
  writeFileSync(reportPath(set), JSON.stringify({ report }, null, 2));
}

/** The expressions of firestore.rules that no set evaluated, as "line N: text". */
export function unevaluatedRuleExpressions(sets) {
  const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
  const seen = new Map();
  const visit = (node) => {
    if (node.sourcePosition) {
      const { line, currentOffset, endOffset } = node.sourcePosition;
      const key = `${currentOffset}:${endOffset}`;
      const evaluated = Boolean(node.values?.length) || seen.get(key)?.evaluated === true;
      seen.set(key, { evaluated, text: `line ${line}: ${rules.slice(currentOffset, endOffset)}` });
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const set of sets) {
    const coverage = JSON.parse(readFileSync(reportPath(set), 'utf8'));
    for (const node of coverage.report ?? []) visit(node);
  }
  return [...seen.values()].filter((entry) => !entry.evaluated).map((entry) => entry.text);
}
