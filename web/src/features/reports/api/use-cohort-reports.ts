/**
 * What /report reads, live (docs/reports.md): for each cohort its report document and its calendar
 * document, and each group's certificate requirements: two reads per cohort and one per group,
 * whatever the cohorts' sizes.
 */
import {
  editableRequirements,
  type CalendarEvent,
  type CertificateSettings,
  type Cohort,
  type CohortCalendar,
  type CohortReport,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import { useMemo } from 'react';
import { firestore, useLiveDocuments, type LiveResult } from '../../../lib/live.ts';
import { reportSourceRefs, type ReportSource } from '../../../lib/report-queries.ts';

export interface CohortReportData {
  cohort: Pick<Cohort, 'id' | 'name' | 'group'>;
  /** Null before the cohort's first peer or survey. */
  report: CohortReport | null;
  events: CalendarEvent[];
  requirements: EngagementRequirements | null;
}

export function useCohortReports(
  cohorts: readonly Pick<Cohort, 'id' | 'name' | 'group'>[],
): LiveResult<CohortReportData[]> {
  const groups = [...new Set(cohorts.map((c) => c.group))].sort();
  const key = cohorts.length > 0 ? `cohort-reports:${cohorts.map((c) => c.id).join(',')}` : null;
  const result = useLiveDocuments<ReportSource>(key, () =>
    reportSourceRefs(
      firestore(),
      cohorts.map((c) => c.id),
      groups,
    ),
  );
  return useMemo(() => {
    if (result.status !== 'success') return result;
    const settings = result.data.slice(cohorts.length * 2) as ((CertificateSettings & { id: string }) | null)[];
    const requirementsOf = new Map(
      groups.map((group, i) => {
        const live = settings[i]?.engagement_requirements;
        return [group, live ? editableRequirements(live) : null];
      }),
    );
    const data = cohorts.map((cohort, i) => ({
      cohort,
      report: result.data[2 * i] as CohortReport | null,
      events: (result.data[2 * i + 1] as CohortCalendar | null)?.events ?? [],
      requirements: requirementsOf.get(cohort.group) ?? null,
    }));
    return { status: 'success' as const, data, error: undefined };
    // The result is new with each snapshot; cohorts and groups follow the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}
