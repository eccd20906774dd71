/**
 * A cohort's report (domain/src/reports/cohort-reports.ts, docs/reports.md): the head
 * `cohort_reports/{cohort}` with the cohort's surveys, and the peers' entries spread over
 * `cohort_report_shards/{cohort}_h{bits}` by the hash of their ids. Each writer changes only its
 * own entry (one peer's, or one survey's) by field path, so entries of different people never
 * overwrite each other. A peer's entry is written optimistically: the sources and the entry (a
 * field mask of the shard) are read in one read-only snapshot, which takes no lock, and the entry
 * is written only if the shard has not changed since (a `lastUpdateTime` precondition), else it is
 * all read again. So a late or repeated delivery converges on what the sources say now, never
 * leaves older data over newer, and a burst of check-ins into one shard never queues on a lock
 * (the emulator holds contended locks up to its 30 s timeout). An entry already equal to the built
 * one is not written again. A shard that passes its split size is split in two after the write
 * that filled it.
 */
import {
  assembleCohortReport,
  candidateShardIds,
  cohortCalendarsCollection,
  cohortReportsCollection,
  cohortReportShardsCollection,
  COLLECTION_PATHS,
  reportCohortsOf,
  reportPeerEntry,
  reportShard,
  reportSurveyEntry,
  shardEntrySize,
  shardNeedsSplit,
  splitReportShard,
  submittedSurveysIn,
  surveysCollection,
  usersCollection,
  type CohortCalendar,
  type CohortReport,
  type CohortReportPeer,
  type CohortReportShard,
  type SurveyResponse,
} from '@peer-coaching/domain';
import { isDeepStrictEqual } from 'node:util';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { collectionOf, db, storedOrNull } from '../firestore.ts';
import { commitOptimistically, runCheckedTransaction } from '../transactions.ts';

/**
 * Transaction attempts for a report's entries: the peers of one shard share its document, so a
 * seed, a move of many people or a burst of marks has their transactions take turns on it.
 */
export const REPORT_TX_ATTEMPTS = 20;

const headRef = (cohortId: string) => db.collection(COLLECTION_PATHS.cohortReports).doc(cohortId);
const shardRef = (shardId: string) => db.collection(COLLECTION_PATHS.cohortReportShards).doc(shardId);

/** A cohort's whole report as stored (the CSV): its head and every shard; null when it has neither. */
export async function getCohortReport(cohortId: string): Promise<CohortReport | null> {
  const [head, shards] = await Promise.all([
    collectionOf(cohortReportsCollection).doc(cohortId).get(),
    collectionOf(cohortReportShardsCollection).where('cohort', '==', cohortId).get(),
  ]);
  const group = head.data()?.group ?? shards.docs[0]?.data().group;
  if (group === undefined) return null;
  return assembleCohortReport(
    { id: cohortId, group },
    head.data() ?? null,
    shards.docs.map((d) => d.data()),
  );
}

/** A person's entry in one cohort's report, as read in a transaction (only that entry is read). */
export interface ReportEntryRead {
  cohortId: string;
  /** The shard that holds (or is to hold) the person's entry. */
  ref: DocumentReference;
  /** Whether that shard exists; when none of the cohort's does, `ref` is its first (root) shard. */
  exists: boolean;
  /** The cohort's group (to create its first shard); null for an unknown cohort. */
  group: string | null;
  prefix: string;
  /** The bytes of the shard's entries, kept with every write. */
  size: number;
  current: unknown;
  /** When the shard was last written, as read: the precondition of the write. */
  updateTime: Timestamp | null;
}

/**
 * Reads (in `tx`) the person's entry, and nothing else, of each cohort's report: the shards along
 * the person's hash (exactly one exists once the cohort has a peer), each with a field mask, plus
 * the cohort of a report without shards yet. Locks those shards until the transaction ends, so two
 * writers of one shard take turns (and a split in between makes the other retry and find the half).
 */
