/** GET /api/facilitator/reports/attendance: a cohort's attendance as CSV (docs/reports.md). */
import { attendanceCsv, attendanceReport, confirmedReportPeers } from '@peer-coaching/domain';
import { getCohortCalendars } from '../../data/events/calendars.ts';
import { getCohortReport } from '../../data/reports/cohort-reports.ts';
import { authorizeCohorts } from '../../services/program/cohorts.ts';
import type { Handlers } from '../register.ts';

export const reportHandlers: Handlers<'reportAttendance'> = {
  // From the derived data, whatever the cohort's size: its calendar and its report document.
  reportAttendance: async ({ query, caller }) => {
    const [cohort] = await authorizeCohorts(caller, [query.cohort]);
    const [calendars, report] = await Promise.all([getCohortCalendars([cohort!]), getCohortReport(cohort!)]);
    const peers = confirmedReportPeers(report);
    const attendance = new Map(peers.map((peer) => [peer.id, peer.activity?.attendance]));
    const events = calendars[0]?.events ?? [];
    return attendanceCsv(attendanceReport(events, peers, (id) => attendance.get(id), new Date()));
  },
};
