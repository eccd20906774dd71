/**
 * One burst at one rate, on fresh emulators with fresh data (so that no burst inherits another's
 * workers or backlog): start the emulators, seed the world, sign the peers (and the facilitator)
 * in with their listeners, then either
 *   - `minimal`: the same N requests at the same rate to a function that does nothing: what the
 *     functions emulator holds by itself; or
 *   - `checkIn`: each peer types the code the facilitator shows, at `rate` per second; waits for
 *     the roster and the report to show every answered check-in; the facilitator renames the
 *     event and the harness waits for every peer's calendar to show it; then a probe, 20 more
 *     check-ins at 2 per second, to see whether the API still answers.
 */
import { CHECK_IN, checkInWindow } from '@peer-coaching/domain';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { checkInCodeOf } from '../../functions/src/services/events/check-in-codes.ts';
import { PROJECT_ID, root } from '../lib/processes.mjs';
import { startEmulators, type EmulatorTuning, type RunningEmulators } from './emulators.ts';
import { startFacilitator, type Facilitator } from './facilitator.ts';
import { startPeerWorkers, type PeerWorkers } from './peers.ts';
import type { SendResult, Target } from './protocol.ts';
import { busiestDocument } from './stats.ts';
import { watchVersions, type VersionLog } from './versions.ts';
import { LOAD_COHORT, seedWorld, type LoadPeer } from './world.ts';

export interface SessionOptions {
  set: number;
  peers: number;
  rate: number;
  perWorker: number;
  timeoutMs: number;
  target: Target;
  tuning: EmulatorTuning;
  /** How long after the last answer the roster and report may take before "never". */
  convergeWaitMs: number;
  probes: number;
}

export interface BurstOutcome {
  target: Target;
  rate: number;
  results: SendResult[];
  startedAt: number;
  /** Last answer (or the last send, when nothing was answered). */
  endedAt: number;
}

export interface SessionOutcome {
  target: Target;
  rate: number;
  peers: number;
  burst: BurstOutcome;
  /** The machine's 1-minute load average before and after the burst (2 cores, shared). */
  load: { before: number; after: number };
  /** ms after the last answer until the roster / the report showed every answered peer; null: never. */
  rosterMs: number | null;
  reportMs: number | null;
  rosterShown: number;
  reportShown: number;
  /** Trigger runs by function between the burst's start and the end of convergence. */
  triggerRuns: Record<string, number>;
  triggerMs: Record<string, number[]>;
  workerFailures: number;
  failuresByFunction: Record<string, number>;
  apiRuns: number;
  /** The most function workers alive at once during the burst and until convergence (sampled twice a second). */
  peakWorkers: number;
  busiest: { path: string | null; perWindow: number };
  rename: { ms: number | null; seen: number; status: number | null; answerMs: number | null };
  probe: { sent: number; answered: number };
  logFile: string;
  setupMs: number;
}

/** What a run has started and must stop, for Ctrl-C (stopRunning). */
const running = new Set<() => Promise<void>>();

/** Stops whatever a run has started (emulators in their own process group, workers, listeners). */
export async function stopRunning(): Promise<void> {
  await Promise.all([...running].map((stop) => stop().catch(() => {})));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shuffled order, so that workers and peers interleave as a room's typing would. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Sends one request per peer at `rate` per second; resolves with every result. */
async function burst(
  workers: PeerWorkers,
  peers: readonly LoadPeer[],
  target: Target,
  rate: number,
  code: string,
): Promise<BurstOutcome> {
  const startedAt = Date.now() + 1000;
  const sends = shuffled(peers).map((peer, i) => ({ uid: peer.uid, at: startedAt + (i * 1000) / rate }));
  const results: SendResult[] = [];
  // Listeners stay registered; each burst's own stops taking results once it has them all.
  let active = true;
  const done = new Promise<void>((resolve) =>
    workers.onResult((result) => {
      if (!active || result.target !== target) return;
      results.push(result);
      if (results.length === sends.length) {
        active = false;
        resolve();
      }
    }),
  );
  const byWorker = new Map<ReturnType<PeerWorkers['sendTo']>, typeof sends>();
  for (const send of sends) {
    const worker = workers.sendTo(send.uid);
    byWorker.set(worker, [...(byWorker.get(worker) ?? []), send]);
  }
  for (const [worker, share] of byWorker) worker.send({ type: 'burst', target, sends: share, code });
  await done;
  const answered = results.filter((r) => r.answeredAt !== null).map((r) => r.answeredAt!);
  const endedAt = answered.length > 0 ? Math.max(...answered) : sends.at(-1)!.at;
  return { target, rate, results, startedAt, endedAt };
}

/**
 * Keeps the peers' code the one the facilitator's screen shows, a new one each window. The
 * facilitator fetched it once through the API (which stored the event's secret); each next one is
 * computed as the functions compute it (the HMAC of the secret), so that the screen's refreshes,
 * one request a minute, do not depend on an API the burst may have stopped.
 */
function followCode(secret: string, workers: PeerWorkers): () => void {
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const nextWindowAt = (checkInWindow(new Date()) + 1) * CHECK_IN.rotationMs;
      await sleep(nextWindowAt - Date.now() + 50);
      if (!stopped) workers.broadcast({ type: 'code', code: checkInCodeOf(secret, checkInWindow(new Date())) });
    }
  })();
  return () => (stopped = true);
}

