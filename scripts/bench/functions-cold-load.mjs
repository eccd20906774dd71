// The functions' cold load: how long a fresh Node process takes to require the deployed entry point
// (functions/dist/index.js), which every cold start in production and every new worker of the
// functions emulator pays before it serves anything. Since 2026-11-26 the heavy modules (PDF, QR
// code, SMTP, iCalendar) load only where they are used; the baseline loads them up front first, as
// the entry point did before, in the same run.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/processes.mjs';

export const HEAVY_MODULES = ['pdfkit', 'qrcode', 'nodemailer', 'ical-generator'];
const RUNS = 5;
const dist = join(root, 'functions', 'dist');

/** Milliseconds one fresh process spends requiring `modules`, then the entry point. */
function coldLoadMs(/** @type {readonly string[]} */ modules) {
  const script = `
    const started = performance.now();
    for (const name of ${JSON.stringify(modules)}) require(name);
    require('./index.js');
    process.stdout.write(String(performance.now() - started));`;
  // The same environment a deploy's discovery gives: a project id, nothing else of ours.
  const output = execFileSync(process.execPath, ['-e', script], {
    cwd: dist,
    env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'bench-project' },
  });
  return Number(output.toString());
}

const median = (/** @type {number[]} */ values) => {
  const value = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (value === undefined) throw new Error('No runs to take the median of.');
  return value;
};

/** Medians of RUNS alternating runs, so that a busy moment of the machine weighs on both alike. */
export function measureFunctionsColdLoad() {
  const lazy = [];
  const eager = [];
  for (let i = 0; i < RUNS; i += 1) {
    lazy.push(coldLoadMs([]));
    eager.push(coldLoadMs(HEAVY_MODULES));
  }
  return { runs: RUNS, lazyMs: median(lazy), eagerMs: median(eager) };
}
