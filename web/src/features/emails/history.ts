/** How the history lists a group e-mail (docs/emails.md): when, its state, and its delivery. */
import { deliverySummary, inDisplayZone, MAIL_MAX_ATTEMPTS, type GroupEmail } from '@peer-coaching/domain';
import type { OutboxEntry } from './api/group-emails.ts';

const when = (date: Date) => inDisplayZone(date).format('MMM D, YYYY h:mm A');

export interface HistoryLine {
  /** "Sent Mar 2, 2026 9:00 AM", "Scheduled for ...", "Cancelled". */
  status: string;
  tone: 'success' | 'info' | 'warning' | 'error' | 'default';
  /** "4 delivered", "3 delivered, 1 waiting, 1 failed", "4 recipients when written". */
  delivery: string;
}

export function historyLine(email: GroupEmail, outbox: readonly OutboxEntry[]): HistoryLine {
  switch (email.status) {
    case 'scheduled':
      return {
        status: `Scheduled for ${when(email.send_at)} (New York time)`,
        tone: 'info',
        delivery: `${email.recipient_count} ${email.recipient_count === 1 ? 'recipient' : 'recipients'} when written`,
      };
    case 'cancelled':
      return { status: 'Cancelled: not sent', tone: 'default', delivery: 'Nobody received it' };
    case 'sending':
      return { status: 'Sending…', tone: 'info', delivery: `${email.recipient_count} recipients` };
    case 'sent': {
      const summary = deliverySummary(outbox.map((m) => m.delivery?.state));
      // Retrying is a kind of waiting, named apart: staff see the mail server is in trouble.
      const retrying = outbox.filter((m) => m.delivery?.state === 'RETRYING').length;
      const parts = [`${summary.sent} delivered`];
      if (summary.waiting - retrying > 0) parts.push(`${summary.waiting - retrying} waiting`);
      if (retrying > 0) parts.push(`${retrying} retrying`);
      if (summary.failed > 0) parts.push(`${summary.failed} failed`);
      return {
        status: `Sent ${when(email.sent_at ?? email.send_at)}`,
        tone: summary.failed > 0 ? 'error' : summary.waiting > 0 ? 'warning' : 'success',
        delivery: email.recipients.length === 0 ? 'Nobody was in the audience when it was due' : parts.join(', '),
      };
    }
  }
}

/**
 * One message's state as a recipient line says it: "Delivered", "Waiting", "Sending (attempt 3 of 6)",
 * "Retrying at 9:01:30 AM (attempt 2 of 6 failed: connect ECONNREFUSED ...)", "Failed: 550 ...".
 */
function stateLabel(delivery: OutboxEntry['delivery']): string {
  const attempts = delivery?.attempts ?? 0;
  switch (delivery?.state) {
    case 'SENT':
      return 'Delivered';
    case 'ERROR':
      return `Failed: ${delivery.error ?? 'unknown error'}`;
    case 'RETRYING': {
      const at = delivery.next_attempt_at ? ` at ${inDisplayZone(delivery.next_attempt_at).format('h:mm:ss A')}` : '';
      const failure = `attempt ${attempts} of ${MAIL_MAX_ATTEMPTS} failed: ${delivery.error ?? 'unknown error'}`;
      return `Retrying${at} (${failure})`;
    }
    case 'PROCESSING':
      return attempts > 1 ? `Sending (attempt ${attempts} of ${MAIL_MAX_ATTEMPTS})` : 'Waiting';
    default:
      return 'Waiting';
  }
}

/** Each recipient's delivery state, by address. */
export function recipientStates(outbox: readonly OutboxEntry[]): Map<string, string> {
  const states = new Map<string, string>();
  for (const message of outbox) {
    const label = stateLabel(message.delivery);
    for (const address of message.to) states.set(address, label);
  }
  return states;
}
