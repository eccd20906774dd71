/** A person's cohort change reaches their activities document and attendance records. */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { personCopiesChanged, syncPersonCohort } from '../data/denormalise.ts';

type PersonFields = { current_group?: unknown; current_cohort?: unknown } | undefined;

/** The trigger's work for one delivery of a write to users/{uid}. */
export async function userWritten(userId: string, before: PersonFields, after: PersonFields): Promise<void> {
  if (personCopiesChanged(before, after)) await syncPersonCohort(userId);
}

export const onUserWritten = onDocumentWritten({ document: 'users/{uid}', retry: true }, (event) =>
  userWritten(event.params.uid, event.data?.before.data(), event.data?.after.data()),
);