/** Waits until `shown` holds every one of `expected`, or `deadline`; returns the time it did, or null. */
async function converged(shown: Map<string, number>, expected: readonly string[], deadline: number) {
  while (Date.now() < deadline) {
    if (expected.every((uid) => shown.has(uid))) {
      return expected.length === 0 ? Date.now() : Math.max(...expected.map((uid) => shown.get(uid)!));
    }
    await sleep(100);
  }
  return null;
}

/** Samples the emulators' worker count twice a second; the stop function returns the peak. */
function samplePeakWorkers(emulators: RunningEmulators): () => number {
  let peak = emulators.workers();
  const timer = setInterval(() => (peak = Math.max(peak, emulators.workers())), 500);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** The secret behind the event's codes, stored by the API when the facilitator first showed one. */
async function eventSecret(versions: VersionLog, eventId: string): Promise<string> {
  const secret = (await versions.db.doc(`event_secrets/${eventId}`).get()).get('secret') as string | undefined;
  if (!secret) throw new Error(`No secret stored for ${eventId}: the facilitator's code was never shown.`);
  return secret;
}

const emptyRename: SessionOutcome['rename'] = { ms: null, seen: 0, status: null, answerMs: null };

export async function runSession(options: SessionOptions, log: (line: string) => void): Promise<SessionOutcome> {
  const setupStarted = Date.now();
  const name = { checkIn: 'check-in', minimal: 'minimal', floor: 'floor' }[options.target];
  const logFile = join(root, 'test-results', 'load', `set-${options.set}-${name}-${options.rate}.log`);
  let emulators: RunningEmulators | undefined;
  let workers: PeerWorkers | undefined;
  let facilitator: Facilitator | undefined;
  let versions: VersionLog | undefined;
  let stopCode = () => {};
  const cleanUp = async () => {
    stopCode();
    await workers?.stop().catch(() => {});
    await facilitator?.close().catch(() => {});
    await versions?.close().catch(() => {});
    await emulators?.stop();
  };
  running.add(cleanUp);
  try {
    log(`  starting the emulators of set ${options.set} (log: ${logFile})`);
    emulators = await startEmulators(options.set, { tuning: options.tuning, logFile });
    log(`  seeding the demo and ${options.peers} peers`);
    const loads = emulators.log.definitionLoads;
    // The floor runs with the triggers off: nothing but its own write per check-in.
    const triggersOn = options.target !== 'floor';
    const world = await seedWorld(emulators.ports, options.peers, { triggersOn });
    // Switching the triggers back on reloads both codebases and ends their warm workers: wait for
    // the reload, then until both functions answer again (one warm worker each, as after the start).
    const reloadDeadline = Date.now() + 120_000;
    while (triggersOn && emulators.log.definitionLoads < loads + 2 && Date.now() < reloadDeadline) await sleep(200);
    await emulators.ready();
    const target = { ports: emulators.ports, projectId: PROJECT_ID, baseUrl: emulators.baseUrl };
    log(`  signing in ${options.peers} peers (${Math.ceil(options.peers / options.perWorker)} worker processes)`);
    workers = await startPeerWorkers(
      {
        ...target,
        peers: world.peers,
        cohortId: LOAD_COHORT,
        group: world.event.group,
        eventId: world.event.id,
        timeoutMs: options.timeoutMs,
        screenWaitMs: 30_000,
      },
      options.perWorker,
    );
    versions = await watchVersions(PROJECT_ID, { eventId: world.event.id, cohortId: LOAD_COHORT });
    const setupMs = Date.now() - setupStarted;

    if (options.target === 'minimal') {
      log(`  minimal function: ${options.peers} requests at ${options.rate}/s`);
      const before = loadavg()[0]!;
      const peak = samplePeakWorkers(emulators);
      const minimal = await burst(workers, world.peers, 'minimal', options.rate, '');
      // A request dropped because its worker never loaded is logged only when the load times out,
      // which may be after the peer gave up: wait that long before counting.
      await sleep(((options.tuning.loadTimeoutSeconds ?? 30) + 5) * 1000 - (Date.now() - minimal.endedAt));
      const peakWorkers = peak();
      return {
        target: 'minimal',
        rate: options.rate,
        peers: options.peers,
        burst: minimal,
        load: { before, after: loadavg()[0]! },
        rosterMs: null,
        reportMs: null,
        rosterShown: 0,
        reportShown: 0,
        triggerRuns: {},
        triggerMs: {},
        workerFailures: emulators.log.failuresBetween(minimal.startedAt, Date.now()),
        failuresByFunction: emulators.log.failuresByFunction(minimal.startedAt, Date.now()),
        apiRuns: 0,
        peakWorkers,
        busiest: { path: null, perWindow: 0 },
        rename: emptyRename,
        probe: { sent: 0, answered: 0 },
        logFile,
        setupMs,
      };
    }

    facilitator = await startFacilitator(target, world.event, LOAD_COHORT);
    const { code } = await facilitator.code();
    stopCode = followCode(await eventSecret(versions, world.event.id), workers);
    versions.reset();
    log(`  ${name}: ${options.peers} peers at ${options.rate}/s`);
    const before = loadavg()[0]!;
    const peak = samplePeakWorkers(emulators);
    const checkIn = await burst(workers, world.peers, options.target, options.rate, code);
    const answered = checkIn.results.filter((r) => r.status === 200).map((r) => r.uid);
    const deadline = checkIn.endedAt + options.convergeWaitMs;
    const [rosterAt, reportAt] = await Promise.all([
      converged(facilitator.roster, answered, deadline),
      options.target === 'floor' ? null : converged(facilitator.report, answered, deadline),
    ]);
    const after = loadavg()[0]!;
    const peakWorkers = peak();
    // Trigger runs still begun a moment after the report converged belong to this burst too.
    await sleep(3000);
    const triggersEnd = Date.now();
    const busiest = busiestDocument(versions.versions);

    // What every burst with listeners reports (trigger runs counted up to triggersEnd).
    const from = checkIn.startedAt;
    const runs = emulators.log.runsBetween(from, triggersEnd);
    const measured = {
      rate: options.rate,
      peers: options.peers,
      burst: checkIn,
      load: { before, after },
      rosterMs: rosterAt === null ? null : rosterAt - checkIn.endedAt,
      rosterShown: answered.filter((uid) => facilitator!.roster.has(uid)).length,
      workerFailures: emulators.log.failuresBetween(from, triggersEnd),
      failuresByFunction: emulators.log.failuresByFunction(from, triggersEnd),
      apiRuns: runs.get('api') ?? 0,
      peakWorkers,
      busiest,
      logFile,
      setupMs,
    };

    // The floor derives nothing: no report, no trigger, no calendar to rename on, nothing to probe.
    if (options.target === 'floor') {
      const none = { reportMs: null, reportShown: 0, triggerRuns: {}, triggerMs: {} };
      return { ...measured, ...none, target: 'floor', rename: emptyRename, probe: { sent: 0, answered: 0 } };
    }

    log('  renaming the event');
    const title = `Load test session (renamed ${new Date().toISOString().slice(11, 19)})`;
    const seen = new Map<string, number>();
    workers.onTitleSeen((uid, at) => seen.set(uid, at));
    let rename = emptyRename;
    try {
      const sent = await facilitator.rename(title);
      workers.broadcast({ type: 'watchTitle', title });
      const allAt = await converged(
        seen,
        world.peers.map((p) => p.uid),
        Date.now() + 60_000,
      );
      rename = {
        ms: allAt === null ? null : allAt - sent.sentAt,
        seen: seen.size,
        status: sent.status,
        answerMs: sent.answeredAt - sent.sentAt,
      };
    } catch (error) {
      log(`  the rename failed: ${(error as Error).message}`);
      rename = { ...emptyRename, seen: seen.size };
    }

    let probe = { sent: 0, answered: 0 };
    if (options.probes > 0) {
      log(`  probe: ${options.probes} more check-ins at 2/s`);
      const probed = await burst(workers, world.peers.slice(0, options.probes), 'checkIn', 2, code);
      probe = { sent: probed.results.length, answered: probed.results.filter((r) => r.status === 200).length };
    }

    const triggerRuns: Record<string, number> = {};
    const triggerMs: Record<string, number[]> = {};
    for (const [fn, count] of runs) if (fn !== 'api') triggerRuns[fn] = count;
    for (const run of emulators.log.finishedBetween(from, triggersEnd)) {
      if (run.name !== 'api') (triggerMs[run.name] ??= []).push(run.ms);
    }
    return {
      ...measured,
      target: 'checkIn',
      reportMs: reportAt === null ? null : reportAt - checkIn.endedAt,
      reportShown: answered.filter((uid) => facilitator!.report.has(uid)).length,
      triggerRuns,
      triggerMs,
      rename,
      probe,
    };
  } finally {
    running.delete(cleanUp);
    await cleanUp();
  }
}
