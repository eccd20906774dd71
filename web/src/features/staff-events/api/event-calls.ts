/**
 * The staff's writes on events and attendance. Events go through the API (which checks role,
 * group and input with the same schemas). Attendance marks go straight to Firestore under rules
 * that check the same (lib/attendance-writes.ts), so a mark reaches the peer's open page as fast as
 * Firestore carries it; taking a first mark back goes through the API. The listeners show the
 * result either way.
 */
import type { AttendanceStatus, EmailAudience, EventBody } from '@peer-coaching/domain';
import { writeAttendanceMark, type MarkTarget } from '../../../lib/attendance-writes.ts';
import { currentAuthUser } from '../../../lib/auth.ts';
import { firestore } from '../../../lib/firestore.ts';
import { api } from '../../../lib/api.ts';
import type { Revert } from '../undo-stack.ts';

export async function saveEvent(id: string | null, body: EventBody): Promise<string> {
  const result = id ? await api.updateEvent({ params: { id }, body }) : await api.createEvent({ body });
  return result.id;
}

export const deleteEvent = (id: string) => api.deleteEvent({ params: { id } });

export const duplicateEvent = async (id: string) => (await api.duplicateEvent({ params: { id } })).id;

export const markAttendance = (target: MarkTarget, status: AttendanceStatus) =>
  writeAttendanceMark(firestore(), target, status, currentAuthUser()?.uid ?? '');

/** Takes one change back: the previous status, or no record at all (through the API, which logs it). */
export async function revertAttendance(target: MarkTarget, revert: Revert) {
  if (revert.action === 'clear') {
    await api.clearAttendance({ query: { event_id: target.event.id, user_id: target.userId } });
  } else {
    await markAttendance(target, revert.status);
  }
}

export const fetchCheckInCode = (eventId: string) => api.checkInCode({ params: { id: eventId } });

export function emailParticipants(
  eventId: string,
  message: { audience: EmailAudience; subject: string; message: string },
  preview: boolean,
) {
  return api.emailParticipants({ params: { id: eventId }, body: { ...message, preview } });
}
