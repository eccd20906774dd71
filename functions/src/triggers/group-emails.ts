/**
 * Every minute, Cloud Scheduler sends the group e-mails whose time has come
 * (services/email/group-emails.ts sendDueGroupEmails; docs/emails.md). The emulators load the function
 * but never fire it, so the API suite calls sendDueGroupEmails directly
 * (tests/api/group-emails.test.ts).
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULE_OPTIONS } from '../config/function-options.ts';
import { sendDueGroupEmails } from '../services/email/group-emails.ts';

export const sendScheduledGroupEmails = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: 'every 1 minutes', retryCount: 1 },
  async () => {
    const run = await sendDueGroupEmails(new Date());
    if (run.sent.length > 0) console.log(JSON.stringify({ severity: 'INFO', message: 'group e-mails sent', ...run }));
  },
);
