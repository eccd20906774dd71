/** The e-mail dialog's audiences in staff's words, and the text each recipient reads. */
import { inDisplayZone, type CalendarEvent, type EmailAudience } from '@peer-coaching/domain';

export const EMAIL_AUDIENCE_LABELS: Record<EmailAudience, string> = {
  all: 'Everyone on the roster',
  attended: 'Those who attended',
  absent: 'Absent (not marked attended, no apology)',
  apologised: 'Those who apologised',
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
