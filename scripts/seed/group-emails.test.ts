import { deliverySummary } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { GROUP_EMAIL_DEMO_COHORT } from './group-emails.ts';

const data = buildDemoData(new Date('2026-05-12T16:00:00Z'));

describe('the demo’s group e-mails', () => {
  const peers = data.users.filter(
    (u) => u.role === 'peer' && u.status === 'confirmed' && u.cohort_list.includes(GROUP_EMAIL_DEMO_COHORT),
  );

  it('are two sent messages and one scheduled for tomorrow, by the demo facilitator, to MGH 2026 Cohort A', () => {
    expect(data.groupEmails.map((e) => [e.id, e.status, e.group, e.audience])).toEqual([
      ['demo-email-welcome', 'sent', 'mgh', { cohort: GROUP_EMAIL_DEMO_COHORT }],
      ['demo-email-reminder', 'sent', 'mgh', { cohort: GROUP_EMAIL_DEMO_COHORT }],
      ['demo-email-scheduled', 'scheduled', 'mgh', { cohort: GROUP_EMAIL_DEMO_COHORT }],
    ]);
    expect(data.groupEmails.every((e) => e.created_by === 'demo-facilitator')).toBe(true);
    const scheduled = data.groupEmails.find((e) => e.status === 'scheduled')!;
    expect(scheduled.send_at.getTime()).toBeGreaterThan(new Date('2026-05-12T16:00:00Z').getTime());
    expect(scheduled.recipients).toEqual([]);
  });

  it('have one delivered outbox message per recipient, merge fields filled; one delivery failed', () => {
    for (const email of data.groupEmails.filter((e) => e.status === 'sent')) {
      expect(email.recipients.map((r) => r.user_id).sort()).toEqual(peers.map((p) => p.id).sort());
      const mail = data.groupEmailMail.filter((m) => m.group_email === email.id);
      expect(mail.map((m) => m.to[0]).sort()).toEqual(email.recipients.map((r) => r.email).sort());
      for (const m of mail) expect(`${m.subject}\n${m.text}`).not.toMatch(/\{[a-z_]+\}/);
    }
    const welcome = data.groupEmailMail.find((m) => m.group_email === 'demo-email-welcome')!;
    expect(welcome.subject).toBe('Welcome to MGH 2026 Cohort A');
    expect(
      deliverySummary(
        data.groupEmailMail.filter((m) => m.group_email === 'demo-email-reminder').map((m) => m.delivery.state),
      ),
    ).toEqual({
      sent: peers.length - 1,
      waiting: 0,
      failed: 1,
    });
  });
});
