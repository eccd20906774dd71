/**
 * What /report listens to (docs/reports.md): for each cohort its report head (surveys), its report
 * shards (peers), its calendar; then each group's certificate settings, in that order.
 */
import type { CertificateSettings, CohortCalendar, CohortReportHead, CohortReportShard } from '@peer-coaching/domain';
import type { Firestore } from 'firebase/firestore';
import { certificateSettingsRef, cohortCalendarRef, cohortReportRef, cohortReportShardsQuery } from './live-queries.ts';
import { listenToDocument, listenToQuery } from './live.ts';

export type ReportSource =
  CohortReportHead | CohortReportShard[] | CohortCalendar | (CertificateSettings & { id: string }) | null;

/** Sources for useLiveSources: three per cohort, then one per group. */
export function reportSources(
  db: Firestore,
  cohorts: readonly { id: string; group: string }[],
  groups: readonly string[],
) {
  type Listen = (
    next: (read: () => ReportSource) => void,
    fail: Parameters<ReturnType<typeof listenToQuery>>[1],
  ) => () => void;
  return [
    ...cohorts.flatMap((cohort): Listen[] => [
      listenToDocument(cohortReportRef(db, cohort.id)) as Listen,
      listenToQuery(cohortReportShardsQuery(db, cohort)) as Listen,
      listenToDocument(cohortCalendarRef(db, cohort.id)) as Listen,
    ]),
    ...groups.map((group) => listenToDocument(certificateSettingsRef(db, group)) as Listen),
  ];
}
