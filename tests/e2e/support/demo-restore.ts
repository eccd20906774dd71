/**
 * Putting the demo back between end-to-end files by undoing what the last file changed, instead of
 * clearing the emulators and writing all of it again.
 *
 * Why: a full write wakes the events trigger once per event (about 200 deliveries, one after
 * another on the functions emulator), the activity trigger once per attendance record, and so on;
 * waiting them out cost 20 to 45 s per file, most of the e2e suite's set-up time. A file changes a
 * few dozen documents at most, so restoring those wakes a few triggers.
 *
 * How: after the first full write has settled, every Firestore document and Auth account is kept
 * in a snapshot file (per emulator set, keyed by a hash of the demo data, so a changed seed or a
 * new demo day never restores old data). Later files read everything, write back what differs,
 * delete what the snapshot lacks, and repeat until two reads in a row find nothing to undo
 * (the restored documents' triggers recompute what they derive, which must come out as before).
 * Anything unexpected (a large difference, a value the snapshot cannot hold, no quiet within a few
 * rounds) answers false and the caller writes the demo from scratch, as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { commitInBatches } from '../../../scripts/seed/batches.ts';
import type { DemoAccount } from '../../../scripts/seed/types.ts';

interface Snapshot {
  key: string;
  /** path -> the document's data, encoded (see `encode`) and stringified. */
  documents: Record<string, string>;
  /** uid -> what `accountSummary` says of the account. */
  accounts: Record<string, string>;
}

/** More changes than any file makes: past this, writing the demo afresh is as quick and surer. */
const MAX_CHANGES = 400;
const MAX_ROUNDS = 8;
const QUIET_READS = 2;
const PAUSE_MS = 750;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function snapshotFile(): string {
  const set = process.env.EMULATOR_SET ?? '0';
  const firestore = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').replace(/[^0-9a-z]/gi, '-');
  return join(tmpdir(), `peer-coaching-e2e-demo-set-${set}-${firestore}.json`);
}

/** Identifies the demo data written: same documents and accounts, same key. */
export function demoKey(documents: unknown, accounts: readonly DemoAccount[]): string {
  return createHash('sha256').update(JSON.stringify({ documents, accounts })).digest('hex');
}

class Unstorable extends Error {}

/** Firestore values as JSON: Timestamps tagged; anything else the demo never holds refuses. */
function encode(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Unstorable(`number ${value}`);
    return value;
  }
  if (value instanceof Timestamp) return { $timestamp: [value.seconds, value.nanoseconds] };
  if (Array.isArray(value)) return value.map(encode);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const object = value as Record<string, unknown>;
    if ('$timestamp' in object) throw new Unstorable('a field named $timestamp');
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, encode(object[key])]),
    );
  }
  throw new Unstorable(String(value));
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const stamp = object.$timestamp as [number, number] | undefined;
    if (stamp) return new Timestamp(stamp[0], stamp[1]);
    return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, decode(item)]));
  }
  return value;
}

/**
 * Every document, sub-collections included (parents that only hold sub-collections too): a walk
 * that lists each document's sub-collections, one call per document. Used once, for the snapshot.
 */
async function readAllDocuments(db: Firestore): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    await Promise.all(
      collections.map(async (collection) => {
        const [snapshot, refs] = await Promise.all([collection.get(), collection.listDocuments()]);
        for (const doc of snapshot.docs) documents.set(doc.ref.path, JSON.stringify(encode(doc.data())));
        const children = await Promise.all(refs.map((ref) => ref.listCollections()));
        await walk(children.flat());
      }),
    );
  };
  await walk(await db.listCollections());
  return documents;
}

/** The collection ids in `paths` ('groups/mgh/pages/x' -> groups, pages). */
function collectionIds(paths: Iterable<string>): Set<string> {
  const ids = new Set<string>();
  for (const path of paths) path.split('/').forEach((part, i) => i % 2 === 0 && ids.add(part));
  return ids;
}

/**
 * The documents of every collection id the snapshot knows, at any depth, and of every top-level
 * collection there is now: one query per id instead of the walk's call per document (a file can
 * only have written through the app, whose sub-collections the demo all holds).
 */
async function readKnownDocuments(db: Firestore, snapshotIds: ReadonlySet<string>): Promise<Map<string, string>> {
  const ids = new Set(snapshotIds);
  for (const collection of await db.listCollections()) ids.add(collection.id);
  const documents = new Map<string, string>();
  await Promise.all(
    [...ids].map(async (id) => {
      for (const doc of (await db.collectionGroup(id).get()).docs) {
        documents.set(doc.ref.path, JSON.stringify(encode(doc.data())));
      }
    }),
  );
  return documents;
}