export async function readReportEntries(
  tx: Transaction,
  userId: string,
  cohortIds: readonly string[],
): Promise<ReportEntryRead[]> {
  if (cohortIds.length === 0) return [];
  const candidates = cohortIds.map((cohortId) => candidateShardIds(cohortId, userId).map(shardRef));
  const entry = new FieldPath('peers', userId);
  const shards = await tx.getAll(...candidates.flat(), { fieldMask: ['group', 'prefix', 'size', entry] });
  const found = cohortIds.map((_, i) => {
    const offset = candidates.slice(0, i).reduce((sum, refs) => sum + refs.length, 0);
    return shards.slice(offset, offset + candidates[i]!.length).find((shard) => shard.exists) ?? null;
  });
  const missing = cohortIds.filter((_, i) => !found[i]);
  const cohorts =
    missing.length > 0
      ? await tx.getAll(...missing.map((id) => db.collection(COLLECTION_PATHS.cohorts).doc(id)), {
          fieldMask: ['group'],
        })
      : [];
  const groupOfMissing = new Map(
    missing.map((id, i) => [id, (cohorts[i]!.get('group') as string | undefined) ?? null]),
  );
  return cohortIds.map((cohortId, i) => {
    const shard = found[i];
    return shard
      ? {
          cohortId,
          ref: shard.ref,
          exists: true,
          group: (shard.get('group') as string | undefined) ?? null,
          prefix: (shard.get('prefix') as string | undefined) ?? '',
          size: (shard.get('size') as number | undefined) ?? 0,
          current: shard.get(entry) as unknown,
          updateTime: shard.updateTime ?? null,
        }
      : {
          cohortId,
          ref: candidates[i]![0]!,
          exists: false,
          group: groupOfMissing.get(cohortId) ?? null,
          prefix: '',
          size: 0,
          current: undefined,
          updateTime: null,
        };
  });
}

/**
 * Stages (in `batch`) the person's entry into each report read, or its removal where `entry` is
 * null, each only if its shard is still as read (the shard's `lastUpdateTime`; a missing shard is
 * created, which fails if another writer created it first). An entry already equal is left alone
 * (a replayed delivery writes nothing). Each shard's size moves by the entry's change. Returns how
 * many shards it staged and which are then due a split.
 */
export function stageReportEntries(
  batch: WriteBatch,
  userId: string,
  reads: readonly ReportEntryRead[],
  entryOf: (cohortId: string) => CohortReportPeer | null,
): { written: number; full: string[] } {
  let written = 0;
  const full: string[] = [];
  for (const read of reads) {
    const entry = entryOf(read.cohortId);
    if (entry === null ? read.current === undefined : isDeepStrictEqual(read.current, entry)) continue;
    const size =
      read.size +
      (entry ? shardEntrySize(userId, entry) : 0) -
      (read.current === undefined ? 0 : shardEntrySize(userId, read.current));
    if (read.exists && read.updateTime) {
      batch.update(
        read.ref,
        new FieldPath('peers', userId),
        entry ?? FieldValue.delete(),
        'size',
        size,
        'updated_at',
        FieldValue.serverTimestamp(),
        { lastUpdateTime: read.updateTime },
      );
    } else if (entry && read.group) {
      const { id: _id, ...shard } = reportShard(read.cohortId, read.group, '', { [userId]: entry });
      batch.create(read.ref, { ...shard, updated_at: FieldValue.serverTimestamp() });
    } else {
      continue; // no such cohort, or nothing to remove
    }
    written += 1;
    if (shardNeedsSplit(size, read.prefix)) full.push(read.ref.id);
  }
  return { written, full };
}

/**
 * Writes a person's entry into the report of each cohort they are a peer of (their profile, a copy
 * of their activities document and the surveys they submitted), and removes it from
 * `formerCohorts` they are no longer in: the sources and the entries read in one snapshot, the
 * entries written only if their shards are unchanged since (else all again, after a short pause).
 * Returns how many shards it wrote.
 */
