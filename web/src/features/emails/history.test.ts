import type { GroupEmail } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './api/group-emails.ts';
import { audienceOf, composeBody, composeForm } from './compose-form.ts';
import { historyLine, recipientStates } from './history.ts';

const email = (extra: Partial<GroupEmail> = {}): GroupEmail => ({
  id: 'e1',
  group: 'mgh',
  audience: { cohort: 'a' },
  audience_label: 'Cohort A',
  subject: 'Hi',
  body: 'Hello',
  send_at: new Date('2026-03-02T14:00:00Z'),
  status: 'sent',
  recipient_count: 3,
  recipients: [
    { user_id: 'a', name: 'A', email: 'a@x.test' },
    { user_id: 'b', name: 'B', email: 'b@x.test' },
    { user_id: 'c', name: 'C', email: 'c@x.test' },
  ],
  created_by: 'f',
  created_by_name: 'F',
  created_at: new Date('2026-03-02T14:00:00Z'),
  sent_at: new Date('2026-03-02T14:00:00Z'),
  ...extra,
});
const mail = (
  to: string,
  state?: 'SENT' | 'ERROR' | 'PENDING' | 'PROCESSING' | 'RETRYING',
  error?: string,
  extra: { attempts?: number; next_attempt_at?: Date } = {},
): OutboxEntry => ({
  id: to,
  group_email: 'e1',
  to: [to],
  delivery: state ? { state, error: error ?? null, ...extra } : undefined,
});

describe('historyLine', () => {
  it('says when it went out and how delivery went, from the outbox', () => {
    expect(
      historyLine(email(), [mail('a@x.test', 'SENT'), mail('b@x.test', 'SENT'), mail('c@x.test', 'SENT')]),
    ).toEqual({
      status: 'Sent Mar 2, 2026 9:00 AM',
      tone: 'success',
      delivery: '3 delivered',
    });
    expect(historyLine(email(), [mail('a@x.test', 'SENT'), mail('b@x.test'), mail('c@x.test', 'ERROR')])).toMatchObject(
      {
        tone: 'error',
        delivery: '1 delivered, 1 waiting, 1 failed',
      },
    );
  });
  it('describes waiting, cancelled and empty messages', () => {
    expect(historyLine(email({ status: 'scheduled', sent_at: null, recipients: [] }), [])).toEqual({
      status: 'Scheduled for Mar 2, 2026 9:00 AM (New York time)',
      tone: 'info',
      delivery: '3 recipients when written',
    });
    expect(historyLine(email({ status: 'cancelled' }), []).status).toBe('Cancelled: not sent');
    expect(historyLine(email({ recipients: [] }), []).delivery).toBe('Nobody was in the audience when it was due');
  });
  it('gives each recipient their state', () => {
    const states = recipientStates([
      mail('a@x.test', 'SENT'),
      mail('b@x.test', 'ERROR', 'mailbox full'),
      mail('c@x.test'),
    ]);
    expect(Object.fromEntries(states)).toEqual({
      'a@x.test': 'Delivered',
      'b@x.test': 'Failed: mailbox full',
      'c@x.test': 'Waiting',
    });
  });
  it('names a message being retried, its attempt, the failure and when it tries next, and counts it apart', () => {
    const outbox = [
      mail('a@x.test', 'SENT'),
      mail('b@x.test', 'RETRYING', 'connect ECONNREFUSED 127.0.0.1:1025', {
        attempts: 2,
        next_attempt_at: new Date('2026-03-02T14:01:30Z'),
      }),
      mail('c@x.test', 'PROCESSING', undefined, { attempts: 3 }),
    ];
    expect(Object.fromEntries(recipientStates(outbox))).toEqual({
      'a@x.test': 'Delivered',
      'b@x.test': 'Retrying at 9:01:30 AM (attempt 2 of 6 failed: connect ECONNREFUSED 127.0.0.1:1025)',
      'c@x.test': 'Sending (attempt 3 of 6)',
    });
    expect(historyLine(email(), outbox)).toMatchObject({
      tone: 'warning',
      delivery: '1 delivered, 1 waiting, 1 retrying',
    });
    expect(historyLine(email(), [mail('a@x.test', 'RETRYING', 'x', { attempts: 1 })]).delivery).toBe(
      '0 delivered, 1 retrying',
    );
  });
});

describe('the compose form', () => {
  const base = {
    kind: 'cohort' as const,
    audience: 'a',
    subject: 'Hi {first_name}',
    body: 'Next: {next_event}',
    when: 'now' as const,
    send_at: '',
  };
  it('builds the API body for each kind', () => {
    expect(audienceOf('group', 'mgh')).toEqual({ group: 'mgh' });
    expect(audienceOf('at_risk', 'a')).toEqual({ filter: { name: 'at_risk', cohort: 'a' } });
    expect(audienceOf('survey_non_respondents', 's')).toEqual({
      filter: { name: 'survey_non_respondents', survey: 's' },
    });
    expect(audienceOf('event_absent', 'e')).toEqual({ filter: { name: 'event_absent', event: 'e' } });
    expect(composeBody(base)).toEqual({
      audience: { cohort: 'a' },
      subject: 'Hi {first_name}',
      body: 'Next: {next_event}',
      send_at: null,
    });
    expect(composeBody({ ...base, when: 'later', send_at: '2030-01-01T09:00:00-05:00' }).send_at).toBe(
      '2030-01-01T09:00:00-05:00',
    );
  });
  it('puts each problem on its field', () => {
    const issues = (values: object) => {
      const result = composeForm.safeParse({ ...base, ...values });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(issues({})).toEqual({});
    expect(issues({ audience: '', subject: ' ', body: 'Hi {nme}' })).toEqual({
      audience: 'choose who receives it',
      subject: 'must not be empty',
      body: '{nme} is not a merge field (use {first_name}, {cohort} or {next_event})',
    });
    expect(issues({ when: 'later' })).toEqual({ send_at: 'Enter a complete date and time' });
    expect(issues({ when: 'later', send_at: '2020-01-01T09:00:00-05:00' })).toEqual({
      send_at: 'must be in the future',
    });
  });
});
