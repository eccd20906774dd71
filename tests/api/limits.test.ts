/**
 * The limits of issue 24 (domain/src/limits.ts; docs/decisions.md "Limits"), each proven against
 * the emulators: the limit, its message and Retry-After, and what it is counted per (address,
 * survey, group). The counters live in rate_limits, cleared before each test.
 */
import { LIMITS, newYorkDay, toApiDate } from '@peer-coaching/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { createOpenSurvey, submitResponse } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
}, 150_000);
beforeEach(async () => {
  await adminDb.recursiveDelete(adminDb.collection('rate_limits'));
});

/** Waits, if need be, until at least `needMs` of the current minute is left (a count runs by the minute). */
async function roomInMinute(needMs: number) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const UNKNOWN_CERTIFICATE = `/api/public/certificates/${'x'.repeat(22)}`;
const UNKNOWN_FEED = `/api/public/calendar/${'t'.repeat(43)}.ics`;

describe('public endpoints: 60 requests a minute from one address', () => {
  it('answers the 61st request of a minute from an address with 429, Retry-After and a message, across endpoints', async () => {
    const { max } = LIMITS.publicPerAddress;
    await roomInMinute(30_000);
    const answers = [];
    // Half to the certificate check, half to the calendar feed: one count per address. One at a
    // time: the functions emulator starts a worker per concurrent request, slowly on this machine.
    for (let i = 0; i < max; i++) {
      answers.push(await call(i < max / 2 ? UNKNOWN_CERTIFICATE : UNKNOWN_FEED, from('203.0.113.9')));
    }
    expect(answers.map((a) => a.status)).toEqual(Array(max).fill(404));
    const refused = await call(UNKNOWN_CERTIFICATE, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Too many requests from your address: at most 60 a minute\. Try again in \d+ seconds?\.$/,
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.error).toContain(`Try again in ${retryAfter} second`);
    expect((await call(UNKNOWN_FEED, from('203.0.113.9'))).status).toBe(429);

    // Per address: another one is answered as usual, and so is the health check from the first.
    expect((await call(UNKNOWN_CERTIFICATE, from('198.51.100.4'))).status).toBe(404);
    expect((await call('/api/public/health', from('203.0.113.9'))).status).toBe(200);
  }, 120_000);

  it('counts the first hop of X-Forwarded-For, in one document per address and minute that clients cannot read', async () => {
    await roomInMinute(10_000);
    await call(UNKNOWN_CERTIFICATE, from('192.0.2.1, 10.0.0.1'));
    await call(UNKNOWN_CERTIFICATE, from('192.0.2.1, 10.0.0.2'));
    const counters = (await adminDb.collection('rate_limits').get()).docs;
    expect(counters.map((d) => d.id)).toEqual([expect.stringMatching(/^public_192\.0\.2\.1_\d+$/)]);
    const counter = counters[0]!;
    expect(counter.get('count')).toBe(2);
    const minute = Number(counter.id.split('_').pop());
    expect(minute % 60_000).toBe(0);
    // Kept a day past its minute, then removed by the TTL policy on expires_at.
    expect(counter.get('expires_at').toMillis()).toBe(minute + 60_000 + 24 * 60 * 60_000);
  }, 60_000);

  it('starts again in the next minute', async () => {
    await roomInMinute(10_000);
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    // The address's count for this minute is full, as if 60 had come already (from any instance).
    await adminDb.doc(`rate_limits/public_192.0.2.50_${minute}`).set({ count: 60, expires_at: new Date() });
    expect((await call(UNKNOWN_CERTIFICATE, from('192.0.2.50'))).status).toBe(429);
    // Last minute's full count does not hold this minute back.
    await adminDb.doc(`rate_limits/public_192.0.2.51_${minute - 60_000}`).set({ count: 60, expires_at: new Date() });
    expect((await call(UNKNOWN_CERTIFICATE, from('192.0.2.51'))).status).toBe(404);
  }, 60_000);
});

describe('"Remind now": once an hour per survey', () => {
  const remind = (id: string, token: string) =>
    call(`/api/facilitator/surveys/${id}/remind`, { method: 'POST', token });
  const clock = (at: Date) => toApiDate(at).slice(11, 16);
  const twelveHour = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };

  it('refuses a second reminder of the same survey within the hour, whoever asks, saying when the next may go', async () => {
    const { id } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    const first = await remind(id, tokens.facilitator);
    expect(first.status).toBe(200);
    expect(first.body.sent).toBeGreaterThan(0);
    const sentAt = (await adminDb.doc(`rate_limits/survey_remind_${id}`).get()).get('at').toDate() as Date;
    const next = new Date(sentAt.getTime() + LIMITS.surveyReminderCooldownMs);

    const again = await remind(id, tokens.admin);
    expect(again.status).toBe(429);
    expect(again.body.error).toBe(
      `Reminders for this survey were sent at ${twelveHour(clock(sentAt))}: "Remind now" works once an hour, so the next may be sent at ${twelveHour(clock(next))} (New York time).`,
    );
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(59 * 60 - 30);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);

    // Per survey: another survey of the same cohort is reminded at once.
    const other = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    expect((await remind(other.id, tokens.facilitator)).status).toBe(200);
  }, 60_000);

  it('lets the next reminder go once the hour has passed, and starts no hour when there was no one to remind', async () => {
    const { id } = await createOpenSurvey(tokens.facilitator, ['mgh-a']);
    const overAnHourAgo = new Date(Date.now() - LIMITS.surveyReminderCooldownMs - 1_000);
    await adminDb.doc(`rate_limits/survey_remind_${id}`).set({ at: overAnHourAgo, expires_at: new Date() });
    expect((await remind(id, tokens.facilitator)).status).toBe(200);
    expect((await adminDb.doc(`rate_limits/survey_remind_${id}`).get()).get('at').toMillis()).toBeGreaterThan(
      overAnHourAgo.getTime(),
    );

    const nobodyThere = await createOpenSurvey(tokens.facilitator, ['mgh-b']);
    await submitResponse(nobodyThere.id, 'alumnus', 'mgh-b');
    // mgh-b's one peer has answered: nothing sent, no hour started, asking again is no 429.
    expect((await remind(nobodyThere.id, tokens.facilitator)).body).toEqual({ sent: 0 });
    expect((await remind(nobodyThere.id, tokens.facilitator)).status).toBe(200);
    expect((await adminDb.doc(`rate_limits/survey_remind_${nobodyThere.id}`).get()).exists).toBe(false);
  }, 60_000);
});

