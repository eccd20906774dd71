/**
 * Where each collection lives. Kept free of zod so that the browser's production bundle can name
 * collections without shipping the schemas (which it only checks in development).
 */
export const COLLECTION_PATHS = {
  users: 'users',
  groups: 'groups',
  cohorts: 'cohorts',
  events: 'events',
  attendance: 'attendance',
  announcements: 'announcements',
  activities: 'activities',
  cohortCalendars: 'cohort_calendars',
  /** One cohort's published surveys without their questions, for peers' homes (docs/surveys.md). */
  cohortSurveys: 'cohort_surveys',
  /** One cohort's report data, staff of its group (docs/reports.md). */
  cohortReports: 'cohort_reports',
  /** The peers' entries of each cohort's report, spread over shards (docs/reports.md). */
  cohortReportShards: 'cohort_report_shards',
  apologies: 'apologies',
  eventSecrets: 'event_secrets',
  checkInAttempts: 'check_in_attempts',
  calendarFeeds: 'calendar_feeds',
  /** The limits' counters (issue 24; functions only, removed by a TTL policy on `expires_at`). */
  rateLimits: 'rate_limits',
  certificates: 'certificates',
  certificateHolders: 'certificate_holders',
  surveys: 'surveys',
  surveyResponses: 'survey_responses',
  /** Each person's answered responses in one document, for their home (docs/surveys.md). */
  surveyMarks: 'survey_marks',
  /** The automatic survey reminder's once-a-day records (functions only; docs/surveys-staff.md). */
  surveyReminders: 'survey_reminders',
  /** Matching rounds, staff only; each peer's partners of a published round (docs/matching.md). */
  matchingRounds: 'matching_rounds',
  matchingPartners: 'matching_partners',
  /** Group e-mails, staff of the group (docs/emails.md). */
  groupEmails: 'group_emails',
  /** The alumni network's profiles, written by each alumnus (docs/alumni.md). */
  alumniProfiles: 'alumni_profiles',
  /** The group's resources library: links shared with some of its cohorts (docs/resources.md). */
  resources: 'resources',
  /** Each cohort's discussion: threads, their replies, and each person's read marks (docs/discussion.md). */
  discussionThreads: 'discussion_threads',
  discussionPosts: 'discussion_posts',
  discussionReads: 'discussion_reads',
  /** Each person's count of discussion posts this minute, written with each post under the rules. */
  discussionRates: 'discussion_rates',
  /** Each person's photo, a small JPEG written by its owner (docs/account.md). */
  profilePhotos: 'profile_photos',
  /** The daily digest's record of each day it was sent (functions only). */
  discussionDigests: 'discussion_digests',
  mail: 'mail',
  /** One per invited address: the bulk invitation's per-row state (functions only; docs/users.md). */
  invitations: 'invitations',
  /** One entry per staff write (issue 24, docs/audit-log.md): functions write, staff of the group read. */
  auditLog: 'audit_log',
  meta: 'meta',
} as const;

/** A group's settings sub-collection: settingsPath('mgh') is 'groups/mgh/settings'. */
export const settingsPath = (groupId: string) => `groups/${groupId}/settings`;

/** apologies/{id}: one apology per person and event, so sending again replaces the reason. */
export const apologyId = (eventId: string, userId: string) => `${eventId}_${userId}`;

/** attendance/{id}: one record per event and person. */
export const attendanceId = (eventId: string, userId: string) => `${eventId}_${userId}`;

/**
 * survey_responses/{id}: one per survey and person, `{surveyId}_{userId}`; per-event surveys
 * (post-meeting) and make-ups add the event: the one that opened the window, or the missed session.
 * The rules accept only this id, so a second response to the same window is the same document.
 */
export function surveyResponseId(surveyId: string, userId: string, eventId?: string | null): string {
  return eventId ? `${surveyId}_${userId}_${eventId}` : `${surveyId}_${userId}`;
}

/** matching_partners/{id}: one per round and person placed in it, `{roundId}_{userId}`. */
export const matchingAssignmentId = (roundId: string, userId: string) => `${roundId}_${userId}`;