export async function refreshReportPeer(userId: string, formerCohorts: readonly string[] = []): Promise<number> {
  const { written, full } = await commitOptimistically(async () => {
    const { reads, entryOf, cohorts } = await runCheckedTransaction(
      async (tx) => {
        const [user, activities, responses] = await Promise.all([
          tx.get(collectionOf(usersCollection).doc(userId)),
          // Read without the schema: an older document missing a field is still worth reporting.
          tx.get(db.collection(COLLECTION_PATHS.activities).doc(userId)),
          tx.get(
            db
              .collection(COLLECTION_PATHS.surveyResponses)
              .where('user_id', '==', userId)
              .select('survey_id', 'status', 'cohort'),
          ),
        ]);
        const person = storedOrNull(user);
        const own = reportCohortsOf(person);
        const attended = Object.keys((activities.get('attendance') as Record<string, unknown> | undefined) ?? {});
        const [read, events] = await Promise.all([
          readReportEntries(tx, userId, [...own, ...formerCohorts.filter((cohortId) => !own.includes(cohortId))]),
          cohortEventIds(own, attended),
        ]);
        return {
          reads: read,
          cohorts: own,
          entryOf: peerEntriesOf(
            person,
            activities.data() as Parameters<typeof reportPeerEntry>[1],
            events,
            responses.docs.map((d) => d.data() as Pick<SurveyResponse, 'survey_id' | 'status' | 'cohort'>),
          ),
        };
      },
      { readOnly: true },
    );
    const batch = db.batch();
    const staged = stageReportEntries(batch, userId, reads, (cohortId) =>
      cohorts.includes(cohortId) ? entryOf(cohortId) : null,
    );
    return { batch: staged.written > 0 ? batch : null, value: staged };
  });
  await splitFullShards(full);
  return written;
}

/**
 * Splits a shard that passed its split size into its two halves (by the next bit of each id's
 * hash), in one transaction: the halves are created and the shard deleted together, so a reader
 * sees either, never both; a writer that read the shard meanwhile retries and finds its half.
 */
export async function splitFullShard(shardId: string): Promise<boolean> {
  return runCheckedTransaction(
    async (tx) => {
      const stored = storedOrNull(await tx.get(collectionOf(cohortReportShardsCollection).doc(shardId)));
      if (!stored || !shardNeedsSplit(stored.size, stored.prefix)) return false;
      for (const half of splitReportShard(stored)) {
        const { id, ...fields } = half;
        tx.set(shardRef(id), { ...fields, updated_at: FieldValue.serverTimestamp() });
      }
      tx.delete(shardRef(shardId));
      return true;
    },
    { maxAttempts: REPORT_TX_ATTEMPTS },
  );
}

/** Splits each shard a write has filled (rare: a cohort's shards double at most five times). */
export async function splitFullShards(shardIds: readonly string[]): Promise<void> {
  for (const id of new Set(shardIds)) await splitFullShard(id);
}

/**
 * The ids of each cohort's events among `eventIds` (a person's attendance): those of its calendar
 * (read outside any transaction), and any the calendars do not hold yet, looked up on the event
 * itself (a calendar is rebuilt by its own trigger, a moment after the event is written; an
 * alumnus's program year is in no calendar of theirs, so their entry in the alumni report reads
 * those events once per refresh, and leaves them out).
 */
export async function cohortEventIds(
  cohortIds: readonly string[],
  eventIds: readonly string[],
): Promise<Map<string, ReadonlySet<string>>> {
  if (cohortIds.length === 0) return new Map();
  const calendars = await db.getAll(...cohortIds.map((id) => collectionOf(cohortCalendarsCollection).doc(id)));
  const sets = new Map(
    cohortIds.map((id, i) => {
      const calendar = calendars[i]!.data() as CohortCalendar | undefined;
      return [id, new Set(calendar?.events.map((event) => event.id) ?? [])];
    }),
  );
  const unknown = eventIds.filter((id) => ![...sets.values()].some((set) => set.has(id)));
  if (unknown.length > 0) {
    const events = await db.getAll(...unknown.map((id) => db.collection(COLLECTION_PATHS.events).doc(id)), {
      fieldMask: ['cohorts'],
    });
    for (const event of events) {
      for (const cohort of (event.get('cohorts') as string[] | undefined) ?? []) sets.get(cohort)?.add(event.id);
    }
  }
  return sets;
}

