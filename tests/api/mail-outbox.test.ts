/** The outbox trigger delivers queued messages over SMTP (to MailDev here) and records the outcome. */
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { MAIL_CATCHER_URL } from '../support/emulators.ts';

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function caught(): Promise<CaughtMail[]> {
  return (await fetch(`${MAIL_CATCHER_URL}/email`)).json() as Promise<CaughtMail[]>;
}

async function deliveryOf(id: string, state: string) {
  return eventually(async () => {
    const delivery = (await adminDb.doc(`mail/${id}`).get()).get('delivery');
    return delivery?.state === state ? delivery : undefined;
  });
}

beforeEach(async () => {
  await fetch(`${MAIL_CATCHER_URL}/email/all`, { method: 'DELETE' });
});

describe('mail outbox', () => {
  it('delivers a queued message once and marks it SENT', async () => {
    await adminDb.doc('mail/welcome').set({
      to: ['peer@api.test', 'peer2@api.test'],
      subject: 'Welcome to the cohort',
      text: 'Your kickoff is on Monday.',
    });
    const delivery = await deliveryOf('welcome', 'SENT');
    expect(delivery).toMatchObject({ attempts: 1, error: null, message_id: expect.any(String) });
    // MailDev lists a message once it has parsed it, a moment after accepting it over SMTP.
    const mails = await eventually(async () => {
      const list = await caught();
      return list.length > 0 ? list : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Welcome to the cohort', text: 'Your kickoff is on Monday.\n' });
    expect(mails[0]?.to.map((t) => t.address)).toEqual(['peer@api.test', 'peer2@api.test']);
  });

  it('records a malformed message as ERROR naming the field, and sends nothing', async () => {
    await adminDb.doc('mail/broken').set({ to: ['not-an-address'], subject: 'Hi', text: 'Hello' });
    const delivery = await deliveryOf('broken', 'ERROR');
    expect(delivery.error).toBe('to.0: must be an e-mail address');
    expect(await caught()).toEqual([]);
  });

  it('does not send a message another delivery already claimed', async () => {
    await adminDb.doc('mail/claimed').set({
      to: ['peer@api.test'],
      subject: 'Claimed elsewhere',
      text: 'Hello',
      delivery: { state: 'PROCESSING', attempts: 1, error: null, message_id: null },
    });
    // A message that is delivered after it shows the trigger has run past the claimed one.
    await adminDb.doc('mail/after').set({ to: ['peer@api.test'], subject: 'After', text: 'Hello' });
    await deliveryOf('after', 'SENT');
    await eventually(async () => ((await caught()).length > 0 ? true : undefined));
    await new Promise((r) => setTimeout(r, 1000));
    expect((await caught()).map((m) => m.subject)).toEqual(['After']);
    expect((await adminDb.doc('mail/claimed').get()).get('delivery.state')).toBe('PROCESSING');
  });
});
