/**
 * `npm run load` (docs/load.md): a room of peers checking in at once, tried as an outsider would on
 * the emulators. For each rate: fresh emulators, the demo plus N peers, every peer signed in with
 * the Firebase SDK and listening as their home does, a facilitator on the roster and the report;
 * then a burst against a function that does nothing and the check-in burst; prints the figures.
 *
 *   npm run load -- [--set 0] [--peers 200] [--rates 5,10,20] [--no-minimal | --minimal-only]
 *                   [--floor] [--parallel N] [--load-timeout S] [--timeout 20] [--probes 20] [--json file]
 *
 * Each rate is two runs, each on fresh emulators: the minimal function's burst, then the check-in's.
 * `--floor` adds a third before them: the floor check-in (scripts/load/minimal-function), the least
 * a check-in can write and still be seen, with every listener of the check-in run open.
 *
 * Build first (`npm run build`): Hosting serves web/dist and the functions emulator functions/lib.
 * Set N listens 10 × N above firebase.json's ports; do not pick a set another run is using.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { exitOnSetupError, SetupError } from '../lib/emulator-env.mjs';
import { root } from '../lib/processes.mjs';
import { details, minimalTable, summaryTable } from './report.ts';
import type { Target } from './protocol.ts';
import { runSession, stopRunning, type SessionOutcome } from './session.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: '0' },
    peers: { type: 'string', default: '200' },
    rates: { type: 'string', default: '5,10,20' },
    'no-minimal': { type: 'boolean', default: false },
    'minimal-only': { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    parallel: { type: 'string' },
    'load-timeout': { type: 'string' },
    timeout: { type: 'string', default: '20' },
    probes: { type: 'string', default: '20' },
    'per-worker': { type: 'string', default: '50' },
    json: { type: 'string' },
  },
});

const number = (name: string, value: string | undefined) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number (got ${value})`);
  return n;
};

// The emulators run in their own process group: Ctrl-C must stop them too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the emulators and the peers...`);
    void stopRunning().finally(() => process.exit(130));
  });
}

const rates = values.rates.split(',').map((r) => number('rates', r));
const started = new Date();
const sessions: SessionOutcome[] = [];
const tuning = {
  parallel: values.parallel ? number('parallel', values.parallel) : undefined,
  loadTimeoutSeconds: values['load-timeout'] ? number('load-timeout', values['load-timeout']) : undefined,
};
console.log(
  `npm run load: ${values.peers} peers, rates ${rates.join(', ')} per second, emulator set ${values.set}` +
    (tuning.parallel ? `, FUNCTIONS_EMULATOR_PARALLEL=${tuning.parallel}` : '') +
    (tuning.loadTimeoutSeconds ? `, FUNCTIONS_DISCOVERY_TIMEOUT=${tuning.loadTimeoutSeconds}` : ''),
);
const baseTargets: Target[] = values['minimal-only']
  ? ['minimal']
  : values['no-minimal']
    ? ['checkIn']
    : ['minimal', 'checkIn'];
const targets: Target[] = values.floor ? ['floor', ...baseTargets] : baseTargets;
const targetName: Record<Target, string> = {
  minimal: 'Minimal function',
  checkIn: 'Check-in',
  floor: 'Floor check-in',
};
try {
  for (const rate of rates) {
    for (const target of targets) {
      console.log(`\n${targetName[target]}, ${rate} per second:`);
      let outcome: SessionOutcome;
      try {
        outcome = await runSession(
          {
            set: number('set', values.set),
            peers: number('peers', values.peers),
            rate,
            perWorker: number('per-worker', values['per-worker']),
            timeoutMs: number('timeout', values.timeout) * 1000,
            target,
            tuning,
            convergeWaitMs: 60_000,
            probes: number('probes', values.probes),
          },
          (line) => console.log(line),
        );
      } catch (error) {
        if (error instanceof SetupError) throw error;
        // One run that could not be set up (a busy machine) should not lose the others' figures.
        console.log(`  this run failed: ${(error as Error).message}`);
        continue;
      }
      sessions.push(outcome);
      console.log(details(outcome));
    }
  }
} catch (error) {
  if (error instanceof SetupError) exitOnSetupError(error);
  throw error;
}

console.log(
  `\nCheck-in bursts (${values.peers} peers; times after the last answer for the roster, report and rename):\n`,
);
console.log(summaryTable(sessions.filter((s) => s.target === 'checkIn')));
if (sessions.some((s) => s.target === 'floor')) {
  console.log(`\nThe floor: the record and activities written blind, no trigger (scripts/load/minimal-function):\n`);
  console.log(summaryTable(sessions.filter((s) => s.target === 'floor')));
}
if (sessions.some((s) => s.target === 'minimal')) {
  console.log(`\nThe same bursts against a function that does nothing (scripts/load/minimal-function):\n`);
  console.log(minimalTable(sessions.filter((s) => s.target === 'minimal')));
}
const jsonFile =
  values.json ?? join(root, 'test-results', 'load', `results-${started.toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(dirname(jsonFile), { recursive: true });
writeFileSync(jsonFile, JSON.stringify({ started, options: values, sessions }, null, 2));
console.log(`\nEvery result: ${jsonFile}`);
// The SDKs' timers and sockets would keep the process alive a while; everything is stopped.
process.exit(0);
