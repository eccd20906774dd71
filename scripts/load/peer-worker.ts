/**
 * One worker process of peers (forked by peers.ts): each peer signs in with the Firebase JS SDK
 * and listens, as their home does, to their activities document (activities/{uid}: attendance and
 * counts) and their cohort's calendar (cohort_calendars/{cohort}). On a burst, each peer sends its
 * request at its appointed wall-clock time, as the web client does (api.ts: POST with the ID token),
 * and reports the answer and when its own listener showed the check-in. Two hundred SDK clients
 * in one Node process would share one event loop and skew each other's times; a few processes of
 * ~50 keep the loop free (docs/load.md).
 */
import { doc, onSnapshot } from 'firebase/firestore';
import type { FromWorker, SendResult, Target, ToWorker, WorkerSetup } from './protocol.ts';
import { signIn, type SignedIn } from './sdk.ts';
import { PEER_PASSWORD } from './world.ts';

const send = (message: FromWorker) => process.send!(message);

interface Peer {
  uid: string;
  session: SignedIn;
  /** When the activities listener first showed the event as attended. */
  attendedAt: number | null;
  /** Called when attendedAt is set. */
  onAttended: (() => void) | null;
  /** The event's title in the latest calendar snapshot, and when that snapshot came. */
  title: { value: string | null; at: number };
}

let setup: WorkerSetup;
const peers = new Map<string, Peer>();
let code = '';
let watchedTitle: string | null = null;
const titleReported = new Set<string>();
const unsubscribers: (() => void)[] = [];

function reportTitle(peer: Peer) {
  if (watchedTitle !== null && peer.title.value === watchedTitle && !titleReported.has(peer.uid)) {
    titleReported.add(peer.uid);
    send({ type: 'titleSeen', uid: peer.uid, at: peer.title.at });
  }
}

async function startPeer(uid: string, email: string): Promise<Peer> {
  const session = await signIn(setup, email, PEER_PASSWORD);
  const peer: Peer = { uid, session, attendedAt: null, onAttended: null, title: { value: null, at: 0 } };
  await new Promise<void>((ready, fail) => {
    let first = 2;
    const once = () => --first === 0 && ready();
    unsubscribers.push(
      onSnapshot(
        doc(session.db, 'activities', uid),
        (snapshot) => {
          const attendance = snapshot.get('attendance') as Record<string, string> | undefined;
          if (peer.attendedAt === null && attendance?.[setup.eventId] === 'attended') {
            peer.attendedAt = Date.now();
            peer.onAttended?.();
          }
          once();
        },
        fail,
      ),
      onSnapshot(
        doc(session.db, 'cohort_calendars', setup.cohortId),
        (snapshot) => {
          const events = (snapshot.get('events') ?? []) as { id: string; title: string }[];
          peer.title = { value: events.find((e) => e.id === setup.eventId)?.title ?? null, at: Date.now() };
          reportTitle(peer);
          once();
        },
        fail,
      ),
    );
  });
  return peer;
}

/** Resolves with when the peer's listener showed the check-in, or null after `waitMs`. */
function seenWithin(peer: Peer, waitMs: number): Promise<number | null> {
  if (peer.attendedAt !== null) return Promise.resolve(peer.attendedAt);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      peer.onAttended = null;
      resolve(null);
    }, waitMs);
    peer.onAttended = () => {
      clearTimeout(timer);
      resolve(peer.attendedAt);
    };
  });
}

async function request(peer: Peer, target: Target): Promise<SendResult> {
  const path = { checkIn: '/api/user/check_in', minimal: '/load-minimal/', floor: '/load-minimal/floor' }[target];
  const token = await peer.session.idToken();
  const sentAt = Date.now();
  const result: SendResult = {
    uid: peer.uid,
    target,
    sentAt,
    answeredAt: null,
    status: null,
    error: null,
    seenAt: null,
  };
  try {
    const response = await fetch(`${setup.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // The API refuses unknown fields; only the floor needs the group (it reads nothing).
      body: JSON.stringify({ event_id: setup.eventId, code, ...(target === 'floor' ? { group: setup.group } : {}) }),
      signal: AbortSignal.timeout(setup.timeoutMs),
    });
    const text = await response.text();
    result.answeredAt = Date.now();
    result.status = response.status;
    if (!response.ok) result.error = text.slice(0, 200);
  } catch (error) {
    result.error = (error as Error).name === 'TimeoutError' ? 'timeout' : String((error as Error).message);
  }
  if (target !== 'minimal') result.seenAt = await seenWithin(peer, setup.screenWaitMs);
  return result;
}

function burst(target: Target, sends: { uid: string; at: number }[]) {
  for (const { uid, at } of sends) {
    const peer = peers.get(uid)!;
    setTimeout(
      () => void request(peer, target).then((result) => send({ type: 'result', result })),
      Math.max(0, at - Date.now()),
    );
  }
}

// The harness gone (stopped, or failed): nothing left to report to.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ToWorker | { type: 'setup'; setup: WorkerSetup }) => {
  switch (message.type) {
    case 'setup': {
      setup = message.setup;
      const started = Date.now();
      // Five sign-ins at a time per worker: the Auth emulator answers quickly, and the listeners open as they come.
      void (async () => {
        try {
          for (let i = 0; i < setup.peers.length; i += 5) {
            const wave = setup.peers.slice(i, i + 5);
            for (const peer of await Promise.all(wave.map((p) => startPeer(p.uid, p.email)))) {
              peers.set(peer.uid, peer);
            }
          }
          send({ type: 'ready', signedIn: peers.size, ms: Date.now() - started });
        } catch (error) {
          send({ type: 'fatal', message: String((error as Error).stack ?? error) });
        }
      })();
      break;
    }
    case 'burst':
      code = message.code;
      burst(message.target, message.sends);
      break;
    case 'code':
      code = message.code;
      break;
    case 'watchTitle':
      watchedTitle = message.title;
      for (const peer of peers.values()) reportTitle(peer);
      break;
    case 'stop':
      for (const unsubscribe of unsubscribers) unsubscribe();
      void Promise.all([...peers.values()].map((p) => p.session.close())).finally(() => process.exit(0));
      break;
  }
});
