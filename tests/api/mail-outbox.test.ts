/** The outbox trigger delivers queued messages over SMTP (to MailDev here) and records the outcome. */
// The admin SDK of the suite first: the functions' data modules then reuse its app.
import { adminDb, eventually } from '../support/admin.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TIMEOUT_SECONDS } from '../../functions/src/config/function-options.ts';
import { deliverQueuedMail } from '../../functions/src/services/email/mail-delivery.ts';
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
    // The trigger's work for it, awaited: done, it has sent nothing and left the claim alone. (The
    // deployed trigger's own delivery runs the same function; nothing marks when it has ended.)
    await deliverQueuedMail('claimed', MAIL_TIMEOUT_SECONDS * 1000);
    expect((await adminDb.doc('mail/claimed').get()).get('delivery')).toMatchObject({
      state: 'PROCESSING',
      attempts: 1,
    });
    // A message queued only now reaches the catcher after anything sent above would have.
    await adminDb.doc('mail/after').set({ to: ['peer@api.test'], subject: 'After', text: 'Hello' });
    await deliveryOf('after', 'SENT');
    await eventually(async () => ((await caught()).some((m) => m.subject === 'After') ? true : undefined));
    expect((await caught()).map((m) => m.subject)).toEqual(['After']);
  });
});
