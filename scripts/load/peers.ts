/** The harness's side of the peer workers: forks them, hands out peers, routes their messages. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromWorker, SendResult, ToWorker, WorkerSetup } from './protocol.ts';

const WORKER = fileURLToPath(new URL('./peer-worker.ts', import.meta.url));

export interface PeerWorkers {
  /** Sends to the worker holding each peer; `byPeer` picks each worker's share. */
  broadcast(message: ToWorker): void;
  sendTo(uid: string): ChildProcess;
  onResult(listener: (result: SendResult) => void): void;
  onTitleSeen(listener: (uid: string, at: number) => void): void;
  stop(): Promise<void>;
}

export async function startPeerWorkers(
  setup: Omit<WorkerSetup, 'peers'> & { peers: WorkerSetup['peers'] },
  perWorker: number,
): Promise<PeerWorkers> {
  const shares: WorkerSetup['peers'][] = [];
  for (let i = 0; i < setup.peers.length; i += perWorker) shares.push(setup.peers.slice(i, i + perWorker));
  const owner = new Map<string, ChildProcess>();
  const resultListeners: ((result: SendResult) => void)[] = [];
  const titleListeners: ((uid: string, at: number) => void)[] = [];
  const children = shares.map((share) => {
    const child = fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    for (const peer of share) owner.set(peer.uid, child);
    return child;
  });
  await Promise.all(
    children.map(
      (child, i) =>
        new Promise<void>((ready, fail) => {
          child.on('message', (message: FromWorker) => {
            if (message.type === 'ready') ready();
            else if (message.type === 'fatal') fail(new Error(`A peer worker failed: ${message.message}`));
            else if (message.type === 'result') for (const l of resultListeners) l(message.result);
            else if (message.type === 'titleSeen') for (const l of titleListeners) l(message.uid, message.at);
          });
          child.once('exit', (code) => fail(new Error(`A peer worker exited (${code}) before it was ready.`)));
          child.send({ type: 'setup', setup: { ...setup, peers: shares[i]! } });
        }),
    ),
  );
  return {
    broadcast: (message) => children.forEach((child) => child.send(message)),
    sendTo: (uid) => owner.get(uid)!,
    onResult: (listener) => resultListeners.push(listener),
    onTitleSeen: (listener) => titleListeners.push(listener),
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
              child.once('exit', () => {
                clearTimeout(hard);
                resolve();
              });
              child.send({ type: 'stop' } satisfies ToWorker);
            }),
        ),
      );
    },
  };
}
