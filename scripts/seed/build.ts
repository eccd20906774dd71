/**
 * The demo data for a given day, as plain objects. Pure: no I/O and no clock; only the New York
 * calendar day of `today` matters, and ids, names and relations do not depend on it at all.
 */
import { buildActivities } from './activities.ts';
import { buildAlumniProfiles } from './alumni.ts';
import { buildAuditLog } from './audit-log.ts';
import { buildAnnouncements } from './announcements.ts';
import { buildApologies } from './apologies.ts';
import { buildAttendance } from './attendance.ts';
import { buildCalendars, buildCohortSurveyLists, buildSurveyMarks } from './calendars.ts';
import { buildCertificates } from './certificates.ts';
import { buildDiscussion } from './discussion.ts';
import { demoClock } from './clock.ts';
import { buildEvents } from './events.ts';
import { buildGroupEmails } from './group-emails.ts';
import { buildMatching } from './matching.ts';
import { buildAccounts, buildUsers } from './people.ts';
import { buildCohorts, buildGroups } from './program.ts';
import { buildPages } from './pages.ts';
import { buildResources } from './resources.ts';
import { buildSettings } from './settings.ts';
import { buildProgramSettings } from './program-settings.ts';
import { buildSurveyResponses, buildSurveys } from './surveys.ts';
import type { DemoData } from './types.ts';
import { seedCohortReports } from './reports.ts';

export type { DemoData } from './types.ts';

export function buildDemoData(today: Date): DemoData {
  const clock = demoClock(today);
  const users = buildUsers(clock);
  const demoEvents = buildEvents(clock);
  const attendance = buildAttendance(demoEvents, users, clock);
  const cohorts = buildCohorts(clock);
  const events = demoEvents.map((e) => e.event);
  const groups = buildGroups();
  const surveys = buildSurveys(clock, events);
  const surveyResponses = buildSurveyResponses(surveys, users, attendance, events, clock);
  const pages = buildPages(clock);
  const matching = buildMatching(users, surveyResponses, clock);
  const groupEmails = buildGroupEmails(users, cohorts, events, clock);
  const activities = buildActivities(users, attendance, clock, surveys, surveyResponses);
  const discussion = buildDiscussion(users, cohorts, clock);
  const calendars = buildCalendars(cohorts, events, clock);
  const announcements = buildAnnouncements(clock);
  const resources = buildResources(clock);
  const auditLog = buildAuditLog({
    users,
    events,
    attendance,
    announcements,
    resources,
    pageVersions: pages.versions,
    matchingRounds: matching.rounds,
    groupEmails: groupEmails.emails,
  });
  return {
    accounts: buildAccounts(users),
    users,
    groups,
    cohorts,
    events,
    attendance,
    announcements,
    apologies: buildApologies(demoEvents, attendance, clock),
    settings: buildSettings(),
    programSettings: buildProgramSettings(),
    activities,
    surveys,
    surveyResponses,
    pages: pages.pages,
    pageVersions: pages.versions,
    matchingRounds: matching.rounds,
    matchingPartners: matching.partners,
    groupEmails: groupEmails.emails,
    groupEmailMail: groupEmails.mail,
    calendars,
    cohortSurveys: buildCohortSurveyLists(cohorts, surveys, clock),
    surveyMarks: buildSurveyMarks(surveyResponses, clock),
    // What the report triggers would write for these people, activities and surveys (docs/reports.md).
    cohortReports: seedCohortReports(
      { cohorts, users, activities, surveys, surveyResponses, calendars },
      clock.at(-1, '21:00'),
    ),
    certificates: buildCertificates(users, groups, cohorts, clock),
    alumniProfiles: buildAlumniProfiles(users, clock),
    discussionThreads: discussion.threads,
    discussionPosts: discussion.posts,
    discussionReads: discussion.reads,
    resources,
    auditLog,
    meta: { anchor_day: clock.today },
  };
}
