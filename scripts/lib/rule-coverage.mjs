// The Firestore emulator's rule coverage: each emulator set saves its report when its suites are
// done; `npm test` then requires every expression of firestore.rules to have been evaluated by
// at least one set.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID, RULES_PROJECT_ID, root } from './processes.mjs';

/**
 * A node of the emulator's rule coverage report: an expression of firestore.rules where it has a
 * source position, the values it evaluated to, and the expressions inside it.
 * @typedef {{
 *   sourcePosition?: { line: number, currentOffset: number, endOffset: number },
 *   values?: unknown[],
 *   children?: CoverageNode[],
 * }} CoverageNode
 */

const outDir = join(root, 'test-results');
const reportPath = (/** @type {number} */ set) => join(outDir, `rules-coverage-set-${set}.json`);

/**
 * Saves the running emulator's reports (HTML for people, JSON for the check): the app's project,
 * where the API and e2e suites' browsers read, and the rules suite's own (RULES_PROJECT_ID).
 */
export async function saveRuleCoverage(/** @type {number} */ set) {
  mkdirSync(outDir, { recursive: true });
  /** @type {CoverageNode[]} */
  const report = [];
  for (const project of [PROJECT_ID, RULES_PROJECT_ID]) {
    const coverageUrl = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}:ruleCoverage`;
    const html = await (await fetch(`${coverageUrl}.html`)).text();
    writeFileSync(join(outDir, `rules-coverage-set-${set}-${project}.html`), html);
    const coverage = /** @type {{ report?: CoverageNode[] }} */ (await (await fetch(coverageUrl)).json());
    report.push(...(coverage.report ?? []));
  }
  writeFileSync(reportPath(set), JSON.stringify({ report }, null, 2));
}

/** The expressions of firestore.rules that no set evaluated, as "line N: text". */
export function unevaluatedRuleExpressions(/** @type {number[]} */ sets) {
  const rules = readFileSync(join(root, 'firestore.rules'), 'utf8');
  /** @type {Map<string, { evaluated: boolean, text: string }>} */
  const seen = new Map();
  const visit = (/** @type {CoverageNode} */ node) => {
    if (node.sourcePosition) {
      const { line, currentOffset, endOffset } = node.sourcePosition;
      const key = `${currentOffset}:${endOffset}`;
      const evaluated = Boolean(node.values?.length) || seen.get(key)?.evaluated === true;
      seen.set(key, { evaluated, text: `line ${line}: ${rules.slice(currentOffset, endOffset)}` });
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const set of sets) {
    /** @type {{ report?: CoverageNode[] }} */
    const coverage = JSON.parse(readFileSync(reportPath(set), 'utf8'));
    for (const node of coverage.report ?? []) visit(node);
  }
  return [...seen.values()].filter((entry) => !entry.evaluated).map((entry) => entry.text);
}
