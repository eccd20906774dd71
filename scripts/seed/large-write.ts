/**
 * Writing the large program (scripts/seed/large.ts) to the emulators:
 * - accounts through the Auth emulator's batch create (1,000 a call, with the demo password):
 *   7,001 accounts in under a second, where one createUser call each takes some twenty seconds;
 * - documents in batches of 500 (and of at most 3 MiB: the report shards are 180 KiB each), four
 *   in flight (scripts/seed/batches.ts): some 3,000 a second on the emulator, where a BulkWriter,
 *   throttled from 500 a second, took six times as long;
 * - what an earlier large seed wrote and this one does not (a make-up response drawn on an earlier
 *   day, a document of an older builder) is deleted: the group's documents are found by `group`.
 * Background triggers are the caller's: written with them on, each document would wake them.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTION_PATHS, documentSize, settingsPath } from '@peer-coaching/domain';
import { chunk, commitInBatches } from './batches.ts';
import { DEMO_PROJECT_ID, assertLocalEmulators } from './emulator-guard.ts';
import { largeDocuments, SCALE_GROUP, type LargeProgram } from './large.ts';
import type { DemoAccount } from './types.ts';

/** The real API's limit on one batch create, kept here. */
const ACCOUNTS_PER_CALL = 1000;
/** deleteUsers accepts at most 1000 uids per call. */
const MAX_DELETE_UIDS = 1000;

export interface LargeTargets {
  db: Firestore;
  auth: Auth;
}

/** The collections whose documents name the group in a `group` field (users list it in `group[]`). */
const BY_GROUP_FIELD = [
  COLLECTION_PATHS.cohorts,
  COLLECTION_PATHS.events,
  COLLECTION_PATHS.attendance,
  COLLECTION_PATHS.activities,
  COLLECTION_PATHS.cohortCalendars,
  COLLECTION_PATHS.cohortReports,
  COLLECTION_PATHS.cohortReportShards,
  COLLECTION_PATHS.surveys,
  COLLECTION_PATHS.surveyResponses,
] as const;

/**
 * Creates the accounts through the Auth emulator's REST batch create, which (unlike the admin
 * SDK's importUsers) takes a raw password: each account signs in with the demo password.
 */
async function createAccounts(accounts: readonly DemoAccount[]): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  for (const part of chunk(accounts, ACCOUNTS_PER_CALL)) {
    const response = await fetch(
      `http://${host}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:batchCreate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          users: part.map((a) => ({
            localId: a.uid,
            email: a.email,
            rawPassword: a.password,
            displayName: a.displayName,
            emailVerified: a.emailVerified,
            disabled: a.disabled ?? false,
          })),
        }),
      },
    );
    const body = (await response.json()) as { error?: { message?: string } | { index: number; message: string }[] };
    const errors = Array.isArray(body.error) ? body.error : [];
    if (!response.ok || errors.length > 0) {
      const first = errors[0] ? `${part[errors[0].index]?.email}: ${errors[0].message}` : JSON.stringify(body.error);
      throw new Error(`The Auth emulator refused ${errors.length || 'the'} account(s) (${first}).`);
    }
  }
}

/** The paths of every document of the scale group, and the ids of its people (their accounts). */
export async function largeProgramOnEmulators(db: Firestore): Promise<{ paths: string[]; people: string[] }> {
  const [byGroup, people, settings] = await Promise.all([
    Promise.all(BY_GROUP_FIELD.map((c) => db.collection(c).where('group', '==', SCALE_GROUP).select().get())),
    db.collection(COLLECTION_PATHS.users).where('group', 'array-contains', SCALE_GROUP).select().get(),
    db.collection(settingsPath(SCALE_GROUP)).listDocuments(),
  ]);
  const group = await db.doc(`${COLLECTION_PATHS.groups}/${SCALE_GROUP}`).get();
  return {
    paths: [
      ...byGroup.flatMap((snapshot) => snapshot.docs.map((d) => d.ref.path)),
      ...people.docs.map((d) => d.ref.path),
      ...settings.map((ref) => ref.path),
      ...(group.exists ? [group.ref.path] : []),
    ],
    people: people.docs.map((d) => d.id),
  };
}

async function deleteAccounts(auth: Auth, uids: readonly string[]): Promise<void> {
  // Unknown uids are ignored.
  for (const part of chunk(uids, MAX_DELETE_UIDS)) await auth.deleteUsers(part);
}

export interface LargeWriteSummary {
  accounts: number;
  documents: number;
  /** Documents of an earlier large seed that this one no longer has. */
  stale: number;
  accountSeconds: number;
  documentSeconds: number;
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Writes the program over whatever an earlier large seed left; the demo's documents are not touched. */
export async function writeLargeProgram(program: LargeProgram, { db, auth }: LargeTargets): Promise<LargeWriteSummary> {
  assertLocalEmulators(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']);
  const documents = largeDocuments(program);
  const before = await largeProgramOnEmulators(db);

  let started = performance.now();
  // A batch create fails on an existing uid or e-mail: earlier accounts of the program go first.
  await deleteAccounts(auth, [...new Set([...before.people, ...program.accounts.map((a) => a.uid)])]);
  await createAccounts(program.accounts);
  const accountSeconds = secondsSince(started);

  started = performance.now();
  const written = new Set(documents.map((d) => d.path));
  const stale = before.paths.filter((path) => !written.has(path));
  await commitInBatches(
    db,
    documents,
    (batch, { path, data }) => batch.set(db.doc(path), data),
    ({ path, data }) => documentSize(path, data),
  );
  await commitInBatches(db, stale, (batch, path) => batch.delete(db.doc(path)));
  return {
    accounts: program.accounts.length,
    documents: documents.length,
    stale: stale.length,
    accountSeconds,
    documentSeconds: secondsSince(started),
  };
}
