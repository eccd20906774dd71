/**
 * A person's cohort change reaches their activities document and attendance records; what a report
 * shows of them (names, status, cohorts) reaches their cohorts' reports.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { refreshReportPeer } from '../data/reports/cohort-reports.ts';
import { personCopiesChanged, syncPersonCohort } from '../data/denormalise.ts';
import { reportedPersonChanged } from './cohort-reports.ts';

type PersonFields = Record<string, unknown> | undefined;

/** The trigger's work for one delivery of a write to users/{uid}. */
export async function userWritten(userId: string, before: PersonFields, after: PersonFields): Promise<void> {
  if (personCopiesChanged(before, after)) await syncPersonCohort(userId);
  if (reportedPersonChanged(before, after)) {
    const formerCohorts = Array.isArray(before?.cohort_list) ? (before.cohort_list as string[]) : [];
    await refreshReportPeer(userId, formerCohorts);
  }
}

export const onUserWritten = onDocumentWritten({ document: 'users/{uid}', retry: true }, (event) =>
  userWritten(event.params.uid, event.data?.before.data(), event.data?.after.data()),
);
