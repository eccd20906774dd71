/**
 * The harness's own emulators: set `index` (ports 10 × index above firebase.json's), started with
 * `firebase emulators:start` on clean data, plus one extra functions codebase (minimal-function/)
 * and a Hosting rewrite to it, so the baseline goes the same way as the API (Hosting, then the
 * functions emulator). The CLI's output is read line by line: it is how trigger runs and worker
 * failures are counted (TriggerLog).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { emulatorEnv } from '../lib/emulator-env.mjs';
import { emulatorSet, SET_PORT_STEP } from '../lib/emulator-sets.mjs';
import { PROJECT_ID, root } from '../lib/processes.mjs';
import { TriggerLog } from './trigger-log.ts';

export const MINIMAL_FUNCTION = 'loadMinimal';
/** Hosting path of the baseline (the API's is /api/**). */
export const MINIMAL_PATH = '/load-minimal';

export interface EmulatorPorts {
  hosting: number;
  functions: number;
  firestore: number;
  auth: number;
  hub: number;
}

export interface RunningEmulators {
  ports: EmulatorPorts;
  /** http://127.0.0.1:<hosting>: the app's origin, where the API is /api/**. */
  baseUrl: string;
  log: TriggerLog;
  /** How many function workers (functionsEmulatorRuntime processes) of these emulators are alive. */
  workers(): number;
  /** Waits until the API and the minimal function answer through Hosting (each loads a worker). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

/** Knobs of the functions emulator itself (firebase-tools 13, docs/load.md). */
export interface EmulatorTuning {
  /** FUNCTIONS_EMULATOR_PARALLEL: how many requests and trigger deliveries run at once (default 50). */
  parallel?: number;
  /** FUNCTIONS_DISCOVERY_TIMEOUT: seconds a new worker may take to load before "Failed to load function" (default 30). */
  loadTimeoutSeconds?: number;
}

function harnessConfig(index: number): { path: string; ports: EmulatorPorts } {
  const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    functions: object[];
    hosting: { rewrites: object[] };
    emulators: Record<string, { port?: number; websocketPort?: number }>;
  };
  const offset = SET_PORT_STEP * index;
  const emulators = Object.fromEntries(
    Object.entries(base.emulators).map(([name, settings]) => {
      if (typeof settings !== 'object' || settings.port === undefined) return [name, settings];
      const moved = { ...settings, port: settings.port + offset };
      if (settings.websocketPort !== undefined) moved.websocketPort = settings.websocketPort + offset;
      return [name, moved];
    }),
  );
  const config = {
    ...base,
    emulators,
    functions: [
      ...base.functions,
      { source: 'scripts/load/minimal-function', codebase: 'load-minimal', runtime: 'nodejs20' },
    ],
    hosting: {
      ...base.hosting,
      rewrites: [
        { source: `${MINIMAL_PATH}/**`, function: { functionId: MINIMAL_FUNCTION, region: 'us-central1' } },
        ...base.hosting.rewrites,
      ],
    },
  };
  // Relative paths inside the config (rules, sources, Hosting's folder) are read from its folder.
  const path = join(root, `.load-set-${index}.firebase.json`);
  writeFileSync(path, JSON.stringify(config, null, 2));
  const port = (name: string) => emulators[name]!.port!;
  return {
    path,
    ports: {
      hosting: port('hosting'),
      functions: port('functions'),
      firestore: port('firestore'),
      auth: port('auth'),
      hub: port('hub'),
    },
  };
}

async function waitFor(url: string, what: string, timeoutMs: number, gone: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone()) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(60_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    gone()
      ? `The emulators exited before ${what} answered.`
      : `${what} did not answer within ${timeoutMs / 1000} s (${url}).`,
  );
}

/** Whether something still listens on the port (a previous run's emulator still going away). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits (up to 60 s) until none of the set's ports is taken, so that the next start does not fail on one. */
async function portsFree(ports: EmulatorPorts): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (const port of Object.values(ports)) {
    while ((await listening(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  }
}

/** The functions emulator's workers in the CLI's process group (ours only, never another set's). */
function workersOf(group: number): number {
  const lines = execFileSync('ps', ['-e', '-o', 'pgid=,args='], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => {
    const [pgid, ...args] = line.trim().split(/\s+/);
    return Number(pgid) === group && args.join(' ').includes('functionsEmulatorRuntime');
  }).length;
}

/** Every process descended from `pid` (the Firestore emulator's java runs in a process group of its own). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const line of execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child && parent) children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (found.push(c), walk(c)));
  walk(pid);
  return found;
}

/**
 * Stops the CLI gently (SIGINT: it stops each emulator), then kills whatever it started that is
 * still there: its process group (workers) and every descendant, noted before the stop because
 * the java of an emulator it could not stop cleanly is re-parented when the CLI exits.
 */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const started = descendants(child.pid!);
    // A noted pid is killed only while its command line still names this checkout (never a
    // reused pid of someone else's process).
    const ours = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(root);
      } catch {
        return false;
      }
    };
    const killAll = () => {
      for (const pid of [-child.pid!, ...started.filter(ours)]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    };
    const hard = setTimeout(killAll, 20_000);
    child.once('exit', () => {
      clearTimeout(hard);
      setTimeout(() => {
        killAll();
        resolve();
      }, 500);
    });
    child.kill('SIGINT');
  });
}

/** Starts the emulators of set `index` on clean data and waits until the API answers. */
export async function startEmulators(
  index: number,
  { tuning = {}, logFile }: { tuning?: EmulatorTuning; logFile: string },
): Promise<RunningEmulators> {
  const set = emulatorSet(index);
  const { path, ports } = harnessConfig(index);
  await portsFree(ports);
  const env = { ...emulatorEnv(), ...set.env };
  if (tuning.parallel) env.FUNCTIONS_EMULATOR_PARALLEL = String(tuning.parallel);
  if (tuning.loadTimeoutSeconds) env.FUNCTIONS_DISCOVERY_TIMEOUT = String(tuning.loadTimeoutSeconds);
  mkdirSync(join(logFile, '..'), { recursive: true });
  const file = createWriteStream(logFile);
  const child = spawn(
    join(root, 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, '--config', path],
    // Its own process group: stop() ends the CLI and every worker it started, and nothing else.
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const log = new TriggerLog();
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      file.write(`${new Date().toISOString()} ${line}\n`);
      log.read(line);
    });
  }
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    await stopGroup(child);
    await portsFree(ports);
    file.end();
  };
  const baseUrl = `http://127.0.0.1:${ports.hosting}`;
  const gone = () => exited;
  const ready = async () => {
    await waitFor(`${baseUrl}/api/public/health`, 'The API through Hosting', 180_000, gone);
    await waitFor(`${baseUrl}${MINIMAL_PATH}/`, 'The minimal function through Hosting', 120_000, gone);
    if (exited) throw new Error(`The emulators exited; see ${logFile}.`);
  };
  try {
    await waitFor(`http://127.0.0.1:${ports.hub}/emulators`, 'The emulator hub', 180_000, gone);
    await ready();
    return { ports, baseUrl, log, ready, stop, workers: () => workersOf(child.pid!) };
  } catch (error) {
    await stop();
    throw error;
  }
}
