/**
 * The automatic survey reminder (docs/surveys-staff.md): once a day, for every published survey,
 * the non-respondents of each window that closes within the group's reminder schedule (/settings;
 * by default REMINDER_DAYS_BEFORE_CLOSE days; 0 days: none) get one e-mail through the outbox. Each survey's day is recorded in the same transaction as its
 * messages (survey_reminders/{survey}_{YYYY-MM-DD}), so a second run that day, or two runs at
 * once, send nothing more; a window is reminded once, on the first run that finds it due.
 *
 * A plain function of `now` and `origin`: the scheduled function (triggers/survey-reminders.ts)
 * calls it in production, and the API suite calls it directly against the emulators, which do
 * not run schedules.
 */
import { reminderDay, reminderMessages, reminderRecipients, windowsToRemind, type Survey } from '@peer-coaching/domain';
import { listPublishedSurveys, recordReminderAndQueue, remindedWindows } from '../../data/surveys/survey-admin.ts';
import { getMailTemplate } from '../../data/program/pages.ts';
import { reminderDaysByGroup } from '../program/settings.ts';
import { surveyResults } from './survey-staff.ts';

export interface SurveyReminderRun {
  day: string;
  /** Per survey reminded: its id, the windows and how many e-mails were queued. */
  reminded: { survey_id: string; windows: string[]; sent: number }[];
  /** Surveys already reminded today (this run sent nothing for them). */
  skipped: string[];
}

/**
 * The reminders a survey owes now: its remindable non-respondents (of `windows` only, when named)
 * and one e-mail each, in the group's wording. "Remind now" and the daily run share it.
 */
export async function surveyReminderMails(survey: Survey, now: Date, origin: string, windows?: readonly string[]) {
  const { people, peers } = await surveyResults(survey, now);
  const recipients = reminderRecipients(people, windows);
  const template = await getMailTemplate(survey.group, 'survey_reminder');
  const byId = new Map(peers.map((p) => [p.id, p] as const));
  return { recipients, messages: reminderMessages(survey, recipients, byId, origin, template) };
}

export async function remindSurveysDueSoon(
  now: Date,
  origin: string,
  only?: (survey: Survey) => boolean,
): Promise<SurveyReminderRun> {
  const day = reminderDay(now);
  const run: SurveyReminderRun = { day, reminded: [], skipped: [] };
  const surveys = (await listPublishedSurveys()).filter((s) => !only || only(s));
  // Each group's reminder schedule (/settings, docs/settings.md): days before a window closes.
  const schedule = await reminderDaysByGroup(surveys.map((s) => s.group));
  for (const survey of surveys) {
    const windows = windowsToRemind(survey, now, await remindedWindows(survey.id), schedule.get(survey.group));
    if (windows.length === 0) continue;
    const { recipients, messages } = await surveyReminderMails(survey, now, origin, windows);
    const recorded = await recordReminderAndQueue(
      {
        survey_id: survey.id,
        group: survey.group,
        day,
        windows,
        recipients: recipients.map((p) => p.user_id),
        at: now,
      },
      messages,
    );
    if (recorded) run.reminded.push({ survey_id: survey.id, windows, sent: messages.length });
    else run.skipped.push(survey.id);
  }
  return run;
}
