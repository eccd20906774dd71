/**
 * What /report reads, live (docs/reports.md): for each cohort its report head and shards and its
 * calendar, and each group's certificate requirements: 3 reads per cohort, plus one per shard past
 * the first (a cohort of 2,000 peers has about 16), and one per group.
 */
import {
  assembleCohortReport,
  editableRequirements,
  type CalendarEvent,
  type CertificateSettings,
  type Cohort,
  type CohortCalendar,
  type CohortReport,
  type CohortReportHead,
  type CohortReportShard,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import { useMemo } from 'react';
import { firestore, useLiveSources, type LiveResult } from '../../../lib/live.ts';
import { reportSources, type ReportSource } from '../../../lib/report-queries.ts';

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
  const key = cohorts.length > 0 ? `cohort-reports:${cohorts.map((c) => `${c.group}/${c.id}`).join(',')}` : null;
  const result = useLiveSources<ReportSource[], ReportSource>(
    key,
    () => reportSources(firestore(), cohorts, groups),
    (sources) => sources,
  );
  return useMemo(() => {
    if (result.status !== 'success') return result;
    const settings = result.data.slice(cohorts.length * 3) as ((CertificateSettings & { id: string }) | null)[];
    const requirementsOf = new Map(
      groups.map((group, i) => {
        const live = settings[i]?.engagement_requirements;
        return [group, live ? editableRequirements(live) : null];
      }),
    );
    const data = cohorts.map((cohort, i) => {
      const head = result.data[3 * i] as CohortReportHead | null;
      const shards = result.data[3 * i + 1] as CohortReportShard[];
      return {
        cohort,
        report: head || shards.length > 0 ? assembleCohortReport(cohort, head, shards) : null,
        events: (result.data[3 * i + 2] as CohortCalendar | null)?.events ?? [],
        requirements: requirementsOf.get(cohort.group) ?? null,
      };
    });
    return { status: 'success' as const, data, error: undefined };
    // The result is new with each snapshot; cohorts and groups follow the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}
