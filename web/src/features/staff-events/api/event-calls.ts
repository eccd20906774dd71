/**
 * The staff's writes on events and attendance, through the API (which checks role, group and
 * input with the same schemas). Nothing here touches Firestore: the listeners show the result.
 */
import type { EmailAudience, EventBody } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import type { Revert } from '../undo-stack.ts';

export async function saveEvent(id: string | null, body: EventBody): Promise<string> {
  const result = id ? await api.updateEvent({ params: { id }, body }) : await api.createEvent({ body });
  return result.id;
}

export const deleteEvent = (id: string) => api.deleteEvent({ params: { id } });

export const duplicateEvent = async (id: string) => (await api.duplicateEvent({ params: { id } })).id;

export const markAttendance = (eventId: string, userId: string, status: 'attended' | 'registered') =>
  api.markAttendance({ body: { event_id: eventId, user_id: userId, status } });

/** Takes one change back: the previous status, or no record at all. */
export function revertAttendance(eventId: string, revert: Revert) {
  return revert.action === 'clear'
    ? api.clearAttendance({ query: { event_id: eventId, user_id: revert.userId } })
    : markAttendance(eventId, revert.userId, revert.status);
}

export const fetchCheckInCode = (eventId: string) => api.checkInCode({ params: { id: eventId } });

export function emailParticipants(
  eventId: string,
  message: { audience: EmailAudience; subject: string; message: string },
  preview: boolean,
) {
  return api.emailParticipants({ params: { id: eventId }, body: { ...message, preview } });
}
