/**
 * Staff e-mail the participants of an event: everyone of its cohorts, those who attended, those
 * absent, or those who apologised. A preview names the recipients and sends nothing; a send queues
 * one plain-text message per recipient in the outbox (the user's text is never HTML).
 */
import {
  inDisplayZone,
  renderMail,
  type CalendarEvent,
  type EmailAudience,
  type MailTemplateText,
  type User,
  wantsEmail,
} from '@peer-coaching/domain';
import { listApologiesOfEvent, listAttendanceOfEvent } from '../../data/events/events.ts';
import { queueMails } from '../../data/email/mail.ts';
import { getMailTemplate } from '../../data/program/pages.ts';
import { listPeersOfEventCohorts } from '../../data/people/users.ts';
import { staffEvent } from '../../services/events/events.ts';
import { invalidInput } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { describeAudit, skipAudit } from '../../data/audit/audit-log.ts';

async function recipientsOf(event: CalendarEvent, audience: EmailAudience, now: Date): Promise<User[]> {
  if (audience === 'absent' && now.getTime() < event.start_date.getTime()) {
    throw invalidInput('audience: nobody can be absent before the event starts');
  }
  const [peers, records, apologies] = await Promise.all([
    listPeersOfEventCohorts(event.cohorts),
    audience === 'all' || audience === 'apologised' ? [] : listAttendanceOfEvent(event.id),
    audience === 'all' || audience === 'attended' ? [] : listApologiesOfEvent(event.id),
  ]);
  const attended = new Set(records.filter((r) => r.status === 'attended').map((r) => r.user_id));
  const apologised = new Set(apologies.map((a) => a.user_id));
  const confirmed = peers.filter((p) => p.status === 'confirmed' && wantsEmail(p, 'event_messages'));
  switch (audience) {
    case 'all':
      return confirmed;
    case 'attended':
      return confirmed.filter((p) => attended.has(p.id));
    case 'absent':
      return confirmed.filter((p) => !attended.has(p.id) && !apologised.has(p.id));
    case 'apologised':
      return confirmed.filter((p) => apologised.has(p.id));
  }
}

const nameOf = (person: User) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** The message as written, then a line saying which event it is about: the group's event e-mail template or the default. */
function mailOf(subject: string, message: string, event: CalendarEvent, template: MailTemplateText | null) {
  const when = inDisplayZone(event.start_date).format('dddd, MMMM D, YYYY h:mm A');
  return renderMail('event_email', template, { subject, message, event: event.title, when });
}

export const emailHandlers: Handlers<'emailParticipants'> = {
  emailParticipants: async ({ params, body, caller }) => {
    const event = await staffEvent(caller, params.id);
    const recipients = await recipientsOf(event, body.audience, new Date());
    if (recipients.length === 0) throw invalidInput('audience: nobody to send to');
    if (body.preview) skipAudit();
    else {
      const summary = `E-mailed “${body.subject}” about “${event.title}” to ${recipients.length} (${body.audience})`;
      describeAudit({ group: event.group, target: `events/${event.id}`, summary });
      const mail = mailOf(body.subject, body.message, event, await getMailTemplate(event.group, 'event_email'));
      await queueMails(recipients.map((person) => ({ to: [person.email], ...mail })));
    }
    return {
      audience: body.audience,
      recipients: recipients.map((person) => ({ id: person.id, name: nameOf(person) })),
      sent: !body.preview,
    };
  },
};
