/**
 * Creating a cohort and changing its name or dates (docs/settings.md "Cohorts"). A cohort is
 * `cohorts/{id}` plus its id in `groups/{group}.cohorts`; the only copy of its name is each
 * member's `cohort` (names parallel to `cohort_list`), rewritten in the same transaction as the
 * rename. Everything else refers to the id.
 */
import { cohortsCollection, newCohortId, renamedCohortNames, type Cohort } from '@peer-coaching/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collectionOf, db } from '../firestore.ts';
import { stageAudit } from '../audit/audit-log.ts';
import { runCheckedTransaction } from '../transactions.ts';

const cohorts = () => collectionOf(cohortsCollection);

export async function getCohort(id: string): Promise<Cohort | null> {
  return (await cohorts().doc(id).get()).data() ?? null;
}

/** Writes the new cohort and lists it in its group, in one transaction. Null when the group is gone. */
export async function insertCohort(
  group: string,
  fields: { name: string; start_date: Date; end_date: Date },
): Promise<Cohort | null> {
  return runCheckedTransaction(async (tx) => {
    const groupRef = db.collection('groups').doc(group);
    const [groupDoc, taken] = await Promise.all([tx.get(groupRef), tx.get(db.collection('cohorts').select())]);
    if (!groupDoc.exists) return null;
    const id = newCohortId(group, fields.name, new Set(taken.docs.map((d) => d.id)));
    const cohort: Cohort = { id, group, alumni: false, ...fields };
    tx.create(cohorts().doc(id), cohort);
    tx.update(groupRef, { cohorts: FieldValue.arrayUnion(id) });
    stageAudit(tx);
    return cohort;
  });
}

/**
 * Changes a cohort's name and dates; a new name reaches every member's `cohort` names in the same
 * transaction. Returns the cohort as stored and how many people were rewritten.
 */
export async function changeCohort(
  id: string,
  changes: Partial<Pick<Cohort, 'name' | 'start_date' | 'end_date'>>,
  check: (next: Cohort) => void,
): Promise<{ cohort: Cohort; renamed: number } | null> {
  return runCheckedTransaction(async (tx) => {
    const ref = cohorts().doc(id);
    const current = (await tx.get(ref)).data();
    if (!current) return null;
    const next: Cohort = { ...current, ...changes };
    check(next);
    const members =
      changes.name !== undefined && changes.name !== current.name
        ? (await tx.get(db.collection('users').where('cohort_list', 'array-contains', id))).docs
        : [];
    let renamed = 0;
    for (const member of members) {
      const data = member.data() as { cohort?: string[]; cohort_list?: string[] };
      const names = renamedCohortNames(
        { cohort: data.cohort ?? [], cohort_list: data.cohort_list ?? [] },
        id,
        next.name,
      );
      if (names === null) continue;
      tx.update(member.ref, { cohort: names });
      renamed += 1;
    }
    tx.update(ref, changes);
    stageAudit(tx);
    return { cohort: next, renamed };
  });
}
