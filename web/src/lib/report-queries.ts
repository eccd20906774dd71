/**
 * What /report listens to (docs/reports.md): each cohort's report and calendar documents, then each
 * group's certificate settings, in that order, as one list of documents.
 */
import type { CertificateSettings, CohortCalendar, CohortReport } from '@peer-coaching/domain';
import type { DocumentReference, Firestore } from 'firebase/firestore';
import { certificateSettingsRef, cohortCalendarRef, cohortReportRef } from './live-queries.ts';

export type ReportSource = CohortReport | CohortCalendar | (CertificateSettings & { id: string });

export function reportSourceRefs(
  db: Firestore,
  cohortIds: readonly string[],
  groups: readonly string[],
): DocumentReference<ReportSource>[] {
  return [
    ...cohortIds.flatMap((id) => [cohortReportRef(db, id), cohortCalendarRef(db, id)]),
    ...groups.map((group) => certificateSettingsRef(db, group)),
  ] as DocumentReference<ReportSource>[];
}
