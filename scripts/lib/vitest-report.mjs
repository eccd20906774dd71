// What a vitest run actually ran, from its JSON report, so that the emulator runners can tell "every
// file ran and passed" from "nothing ran and nothing failed": a file that was never claimed, never
// matched or never loaded must fail the run, not vanish from it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './processes.mjs';

/**
 * What this reads of vitest's JSON report (its reporter `json`): each test file with its tests.
 * @typedef {{
 *   testResults: { name: string, status: string, assertionResults: { status: string }[] }[],
 * }} VitestJsonReport
 */

/**
 * One test file of a report, relative to the root, with its counts.
 * @typedef {{ file: string, status: string, passed: number, failed: number, skipped: number }} FileResult
 */

/** Arguments that keep vitest's usual output and also write its JSON report to `path`. */
export const jsonReportArgs = (/** @type {string} */ path) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path}`,
];

/**
 * The files of a report, each with its counts; an empty list when vitest wrote no report (it
 * crashed, or was never started), which the callers count as nothing having run.
 * @param {string} path
 * @returns {FileResult[]}
 */
export function readReport(path) {
  if (!existsSync(path)) return [];
  /** @type {VitestJsonReport} */
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return report.testResults.map((result) => {
    const count = (/** @type {string} */ status) =>
      result.assertionResults.filter((test) => test.status === status).length;
    return {
      file: relative(root, result.name),
      status: result.status,
      passed: count('passed'),
      failed: count('failed'),
      skipped: result.assertionResults.length - count('passed') - count('failed'),
    };
  });
}

/** Every test file of an emulator project (tests/<project>/**\/*.test.ts), relative to the root. */
export function projectFiles(/** @type {string} */ project) {
  const dir = join(root, 'tests', project);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('tests', project, file))
    .sort();
}

/** The emulator project a test file belongs to (tests/<project>/...). */
export const projectOf = (/** @type {string} */ file) => file.split('/')[1] ?? 'other';

/**
 * One line per project: files run (of those expected), tests passed, failed and skipped; and the
 * expected files that did not run. With `passedEach`, a file that ran but passed no test (all
 * skipped, or none collected) counts as not run: a whole run has no filter that would explain it.
 * @param {FileResult[]} files
 * @param {string[]} expected
 * @param {{ passedEach?: boolean }} [options]
 */
export function summarise(files, expected, { passedEach = false } = {}) {
  /** @type {string[]} */
  const lines = [];
  const projects = [...new Set([...expected.map(projectOf), ...files.map((f) => projectOf(f.file))])].sort();
  for (const project of projects) {
    const ran = files.filter((f) => projectOf(f.file) === project);
    const wanted = expected.filter((file) => projectOf(file) === project);
    const sum = (/** @type {'passed' | 'failed' | 'skipped'} */ key) => ran.reduce((total, f) => total + f[key], 0);
    lines.push(
      `${project}: ${ran.length} of ${wanted.length} files ran, ${sum('passed')} tests passed, ` +
        `${sum('failed')} failed, ${sum('skipped')} skipped`,
    );
  }
  const ranFiles = new Set(files.filter((f) => !passedEach || f.passed > 0).map((f) => f.file));
  const missing = expected.filter((file) => !ranFiles.has(file));
  return { lines, missing };
}
