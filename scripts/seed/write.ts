/**
 * Writes the demo data to the emulators: Auth accounts with fixed uids and the demo password,
 * then every Firestore document. Re-running replaces what an earlier run wrote (same ids).
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { chunk, commitInBatches } from './batches.ts';
import { demoDocuments } from './documents.ts';
import { assertEmulators } from './emulator-guard.ts';
import type { DemoAccount, DemoData } from './types.ts';

/** Accounts created at once; the Auth emulator handles this many concurrent calls comfortably. */
const PARALLEL_ACCOUNTS = 16;
/** deleteUsers accepts at most 1000 uids per call. */
const MAX_DELETE_UIDS = 1000;

export interface DemoTargets {
  db: Firestore;
  auth: Auth;
}

export interface WriteSummary {
  accounts: number;
  documents: number;
}

async function writeAccounts(auth: Auth, accounts: readonly DemoAccount[]): Promise<void> {
  // createUser fails on an existing uid, so clear earlier demo accounts first (unknown uids are ignored).
  for (const uids of chunk(
    accounts.map((a) => a.uid),
    MAX_DELETE_UIDS,
  )) {
    await auth.deleteUsers(uids);
  }
  for (const wave of chunk(accounts, PARALLEL_ACCOUNTS)) {
    await Promise.all(wave.map((account) => auth.createUser(account)));
  }
}

export async function writeDemoData(data: DemoData, { db, auth }: DemoTargets): Promise<WriteSummary> {
  assertEmulators(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']);
  await writeAccounts(auth, data.accounts);
  const documents = demoDocuments(data);
  await commitInBatches(db, documents, (batch, { path, data: fields }) => batch.set(db.doc(path), fields));
  return { accounts: data.accounts.length, documents: documents.length };
}