/** What restoring compares of an account; the emulator's password hash names the password. */
function accountSummary(user: UserRecord): string {
  return JSON.stringify({
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    customClaims: user.customClaims ?? null,
    password: (user.passwordHash ?? '').replace(/salt=[^:]*:/, ''),
    providers: user.providerData.map((p) => `${p.providerId}:${p.uid}`).sort(),
  });
}

async function readAllAccounts(auth: Auth): Promise<Map<string, string>> {
  const accounts = new Map<string, string>();
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) accounts.set(user.uid, accountSummary(user));
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

/** Keeps what the emulators hold now, once the full demo write has settled, for later files. */
export async function rememberDemo(key: string, { db, auth }: { db: Firestore; auth: Auth }): Promise<void> {
  try {
    writeFileSync(snapshotFile(), JSON.stringify(await settledSnapshot(key, db, auth)));
  } catch (error) {
    // Without a snapshot every file writes the demo afresh, as before: slower, not wrong.
    if (!(error instanceof Unstorable)) throw error;
  }
}

async function settledSnapshot(key: string, db: Firestore, auth: Auth): Promise<Snapshot> {
  // The triggers of the full write may still be deriving: wait until two reads agree.
  let documents = await readAllDocuments(db);
  for (let round = 0; round < 20; round++) {
    await sleep(1500);
    const again = await readAllDocuments(db);
    const same = again.size === documents.size && [...again].every(([path, data]) => documents.get(path) === data);
    documents = again;
    if (same) break;
  }
  return {
    key,
    documents: Object.fromEntries(documents),
    accounts: Object.fromEntries(await readAllAccounts(auth)),
  };
}

interface Changes {
  put: [string, string][];
  remove: string[];
}

function differences(wanted: Record<string, string>, now: Map<string, string>): Changes {
  const put = Object.entries(wanted).filter(([path, data]) => now.get(path) !== data);
  const remove = [...now.keys()].filter((path) => !(path in wanted));
  return { put, remove };
}

const changeCount = (changes: Changes) => changes.put.length + changes.remove.length;

async function restoreAccounts(
  auth: Auth,
  wanted: Record<string, string>,
  demoAccounts: readonly DemoAccount[],
): Promise<boolean> {
  const now = await readAllAccounts(auth);
  const stray = [...now.keys()].filter((uid) => !(uid in wanted));
  const changed = demoAccounts.filter((account) => now.get(account.uid) !== wanted[account.uid]);
  if (stray.length + changed.length > MAX_CHANGES) return false;
  if (stray.length || changed.length) await auth.deleteUsers([...stray, ...changed.map((a) => a.uid)]);
  await Promise.all(changed.map((account) => auth.createUser(account)));
  const after = await readAllAccounts(auth);
  return (
    demoAccounts.every((account) => after.get(account.uid) === wanted[account.uid]) &&
    after.size === demoAccounts.length
  );
}

/**
 * Puts the emulators back to the remembered demo with `key`. False when there is no such snapshot or
 * restoring is not the sure way: the caller then writes the demo from scratch.
 */
export async function restoreDemo(
  key: string,
  demoAccounts: readonly DemoAccount[],
  { db, auth }: { db: Firestore; auth: Auth },
): Promise<boolean> {
  const file = snapshotFile();
  if (!existsSync(file)) return false;
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  if (snapshot.key !== key) return false;
  try {
    if (!(await restoreAccounts(auth, snapshot.accounts, demoAccounts))) return false;
    const snapshotIds = collectionIds(Object.keys(snapshot.documents));
    let quietReads = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const changes = differences(snapshot.documents, await readKnownDocuments(db, snapshotIds));
      if (round === 0 && changeCount(changes) > MAX_CHANGES) return false;
      if (changeCount(changes) === 0) {
        if (++quietReads >= QUIET_READS) return true;
      } else {
        quietReads = 0;
        await commitInBatches(
          db,
          [
            ...changes.put.map(([path, data]) => ({ path, data })),
            ...changes.remove.map((path) => ({ path, data: null })),
          ],
          (batch, { path, data }) =>
            data === null
              ? batch.delete(db.doc(path))
              : batch.set(db.doc(path), decode(JSON.parse(data)) as Record<string, unknown>),
        );
      }
      await sleep(PAUSE_MS);
    }
    return false;
  } catch (error) {
    if (error instanceof Unstorable) return false;
    throw error;
  }
}
