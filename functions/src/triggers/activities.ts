/**
 * The one trigger on activities/{uid} (docs/reports.md, docs/certificate-issuing.md): a change of
 * what a report shows of the person refreshes their entry in their cohorts' reports, and a change
 * of what progress depends on checks whether they have earned their certificate. One function for
 * both, so a write to the document wakes one trigger run, not two.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { activitiesWrittenForCertificate } from './certificates.ts';
import { activitiesWrittenForReport } from './cohort-reports.ts';

type Fields = Record<string, unknown> | undefined;

/** The trigger's work for one delivery of a write to activities/{uid}. */
export async function activitiesWritten(userId: string, before: Fields, after: Fields): Promise<void> {
  await Promise.all([
    activitiesWrittenForReport(userId, before, after),
    activitiesWrittenForCertificate(userId, before, after),
  ]);
}

export const onActivitiesWritten = onDocumentWritten({ document: 'activities/{uid}', retry: true }, (event) =>
  activitiesWritten(event.params.uid, event.data?.before.data(), event.data?.after.data()),
);
