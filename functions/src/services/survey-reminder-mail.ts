/** The survey reminder e-mails, one per person owed a window: "Remind now" and the daily reminder send the same. */
import {
  renderMail,
  surveyPath,
  surveyReminderValues,
  wantsEmail,
  type MailTemplateText,
  type Survey,
  type User,
} from '@peer-coaching/domain';

/** Where a peer answers the survey: its kind's route, or /survey/{id} for a custom one. */
export const surveyUrl = (survey: Pick<Survey, 'id' | 'kind'>, origin: string) => `${origin}${surveyPath(survey)}`;

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
    const email = peer.email;
    const values = surveyReminderValues(survey.title, person.closes_at, surveyUrl(survey, origin));
    const { subject, text } = renderMail('survey_reminder', template, values);
    return [{ to: [email], subject, text }];
  });
}
