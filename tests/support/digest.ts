/**
 * Every document of the Firestore emulator, sub-collections included, as path -> hash of its data,
 * for tests that prove a change touched nothing else (the sandbox's isolation: docs/sandbox.md).
 */
import { createHash } from 'node:crypto';
import type { CollectionReference } from 'firebase-admin/firestore';
import { adminDb } from './admin.ts';

export type Hashes = Map<string, string>;

export async function documentHashes(skip: (path: string) => boolean): Promise<Hashes> {
  const hashes: Hashes = new Map();
  const walk = async (collections: CollectionReference[]) => {
    for (const collection of collections) {
      for (const doc of await collection.listDocuments()) {
        if (skip(doc.path)) continue;
        const snapshot = await doc.get();
        if (snapshot.exists)
          hashes.set(doc.path, createHash('sha256').update(JSON.stringify(snapshot.data())).digest('hex'));
        await walk(await doc.listCollections());
      }
    }
  };
  await walk(await adminDb.listCollections());
  return hashes;
}

const same = (a: Hashes, b: Hashes) => a.size === b.size && [...a].every(([path, hash]) => b.get(path) === hash);

/** The hashes once nothing has changed for 3 s: the triggers of earlier writes are done. */
export async function settledHashes(skip: (path: string) => boolean, timeoutMs = 60_000): Promise<Hashes> {
  let previous = await documentHashes(skip);
  let stableSince = Date.now();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() - stableSince < 3_000) {
    if (Date.now() > deadline) throw new Error('The database kept changing');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = await documentHashes(skip);
    if (!same(current, previous)) stableSince = Date.now();
    previous = current;
  }
  return previous;
}

/** The paths added, removed or changed between two readings, sorted. */
export function changedPaths(before: Hashes, after: Hashes): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
