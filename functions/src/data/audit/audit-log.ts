/**
 * The audit log (issue 24, docs/audit-log.md). A staff write through the API runs in an audit
 * context (http/register.ts opens one for every row of the endpoint table with an `audit` action):
 * its handler says what it writes (`describeAudit`), and the data function that commits the write
 * stages the entry in the same batch or transaction (`stageAudit`). The entry's id is fixed per
 * call, so a retried transaction or a write in several batches still leaves one entry. A call that
 * found nothing to change writes the entry alone when it ends (`finishAudit`); a preview, which
 * writes nothing, says so (`skipAudit`) and leaves none.
 *
 * The roster's marks, written from the browser under the rules, carry `marked_by`; the attendance
 * trigger writes their entry (`writeRosterMarkEntry`), keyed by the record and its time, so a
 * retried delivery leaves one entry too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  auditLogCollection,
  auditSummary,
  type AuditAction,
  type AuditDescription,
  type AuditEntry,
  type StoredAuditEntry,
  type User,
} from '@peer-coaching/domain';
import { FieldValue, type DocumentReference, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';

interface AuditContext {
  actor: Pick<User, 'id' | 'email'>;
  action: AuditAction;
  entryId: string;
  description: AuditDescription | null;
  skipped: boolean;
}

const contexts = new AsyncLocalStorage<AuditContext>();
const entries = () => db.collection(auditLogCollection.path);

/**
 * Runs an audited call: `work` must describe (or skip) its entry; see finishAudit. Answers its
 * value and the id of its entry (null when it wrote none).
 */
export function withAudit<T>(
  actor: Pick<User, 'id' | 'email'>,
  action: AuditAction,
  work: () => Promise<T>,
): Promise<{ value: T; entryId: string | null }> {
  const context: AuditContext = {
    actor,
    action,
    entryId: entries().doc().id,
    description: null,
    skipped: false,
  };
  return contexts.run(context, async () => {
    const value = await work();
    const written = await finishAudit(context);
    return { value, entryId: written ? context.entryId : null };
  });
}

/**
 * What the current call writes: its group's log, its target, a short before/after. `onceKey`
 * makes repeated calls one entry (the first): a check-in code is fetched again every window while
 * it is on screen, and one showing is one entry.
 */
export function describeAudit(description: AuditDescription, onceKey?: string): void {
  const context = contexts.getStore();
  if (!context) return;
  context.description = { ...description, summary: auditSummary(description.summary) };
  if (onceKey) context.entryId = onceKey; // created once (finishAudit): the first stands
}

/** The current call writes nothing (a preview): no entry. */
export function skipAudit(): void {
  const context = contexts.getStore();
  if (context) context.skipped = true;
}

function entryFields(context: AuditContext): Omit<StoredAuditEntry, 'id' | 'at'> & { at: FieldValue } {
  const { group, target, summary } = context.description!;
  return {
    at: FieldValue.serverTimestamp(),
    group,
    actor_id: context.actor.id,
    actor_email: context.actor.email,
    action: context.action,
    target,
    summary,
  };
}

/**
 * Adds the current call's entry to a batch or transaction that writes what it describes (nothing
 * outside an audited call, or before its description). Staging again overwrites the same entry.
 */
export function stageAudit(writer: WriteBatch | Transaction): void {
  const context = contexts.getStore();
  if (!context?.description || context.skipped) return;
  // Both writers have set(ref, data); the union's overloads do not unify for TypeScript.
  (writer as WriteBatch).set(entries().doc(context.entryId), entryFields(context));
}

/** Commits `stage`'s writes and the current call's entry in one batch. */
export async function commitWithAudit(stage: (batch: WriteBatch) => void): Promise<void> {
  const batch = db.batch();
  stage(batch);
  stageAudit(batch);
  await batch.commit();
}

/**
 * The end of an audited call: an entry not written with the call's write (the call found nothing
 * to change, e.g. a mark taken back that was not there) is written alone. A call that neither described nor skipped
 * its entry is a bug: it fails loudly on the emulators, and is logged in production (its write has
 * happened; failing the call then would only hide it from the person who made it).
 */
async function finishAudit(context: AuditContext): Promise<boolean> {
  if (context.skipped) return false;
  if (!context.description) {
    const problem = `Audited call ${context.action} described no audit entry`;
    if (process.env.FIRESTORE_EMULATOR_HOST) throw new Error(problem);
    console.error(problem);
    return false;
  }
  // Written unless there already: staged in a commit that went through (or the span's first
  // showing, for a once-entry). A batch that was refused (an invitation recorded meanwhile by a
  // concurrent request, then recorded row by row) may have staged it without writing it.
  await createOnce(entries().doc(context.entryId), entryFields(context));
  return true;
}

const ALREADY_EXISTS = 6;

async function createOnce(ref: DocumentReference, fields: object): Promise<void> {
  try {
    await ref.create(fields);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error; // the first stands
  }
}

/** A roster mark's entry (the attendance trigger): once per record and time, whatever the retries. */
export async function writeRosterMarkEntry(
  recordId: string,
  markedAt: Date,
  entry: Omit<StoredAuditEntry, 'id' | 'at'>,
): Promise<void> {
  await createOnce(entries().doc(`roster_${recordId}_${markedAt.getTime()}`), { ...entry, at: markedAt });
}

/** A group's entries, newest first, before a time, optionally one person's or one action's. */
export async function listAuditEntries(query: {
  group: string;
  limit: number;
  before?: Date;
  actor?: string;
  action?: string;
}): Promise<AuditEntry[]> {
  let q = collectionOf(auditLogCollection).where('group', '==', query.group);
  if (query.actor) q = q.where('actor_id', '==', query.actor);
  if (query.action) q = q.where('action', '==', query.action);
  if (query.before) q = q.where('at', '<', query.before);
  const snapshot = await q.orderBy('at', 'desc').limit(query.limit).get();
  return snapshot.docs.map((doc) => {
    const { group: _group, ...entry } = doc.data();
    return entry;
  });
}
