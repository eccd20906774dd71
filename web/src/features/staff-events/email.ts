/** The e-mail dialog's audiences in staff's words, and the text each recipient reads. */
import { inDisplayZone, type CalendarEvent, type EmailAudience } from '@peer-coaching/domain';

export const EMAIL_AUDIENCE_LABELS: Record<EmailAudience, string> = {
  all: 'Everyone',
  attended: 'Attended',
  absent: 'Absent',
  apologised: 'Apologised',
};

/** Who each audience is, as the server counts it (confirmed peers of the event's cohorts). */
export const EMAIL_AUDIENCE_HELP: Record<EmailAudience, string> = {
  all: 'Every confirmed peer of the event’s cohorts',
  attended: 'Peers marked attended',
  absent: 'Peers not marked attended who sent no apology',
  apologised: 'Peers who sent an apology',
};

/**
 * The message as the server sends it: the text as typed, then a line naming the event. Mirrors
 * bodyOf in functions/src/http/routes/email-participants.ts (the preview answer carries only the
 * recipients); the unit test pins the format.
 */
export function mailText(message: string, event: Pick<CalendarEvent, 'title' | 'start_date'>): string {
  const when = inDisplayZone(event.start_date).format('dddd, MMMM D, YYYY h:mm A');
  return `${message.trim()}\n\n--\nAbout: ${event.title}, ${when} (New York time)`;
}
