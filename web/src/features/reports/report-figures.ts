/**
 * One cohort's figures for /report (docs/reports.md), from its report document, its calendar and
 * its group's requirements, within a range of New York days: attendance per session and per peer,
 * each peer's certificate progress and prediction, and each survey's response rate.
 */
import {
  attendanceReport,
  confirmedReportPeers,
  inDisplayZone,
  surveyResponseRates,
  type AttendanceReport,
  type SurveyResponseRate,
} from '@peer-coaching/domain';
import { peerProgressRows, type PeerProgressRow } from '../../components/peer-progress.ts';
import type { CohortReportData } from './api/use-cohort-reports.ts';

/** YYYY-MM-DD days in New York; null: open-ended. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface CohortFigures {
  attendance: AttendanceReport;
  progress: PeerProgressRow[];
  surveys: SurveyResponseRate[];
}

export function inDayRange(range: DayRange): (date: Date) => boolean {
  return (date) => {
    const day = inDisplayZone(date).format('YYYY-MM-DD');
    return (!range.from || day >= range.from) && (!range.to || day <= range.to);
  };
}

export function cohortFigures(
  { report, events, requirements }: CohortReportData,
  range: DayRange,
  now: Date,
): CohortFigures {
  const peers = confirmedReportPeers(report);
  const activities = Object.fromEntries(peers.flatMap((peer) => (peer.activity ? [[peer.id, peer.activity]] : [])));
  const within = inDayRange(range);
  return {
    attendance: attendanceReport(
      events.filter((event) => within(event.start_date)),
      peers,
      (id) => activities[id]?.attendance,
      now,
    ),
    // The prediction looks at everything still scheduled, whatever the range.
    progress: peerProgressRows(
      [...peers]
        .sort((a, b) => a.last_name.localeCompare(b.last_name, 'en', { sensitivity: 'base' }))
        // Each peer's prediction counts this cohort's sessions: its calendar's.
        .map((peer) => ({ ...peer, cohort_list: [report?.id ?? ''], alumni_community: false })),
      requirements,
      activities,
      {},
      { events, now },
    ),
    surveys: surveyResponseRates(
      report,
      peers.map((peer) => peer.id),
      now,
      within,
    ),
  };
}