describe('group e-mails and e-mailed announcements: recipients a day per group', () => {
  const SETTINGS = { program_name: 'MGH', contact_name: '', contact_email: '', survey_reminder_days: 3 };
  const setLimit = (group: string, daily_email_recipients: number, token = tokens.facilitator) =>
    call('/api/facilitator/settings/program', {
      method: 'PUT',
      token,
      body: { group, ...SETTINGS, daily_email_recipients },
    });
  const tomorrow = () => toApiDate(new Date(Date.now() + 24 * 60 * 60_000));
  const email = (cohort: string, token = tokens.facilitator) =>
    call('/api/facilitator/emails', {
      method: 'POST',
      token,
      body: { audience: { cohort }, subject: 'Hello', body: 'Hello {first_name}', send_at: tomorrow() },
    });
  const announcement = async () => {
    const created = await call('/api/facilitator/announcements', {
      method: 'POST',
      token: tokens.facilitator,
      body: {
        title: 'Room change',
        body: 'Room 2',
        display: 'manual',
        visible: true,
        start_date: null,
        end_date: null,
        cohorts: ['mgh-a'],
      },
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const emailAnnouncement = (id: string, preview: boolean) =>
    call(`/api/facilitator/announcements/${id}/email`, {
      method: 'POST',
      token: tokens.facilitator,
      body: { preview },
    });

  it('has a default, and a setting staff change on /settings (400 naming the field when out of range)', async () => {
    const before = await call('/api/facilitator/settings/program?group=harvard', { token: tokens.otherFacilitator });
    expect(before.body.daily_email_recipients).toBe(LIMITS.dailyEmailRecipientsDefault);
    expect((await setLimit('mgh', 0)).body).toEqual({ error: 'daily_email_recipients: must be at least 1' });
    expect((await setLimit('mgh', 10_001)).body).toEqual({ error: 'daily_email_recipients: must be at most 10000' });
    expect((await setLimit('mgh', 2.5)).body).toEqual({
      error: 'daily_email_recipients: must be a whole number of recipients',
    });
    expect((await setLimit('mgh', 40)).body).toMatchObject({ daily_email_recipients: 40, saved: true });
    // A save that leaves it out (a client from before the setting) keeps it.
    const kept = await call('/api/facilitator/settings/program', {
      method: 'PUT',
      token: tokens.facilitator,
      body: { group: 'mgh', ...SETTINGS },
    });
    expect(kept.body).toMatchObject({ daily_email_recipients: 40 });
  });

  it("refuses a message past the group's recipients of the day, naming the limit and what is left, both kinds counted together", async () => {
    const first = await email('mgh-a');
    expect(first.status).toBe(202);
    const n = first.body.recipients as number;
    expect(n).toBeGreaterThan(1);
    await setLimit('mgh', 2 * n - 1);

    const second = await email('mgh-a');
    expect(second.status).toBe(429);
    expect(second.body.error).toBe(
      `Group mgh may e-mail at most ${2 * n - 1} recipients a day (New York time); ${n - 1} left today, and this message has ${n}. Send it after midnight, to fewer people, or raise the limit on /settings.`,
    );
    const { day, end } = newYorkDay(new Date());
    const retryAfter = Number(second.headers.get('retry-after'));
    expect(Math.abs(retryAfter - (end.getTime() - Date.now()) / 1000)).toBeLessThan(30);
    // Nothing of the refused one was kept: one group e-mail, and the day's count is the first's.
    expect((await adminDb.collection('group_emails').where('group', '==', 'mgh').get()).size).toBe(1);
    expect((await adminDb.doc(`rate_limits/group_emails_mgh_${day}`).get()).get('count')).toBe(n);

    // The e-mailed announcement draws on the same count; its preview does not.
    const id = await announcement();
    const preview = await emailAnnouncement(id, true);
    expect(preview.status).toBe(200);
    const mailBefore = (await adminDb.collection('mail').get()).size;
    const refused = await emailAnnouncement(id, false);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Group mgh may e-mail at most \d+ recipients a day \(New York time\); /);
    expect((await adminDb.collection('mail').get()).size).toBe(mailBefore);

    // Room again: the announcement goes, and takes its recipients from what is left.
    await setLimit('mgh', 10_000);
    const sent = await emailAnnouncement(id, false);
    expect(sent.status).toBe(200);
    const m = (sent.body.recipients as unknown[]).length;
    expect((await adminDb.doc(`rate_limits/group_emails_mgh_${day}`).get()).get('count')).toBe(n + m);
  }, 60_000);

  it('counts per group: another group e-mails as usual', async () => {
    await setLimit('mgh', 1);
    expect((await email('mgh-a')).status).toBe(429);
    expect((await email('harvard-a', tokens.otherFacilitator)).status).toBe(202);
  });
});
