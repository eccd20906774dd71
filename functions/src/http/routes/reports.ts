/** GET /api/facilitator/reports/attendance: a cohort's attendance as CSV (docs/reports.md). */
import { attendanceCsv, attendanceReport } from '@peer-coaching/domain';
import { attendanceStatusesOf } from '../../data/activities.ts';
import { getCohortCalendars } from '../../data/calendars.ts';
import { listPeersOfCohorts } from '../../data/users.ts';
import { authorizeCohorts } from '../../services/cohorts.ts';
import type { Handlers } from '../register.ts';

export const reportHandlers: Handlers<'reportAttendance'> = {
  // From the derived data: the cohort's calendar document and each peer's activities document.
  reportAttendance: async ({ query, caller }) => {
    const [cohort] = await authorizeCohorts(caller, [query.cohort]);
    const [calendars, people] = await Promise.all([getCohortCalendars([cohort!]), listPeersOfCohorts([cohort!])]);
    const peers = people.filter((person) => person.status === 'confirmed');
    const statuses = await attendanceStatusesOf(peers.map((peer) => peer.id));
    const events = calendars[0]?.events ?? [];
    return attendanceCsv(attendanceReport(events, peers, (id) => statuses.get(id), new Date()));
  },
};
