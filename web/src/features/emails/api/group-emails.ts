/**
 * The group e-mails' data (docs/emails.md): the group's messages and their outbox messages, live;
 * the surveys and calendars the saved filters pick from, live; writes through the API.
 */
import type { CohortCalendar, GroupEmail, GroupEmailAudience, Survey } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';
import { groupEmailMailQuery, groupEmailsQuery, type OutboxEntry } from '../../../lib/group-email-queries.ts';
import { cohortCalendarRef, firestore, useLiveDocuments, useLiveQueries, type LiveResult } from '../../../lib/live.ts';
import { groupSurveysPageQuery } from '../../../lib/survey-queries.ts';

export type { OutboxEntry };

export function useGroupEmails(group: string | null): LiveResult<GroupEmail[]> {
  return useLiveQueries(group ? `group-emails:${group}` : null, () => [groupEmailsQuery(firestore(), group!)]);
}

/** The outbox messages of the messages listed (at most 30: the history shows the newest 30). */
export function useOutbox(group: string | null, emailIds: readonly string[]): LiveResult<OutboxEntry[]> {
  const ids = emailIds.slice(0, 30);
  return useLiveQueries(group && ids.length > 0 ? `group-email-mail:${group}:${ids.join(',')}` : null, () => [
    groupEmailMailQuery(firestore(), group!, ids),
  ]);
}

/** How many of the group's newest surveys the "non-respondents of a survey" filter offers. */
export const SURVEYS_OFFERED = 30;

/** The group's newest surveys (the filter's choices), while the composer is open; not the whole history. */
export function useSurveys(group: string | null): LiveResult<Survey[]> {
  return useLiveQueries(group ? `group-surveys:${group}|${SURVEYS_OFFERED}` : null, () => [
    groupSurveysPageQuery(firestore(), group!, SURVEYS_OFFERED),
  ]);
}

export function useCalendars(cohortIds: readonly string[]): LiveResult<(CohortCalendar | null)[]> {
  return useLiveDocuments(cohortIds.length > 0 ? `calendars:${cohortIds.join(',')}` : null, () =>
    cohortIds.map((id) => cohortCalendarRef(firestore(), id)),
  );
}

export const groupEmailCalls = {
  send: (body: { audience: GroupEmailAudience; subject: string; body: string; send_at: string | null }) =>
    api.sendGroupEmail({ body }),
  preview: (audience: GroupEmailAudience) => api.previewGroupEmail({ body: { audience } }),
  cancel: (id: string) => api.cancelGroupEmail({ params: { id } }),
};
