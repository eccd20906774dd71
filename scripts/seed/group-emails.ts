/**
 * Group e-mails for the demo (docs/emails.md "Demo data"): what the demo facilitator wrote to
 * their cohort (MGH 2026 Cohort A) lately, each with one outbox message per recipient already
 * delivered (so /user/emails shows a history with delivery states), one whose delivery failed for
 * one person, and one scheduled for tomorrow morning. History: `redate` leaves it alone. The sent
 * texts name no date ({next_event} is in the scheduled one only), so they read the same every day.
 */
import {
  groupEmailValues,
  renderGroupEmail,
  type CalendarEvent,
  type Cohort,
  type GroupEmail,
  type GroupEmailAudience,
} from '@peer-coaching/domain';
import type { DemoClock } from './clock.ts';
import type { DemoMail, UserDoc } from './types.ts';

export const GROUP_EMAIL_DEMO_COHORT = 'mgh-2026-a';

export function buildGroupEmails(
  users: readonly UserDoc[],
  cohorts: readonly Cohort[],
  events: readonly CalendarEvent[],
  clock: DemoClock,
): { emails: GroupEmail[]; mail: DemoMail[] } {
  const cohort = cohorts.find((c) => c.id === GROUP_EMAIL_DEMO_COHORT);
  const author = users.find((u) => u.id === 'demo-facilitator');
  const peers = users
    .filter((u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes(GROUP_EMAIL_DEMO_COHORT))
    .sort((a, b) => a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) || a.id.localeCompare(b.id));
  if (!cohort || !author || peers.length === 0) return { emails: [], mail: [] };
  const calendar = events
    .filter((e) => e.cohorts.includes(cohort.id))
    .sort((a, b) => a.start_date.getTime() - b.start_date.getTime());
  const audience: GroupEmailAudience = { cohort: cohort.id };
  const emails: GroupEmail[] = [];
  const mail: DemoMail[] = [];

  const write = (
    id: string,
    message: { subject: string; body: string },
    sentAt: Date,
    recipients: readonly UserDoc[],
    status: GroupEmail['status'] = 'sent',
    failed?: string,
  ) => {
    emails.push({
      id,
      group: cohort.group,
      audience,
      audience_label: cohort.name,
      subject: message.subject,
      body: message.body,
      send_at: sentAt,
      status,
      recipient_count: recipients.length,
      recipients:
        status === 'sent'
          ? recipients.map((p) => ({ user_id: p.id, name: `${p.first_name} ${p.last_name}`, email: p.email }))
          : [],
      created_by: author.id,
      created_by_name: `${author.first_name} ${author.last_name}`,
      // Scheduled the day before: the audit log names it, and a log holds only what has happened.
      created_at: status === 'scheduled' ? clock.at(-1, '16:00') : sentAt,
      sent_at: status === 'sent' ? sentAt : null,
    });
    if (status !== 'sent') return;
    for (const [index, person] of recipients.entries()) {
      const values = groupEmailValues(person, {
        preferredCohorts: [cohort.id],
        cohortNames: { [cohort.id]: cohort.name },
        calendars: { [cohort.id]: calendar },
        now: sentAt,
      });
      const fails = failed !== undefined && index === recipients.length - 1;
      mail.push({
        id: `${id}_${person.id}`,
        to: [person.email],
        ...renderGroupEmail(message, values),
        group: cohort.group,
        group_email: id,
        created_at: sentAt,
        delivery: {
          state: fails ? 'ERROR' : 'SENT',
          attempts: 1,
          error: fails ? failed : null,
          message_id: fails ? null : `<${id}.${person.id}@peer-coaching.test>`,
        },
      });
    }
  };

  write(
    'demo-email-welcome',
    {
      subject: 'Welcome to {cohort}',
      body:
        'Hello {first_name},\n\nWelcome to the Peer Coaching Program and to {cohort}! The calendar in the app has every session.\n\n' +
        'See you there,\nThe facilitators',
    },
    clock.at(-14, '09:00'),
    peers,
  );
  write(
    'demo-email-reminder',
    {
      subject: 'See you at the next session',
      body: 'Hi {first_name},\n\nA reminder that our next check-in is this week. Bring one question to work on.',
    },
    clock.at(-3, '16:30'),
    peers,
    'sent',
    '550 5.1.1 Mailbox unavailable',
  );
  write(
    'demo-email-scheduled',
    {
      subject: 'This week in {cohort}',
      body: 'Good morning {first_name},\n\nThis week: {next_event}. Reply to this e-mail with any question.',
    },
    clock.at(1, '09:00'),
    peers,
    'scheduled',
  );
  return { emails, mail };
}