/** A person's entry in each of their cohorts, from their profile, activities and responses. */
export function peerEntriesOf(
  person: Parameters<typeof reportPeerEntry>[0] | null | undefined,
  activities: Parameters<typeof reportPeerEntry>[1],
  events: ReadonlyMap<string, ReadonlySet<string>>,
  responses: readonly Pick<SurveyResponse, 'survey_id' | 'status' | 'cohort'>[],
): (cohortId: string) => CohortReportPeer {
  return (cohortId) =>
    reportPeerEntry(person!, activities, events.get(cohortId) ?? new Set(), submittedSurveysIn(cohortId, responses));
}

/**
 * An event joined or left cohorts: the entries of the people with a record of it follow (an entry
 * keeps the attendance of its cohort's events only). Run after the calendars are rebuilt.
 */
export async function refreshEventAttendeesReports(eventId: string): Promise<number> {
  const records = await db
    .collection(COLLECTION_PATHS.attendance)
    .where('event_id', '==', eventId)
    .select('user_id')
    .get();
  const people = [...new Set(records.docs.map((d) => d.get('user_id') as string))];
  let written = 0;
  for (let i = 0; i < people.length; i += 10) {
    written += (await Promise.all(people.slice(i, i + 10).map((id) => refreshReportPeer(id)))).reduce(
      (a, b) => a + b,
      0,
    );
  }
  return written;
}

/** A survey entry as stored, comparable with a built one (dates as Dates). */
const storedSurveyEntry = (raw: unknown): unknown => {
  const entry = raw as { opens_at?: Timestamp | null } | undefined;
  return entry && { ...entry, opens_at: entry.opens_at instanceof Timestamp ? entry.opens_at.toDate() : null };
};

/**
 * Writes a survey's entry (title, make-up, published, when it opens) into the head of each of its
 * cohorts' reports, and removes it from `formerCohorts` it no longer goes to (or from all, once
 * deleted), each only when it differs. Who submitted is in the peers' entries
 * (`refreshReportPeer`, on each response's change). Returns how many heads it wrote.
 */
export async function refreshReportSurvey(surveyId: string, formerCohorts: readonly string[] = []): Promise<number> {
  // The survey is read before the transaction, not in it: its trigger's other transaction
  // (refreshSurveyDerived) writes it, and on the emulator a lock held here chained the survey's,
  // then its calendars', writers behind the report's turn. Each write of the survey runs this again.
  const survey = storedOrNull(await collectionOf(surveysCollection).doc(surveyId).get());
  const cohorts = survey?.cohorts ?? [];
  const all = [...cohorts, ...formerCohorts.filter((cohortId) => !cohorts.includes(cohortId))];
  if (all.length === 0) return 0;
  return runCheckedTransaction(
    async (tx) => {
      const path = new FieldPath('surveys', surveyId);
      const [heads, cohortDocs] = await Promise.all([
        tx.getAll(...all.map(headRef), { fieldMask: [path] }),
        tx.getAll(...all.map((id) => db.collection(COLLECTION_PATHS.cohorts).doc(id)), { fieldMask: ['group'] }),
      ]);
      let written = 0;
      all.forEach((cohortId, i) => {
        const head = heads[i]!;
        const entry = cohorts.includes(cohortId) ? reportSurveyEntry(survey!, cohortId) : null;
        const current = head.exists ? storedSurveyEntry(head.get(path)) : undefined;
        if (entry === null ? current === undefined : isDeepStrictEqual(current, entry)) return;
        if (head.exists) {
          tx.update(head.ref, path, entry ?? FieldValue.delete(), 'updated_at', FieldValue.serverTimestamp());
        } else {
          const group = cohortDocs[i]!.get('group') as string | undefined;
          if (!entry || !group) return;
          tx.set(head.ref, { group, surveys: { [surveyId]: entry }, updated_at: FieldValue.serverTimestamp() });
        }
        written += 1;
      });
      return written;
    },
    { maxAttempts: REPORT_TX_ATTEMPTS },
  );
}

export type { CohortReportShard };
