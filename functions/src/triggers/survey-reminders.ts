/**
 * Every morning at 9:00 New York time, Cloud Scheduler runs the automatic survey reminder
 * (services/surveys/survey-reminders.ts). Deployed, `firebase deploy --only functions` creates the
 * Cloud Scheduler job from this definition; the emulators load the function but never fire it, so
 * the suite calls remindSurveysDueSoon directly (tests/api/survey-reminders.test.ts), and a
 * developer can run one round by hand from the functions shell. The links in the e-mails start
 * with the PUBLIC_APP_URL parameter (config/app-url.ts).
 */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SCHEDULE_OPTIONS } from '../config/function-options.ts';
import { appUrl } from '../config/app-url.ts';
import { DISPLAY_TIMEZONE } from '@peer-coaching/domain';
import { remindSurveysDueSoon } from '../services/surveys/survey-reminders.ts';

export const remindSurveyNonRespondents = onSchedule(
  { ...SCHEDULE_OPTIONS, schedule: 'every day 09:00', timeZone: DISPLAY_TIMEZONE, retryCount: 3 },
  async () => {
    const run = await remindSurveysDueSoon(new Date(), appUrl());
    console.log(JSON.stringify({ severity: 'INFO', message: 'survey reminders', ...run }));
  },
);
