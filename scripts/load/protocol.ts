/** Messages between the harness (index.ts) and its peer workers (peer-worker.ts), over Node's IPC. */
import type { EmulatorPorts } from './emulators.ts';
import type { LoadPeer } from './world.ts';

export interface WorkerSetup {
  baseUrl: string;
  ports: EmulatorPorts;
  projectId: string;
  peers: LoadPeer[];
  cohortId: string;
  group: string;
  eventId: string;
  /** A request not answered within this long counts as a timeout (and is abandoned). */
  timeoutMs: number;
  /** How long after its answer a check-in may take to reach the peer's own listener. */
  screenWaitMs: number;
}

/**
 * `checkIn`: POST /api/user/check_in through Hosting; `minimal`: the same POST to the trivial
 * function; `floor`: the same POST to the floor check-in (scripts/load/minimal-function).
 */
export type Target = 'checkIn' | 'minimal' | 'floor';

export type ToWorker =
  | { type: 'burst'; target: Target; sends: { uid: string; at: number }[]; code: string }
  | { type: 'code'; code: string }
  | { type: 'watchTitle'; title: string }
  | { type: 'stop' };

export interface SendResult {
  uid: string;
  target: Target;
  sentAt: number;
  /** When the answer arrived; null for a timeout or a failed connection. */
  answeredAt: number | null;
  /** HTTP status, or null (timeout / connection error). */
  status: number | null;
  error: string | null;
  /** When the peer's activities listener first showed the check-in (its home's screen); null if never. */
  seenAt: number | null;
}

export type FromWorker =
  | { type: 'ready'; signedIn: number; ms: number }
  | { type: 'result'; result: SendResult }
  | { type: 'titleSeen'; uid: string; at: number }
  | { type: 'fatal'; message: string };
