/**
 * Where each piece of the demo data lives in Firestore: one { path, data } per document. The
 * admin SDK stores Date values as Timestamps, so the data is written as built.
 */
import { contentCollectionPath, contentVersionsPath } from '@peer-coaching/domain';
import type { DemoData } from './types.ts';

export interface DemoDocument {
  path: string;
  data: Record<string, unknown>;
}

export function demoDocuments(data: DemoData): DemoDocument[] {
  const doc = (path: string, fields: object): DemoDocument => ({ path, data: { ...fields } });
  return [
    ...data.users.map((u) => doc(`users/${u.id}`, u)),
    ...data.groups.map((g) => doc(`groups/${g.id}`, g)),
    ...data.cohorts.map((c) => doc(`cohorts/${c.id}`, c)),
    ...data.events.map((e) => doc(`events/${e.id}`, e)),
    ...data.attendance.map((a) => doc(`attendance/${a.id}`, a)),
    ...data.announcements.map((a) => doc(`announcements/${a.id}`, a)),
    ...data.apologies.map(({ id, ...apology }) => doc(`apologies/${id}`, apology)),
    ...data.settings.map((s) => doc(`groups/${s.group}/settings/certificate`, s.certificate)),
    ...data.programSettings.map(({ group, ...program }) => doc(`groups/${group}/settings/program`, program)),
    ...data.activities.map((a) => doc(`activities/${a.user_id}`, a)),
    // Stored without the id: the document's id is the cohort id.
    ...data.calendars.map(({ id, ...calendar }) => doc(`cohort_calendars/${id}`, calendar)),
    ...data.cohortSurveys.map(({ id, ...list }) => doc(`cohort_surveys/${id}`, list)),
    ...data.surveyMarks.map(({ id, ...marks }) => doc(`survey_marks/${id}`, marks)),
    ...data.cohortReports.heads.map(({ id, ...report }) => doc(`cohort_reports/${id}`, report)),
    ...data.cohortReports.shards.map(({ id, ...shard }) => doc(`cohort_report_shards/${id}`, shard)),
    ...data.alumniProfiles.map(({ id, ...profile }) => doc(`alumni_profiles/${id}`, profile)),
    // Stored without the id, as the browsers write them (docs/discussion.md).
    ...data.discussionThreads.map(({ id, ...thread }) => doc(`discussion_threads/${id}`, thread)),
    ...data.discussionPosts.map(({ id, ...post }) => doc(`discussion_posts/${id}`, post)),
    ...data.discussionReads.map(({ id, ...reads }) => doc(`discussion_reads/${id}`, reads)),
    // Stored without the id (the document's id), as the API stores them (docs/resources.md).
    ...data.resources.map(({ id, ...resource }) => doc(`resources/${id}`, resource)),
    // Stored without the id (random, as the trigger makes them), each with its exactly-once guard.
    ...data.certificates.map(({ id, ...certificate }) => doc(`certificates/${id}`, certificate)),
    ...data.certificates.map((c) =>
      doc(`certificate_holders/${c.user_id}`, { certificate_id: c.id, issued_at: c.issued_at }),
    ),
    // Stored without the id (the document's id), as the API and the peers' writes store them.
    ...data.surveys.map(({ id, ...survey }) => doc(`surveys/${id}`, survey)),
    ...data.surveyResponses.map(({ id, ...response }) => doc(`survey_responses/${id}`, response)),
    // Stored without the id (the key, the document's id), as the API stores them.
    ...data.pages.map(({ id, ...page }) => doc(`${contentCollectionPath(page.group, page.key)}/${id}`, page)),
    ...data.pageVersions.map(({ id, ...version }) =>
      doc(`${contentVersionsPath(version.group, version.key)}/${id}`, version),
    ),
    // Stored without the id (the document's id), as the API stores them.
    ...data.matchingRounds.map(({ id, ...round }) => doc(`matching_rounds/${id}`, round)),
    ...data.matchingPartners.map(({ id, ...partners }) => doc(`matching_partners/${id}`, partners)),
    // Stored without the id, as the API and the outbox store them (docs/emails.md).
    ...data.groupEmails.map(({ id, ...email }) => doc(`group_emails/${id}`, email)),
    ...data.groupEmailMail.map(({ id, ...message }) => doc(`mail/${id}`, message)),
    // Stored without the id, as the functions store them (docs/audit-log.md).
    ...data.auditLog.map(({ id, ...entry }) => doc(`audit_log/${id}`, entry)),
    doc('meta/demo', data.meta),
  ];
}
