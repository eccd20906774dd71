/**
 * Staff create, change and delete surveys, read their responses, remind non-respondents and
 * reject make-ups (docs/surveys-staff.md). Peers answer straight in Firestore under the rules.
 */
import {
  answeredResponses,
  changedFields,
  editSummary,
  isMakeupKind,
  nonRespondents,
  surveyResponseId,
} from '@peer-coaching/domain';
import { queueMails } from '../../data/email/mail.ts';
import {
  deleteSurveyAndDrafts,
  listSurveyResponses,
  newSurveyId,
  rejectResponse,
  saveSurvey,
} from '../../data/surveys/survey-admin.ts';
import { groupOfSurveyCohorts, staffSurvey, storedSurvey, surveyResults } from '../../services/surveys/survey-staff.ts';
import { conflict, invalidInput, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { describeAudit, skipAudit } from '../../data/audit/audit-log.ts';
import { limitSurveyReminder } from '../../services/limits.ts';
import { surveyReminderMails } from '../../services/surveys/survey-reminders.ts';

export const surveyStaffHandlers: Handlers<
  'createSurvey' | 'updateSurvey' | 'deleteSurvey' | 'surveyResponses' | 'remindSurvey' | 'rejectSurveyResponse'
> = {
  createSurvey: async ({ body, caller }) => {
    const group = await groupOfSurveyCohorts(caller, body.cohorts);
    const now = new Date();
    const survey = await storedSurvey(body, { id: newSurveyId(), group, created_at: now }, now);
    const summary = `Created “${survey.title}” (${survey.kind}${survey.published ? ', published' : ', draft'})`;
    describeAudit({ group, target: `surveys/${survey.id}`, summary });
    await saveSurvey(survey);
    return { id: survey.id };
  },

  updateSurvey: async ({ params, body, caller }) => {
    const existing = await staffSurvey(caller, params.id);
    // Responses carry the kind (the rules check it), and the route it is answered on follows it.
    if (body.kind !== existing.kind)
      throw invalidInput(`kind: cannot change once the survey exists (${existing.kind})`);
    await groupOfSurveyCohorts(caller, body.cohorts, existing.group);
    const survey = await storedSurvey(body, existing, new Date());
    const summary = editSummary(existing.title, changedFields(existing, survey, ['updated_at']));
    describeAudit({ group: existing.group, target: `surveys/${survey.id}`, summary });
    await saveSurvey(survey);
    return { id: survey.id };
  },

  deleteSurvey: async ({ params, caller }) => {
    const survey = await staffSurvey(caller, params.id);
    const responses = await listSurveyResponses(survey.id);
    const answered = responses.filter((r) => r.status !== 'draft').length;
    // Answers count toward certificates: deleting them would silently take progress away.
    if (answered > 0) {
      throw conflict(
        `This survey has ${answered} ${answered === 1 ? 'answer' : 'answers'}: unpublish it instead, so that they and what they count are kept`,
      );
    }
    describeAudit({ group: survey.group, target: `surveys/${survey.id}`, summary: `Deleted “${survey.title}”` });
    await deleteSurveyAndDrafts(
      survey.id,
      responses.map((r) => r.id),
    );
    return { id: survey.id };
  },

  surveyResponses: async ({ params, caller }) => {
    const survey = await staffSurvey(caller, params.id);
    const { responses, people } = await surveyResults(survey, new Date());
    return {
      responses: answeredResponses(responses)
        .filter((r) => r.status === 'submitted')
        .map((r) => ({ user_id: r.user_id, submitted_at: r.submitted_at as Date, answers: r.answers })),
      non_respondents: nonRespondents(people),
    };
  },

  remindSurvey: async ({ params, caller, origin }) => {
    const survey = await staffSurvey(caller, params.id);
    if (!survey.published) throw conflict('Peers cannot see this survey: publish it before reminding anyone');
    const { messages } = await surveyReminderMails(survey, new Date(), origin);
    if (messages.length === 0) {
      skipAudit(); // nobody to remind: nothing sent, nothing written
      return { sent: 0 };
    }
    const summary = `Reminded ${messages.length} of “${survey.title}”`;
    describeAudit({ group: survey.group, target: `surveys/${survey.id}`, summary });
    // Once an hour per survey (LIMITS.surveyReminderCooldownMs): a second click, or a colleague's,
    // does not e-mail the same people again. Nothing queued: the hour is given back.
    const undo = await limitSurveyReminder(survey.id, new Date());
    try {
      await queueMails(messages);
    } catch (error) {
      await undo();
      throw error;
    }
    return { sent: messages.length };
  },

  rejectSurveyResponse: async ({ params, body, caller }) => {
    const survey = await staffSurvey(caller, params.id);
    if (!isMakeupKind(survey.kind)) throw conflict('Only make-ups can be rejected');
    const id = surveyResponseId(survey.id, params.user_id, body.event_id);
    const reason = body.reason ? `: ${body.reason}` : '';
    const summary = `Rejected the make-up of ${params.user_id} for session ${body.event_id}${reason}`;
    describeAudit({ group: survey.group, target: `survey_responses/${id}`, summary });
    const outcome = await rejectResponse(id, caller.id, body.reason, new Date());
    if (outcome === 'missing')
      throw notFound(`No make-up of ${params.user_id} for session ${body.event_id} in this survey`);
    if (outcome === 'not-submitted') throw conflict('Only a submitted make-up can be rejected (this one is a draft)');
    return { id, status: 'rejected' as const };
  },
};
