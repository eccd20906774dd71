/**
 * Survey triggers (docs/surveys.md):
 * - a response written: the person's activities are recounted (a submission counts, a rejection
 *   takes it back) and their survey_marks rebuilt, in one transaction that reads every response of
 *   the person, so duplicate and out-of-order deliveries converge on the same documents. Deletions
 *   are ignored: only drafts are ever deleted;
 * - a survey written: its derived windows and question map are refreshed, its cohorts' lists for
 *   peers' homes (cohort_surveys) rebuilt, and when what it counts toward changes, its respondents
 *   are recounted;
 * - a cohort calendar written: the windows of that cohort's surveys follow the moved events.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { recountActivities, recountActivitiesAndMarks } from '../data/events/activities.ts';
import { syncCohortSurveys } from '../data/surveys/cohort-surveys.ts';
import { refreshReportPeer, refreshReportSurvey } from '../data/reports/cohort-reports.ts';
import { listResponsesOfSurvey, listSurveyIdsOfCohort, refreshSurveyDerived } from '../data/surveys/surveys.ts';
import { skippingMalformed } from './skip-malformed.ts';

type ResponseFields = {
  user_id?: unknown;
  survey_id?: unknown;
  status?: unknown;
  window?: unknown;
  event_id?: unknown;
};

/** The work of one response delivery: recount the person unless nothing counted changed. */
export async function surveyResponseWritten(before: ResponseFields | undefined, after: ResponseFields | undefined) {
  // Only drafts are ever deleted (the rules let nobody delete, the API deletes a survey's drafts
  // with it), and they count for nothing: a deletion needs no recount. Nor does a draft saved
  // again while typing. Any other write may change what counts, its answers too (only answers
  // that pass the schema count).
  if (!after) return;
  if ((before === undefined || before.status === 'draft') && after.status === 'draft') return;
  const users = new Set([before?.user_id, after.user_id].filter((id): id is string => typeof id === 'string'));
  // The counts, and the marks the person's home reads of what they answered (survey_marks), from
  // one read of their responses.
  await Promise.all([...users].map(recountActivitiesAndMarks));
  // The person's entry in the cohort's report names the surveys they submitted (docs/reports.md).
  if (before?.status !== after.status && typeof after.user_id === 'string') {
    await refreshReportPeer(after.user_id);
  }
}

type SurveyFields = { counts_toward?: unknown; cohorts?: unknown } | undefined;

const cohortsOf = (fields: SurveyFields) => (Array.isArray(fields?.cohorts) ? (fields.cohorts as string[]) : []);

export async function surveyWritten(surveyId: string, before: SurveyFields, after: SurveyFields) {
  // Its entry in each cohort's report, and in each cohort's list for peers' homes, follows the
  // survey (and leaves the cohorts it left).
  await Promise.all([
    refreshReportSurvey(surveyId, cohortsOf(before)),
    syncCohortSurveys(cohortsOf(before), cohortsOf(after)),
  ]);
  // A survey is deleted only without answers (the API refuses otherwise): nothing to recount.
  if (!after) return;
  await refreshSurveyDerived(surveyId);
  if ((before?.counts_toward ?? null) === (after?.counts_toward ?? null)) return;
  const respondents = new Set(
    (await listResponsesOfSurvey(surveyId)).filter((r) => r.status === 'submitted').map((r) => r.user_id),
  );
  await Promise.all([...respondents].map(recountActivities));
}

export async function cohortCalendarWritten(cohortId: string) {
  const ids = await listSurveyIdsOfCohort(cohortId);
  // Every refresh runs to its end before the delivery does, even when another has failed.
  const outcomes = await Promise.allSettled(ids.map(refreshSurveyDerived));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}

export const onSurveyResponseWritten = onDocumentWritten(
  { document: 'survey_responses/{responseId}', retry: true },
  (event) => surveyResponseWritten(event.data?.before.data(), event.data?.after.data()),
);

export const onSurveyWritten = onDocumentWritten({ document: 'surveys/{surveyId}', retry: true }, (event) =>
  skippingMalformed(`Survey ${event.params.surveyId} written`, () =>
    surveyWritten(event.params.surveyId, event.data?.before.data(), event.data?.after.data()),
  ),
);

/**
 * One delivery of a calendar's write. A calendar is derived from events, so a malformed one is a
 * damaged database: its surveys keep their windows until a write mends it (any event's write
 * rebuilds it), and the delivery ends without failing.
 */
export const cohortCalendarDelivery = (cohortId: string) =>
  skippingMalformed(`Calendar ${cohortId} written`, () => cohortCalendarWritten(cohortId));

export const onCohortCalendarWrittenSurveys = onDocumentWritten(
  { document: 'cohort_calendars/{cohortId}', retry: true },
  (event) => cohortCalendarDelivery(event.params.cohortId),
);
