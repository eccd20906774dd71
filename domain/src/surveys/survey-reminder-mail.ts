/**
 * The survey reminder e-mails, one per person owed a window: "Remind now" and the daily reminder
 * send the same (docs/surveys-staff.md).
 */
import { renderMail, surveyReminderValues, wantsEmail, type MailTemplateText } from '../email/index.ts';
import type { User } from '../model.ts';
import { remindable, windowRef, type PersonResult } from './survey-results.ts';
import { surveyPath } from './survey-kinds.ts';
import type { Survey } from './surveys.ts';

/** Where a peer answers the survey: its kind's route, or /survey/{id} for a custom one. */
export const surveyUrl = (survey: Pick<Survey, 'id' | 'kind'>, origin: string) => `${origin}${surveyPath(survey)}`;

/**
 * Who is reminded: the people who can still answer a window they owe (`remindable`), of the
 * windows named (`windows`, refs of windowRef; all of them when left out).
 */
export function reminderRecipients(people: readonly PersonResult[], windows?: readonly string[]): PersonResult[] {
  const due = new Set(remindable(people));
  const refs = windows ? new Set(windows) : null;
  return people.filter((p) => due.has(p.user_id) && (!refs || refs.has(windowRef(p.cohort, p.window))));
}

/** One reminder per person, naming the window they owe and when it closes. */
export function reminderMessages(
  survey: Survey,
  people: readonly { user_id: string; closes_at: Date }[],
  byId: ReadonlyMap<string, Pick<User, 'email' | 'email_preferences'>>,
  origin: string,
  template: MailTemplateText | null = null,
) {
  return people.flatMap((person) => {
    const peer = byId.get(person.user_id);
    // Nobody is reminded who turned survey reminders off on /account.
    if (!peer?.email || !wantsEmail(peer, 'survey_reminders')) return [];
    const values = surveyReminderValues(survey.title, person.closes_at, surveyUrl(survey, origin));
    const { subject, text } = renderMail('survey_reminder', template, values);
    return [{ to: [peer.email], subject, text }];
  });
}
