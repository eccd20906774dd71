/** Staff mark attendance on the roster, and take a first mark back (docs/events.md, "Events API"). */
import { auditPersonName, changeSummary, type CalendarEvent } from '@peer-coaching/domain';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { attendanceId, deleteAttendance, getAttendance } from '../../data/events/attendance.ts';
import { getUser } from '../../data/people/users.ts';
import { markAttendance, peerCohortOf, staffEvent } from '../../services/events/events.ts';
import { invalidInput } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

/** A deadline has nobody to mark: it takes neither attendance nor check-ins. */
function assertTakesAttendance(event: CalendarEvent) {
  if (event.type === 'deadline') throw invalidInput('event_id: a deadline takes no attendance');
}

export const attendanceHandlers: Handlers<'markAttendance' | 'clearAttendance'> = {
  markAttendance: async ({ body, caller }) => {
    // Both reads at once: a mark's latency is what a peer waits to see their colour change.
    const [event, person, before] = await Promise.all([
      staffEvent(caller, body.event_id),
      getUser(body.user_id),
      getAttendance(attendanceId(body.event_id, body.user_id)),
    ]);
    assertTakesAttendance(event);
    const cohort = person ? peerCohortOf(person, event) : null;
    if (!person || !cohort) throw invalidInput("user_id: is not a peer of this event's cohorts");
    const label = `${auditPersonName(person)} at “${event.title}”`;
    const target = `attendance/${attendanceId(event.id, person.id)}`;
    describeAudit({ group: event.group, target, summary: changeSummary(label, before?.status ?? null, body.status) });
    const id = await markAttendance(event, person, cohort, body.status);
    return { id, status: body.status };
  },

  clearAttendance: async ({ query, caller }) => {
    const [event, person, before] = await Promise.all([
      staffEvent(caller, query.event_id),
      getUser(query.user_id),
      getAttendance(attendanceId(query.event_id, query.user_id)),
    ]);
    if (!person) throw invalidInput(`user_id: no user ${query.user_id}`);
    const label = `${auditPersonName(person)} at “${event.title}”`;
    const target = `attendance/${attendanceId(event.id, person.id)}`;
    describeAudit({ group: event.group, target, summary: changeSummary(label, before?.status ?? null, null) });
    await deleteAttendance(event.id, person);
    return { id: attendanceId(event.id, person.id), status: null };
  },
};
