/** The shape of the demo data: plain objects with Date fields, one array per collection. */
import type {
  DiscussionPost,
  DiscussionReads,
  DiscussionThread,
  AlumniProfile,
  Announcement,
  Resource,
  Apology,
  AttendanceRecord,
  CalendarEvent,
  Certificate,
  CertificateSettings,
  ProgramSettings,
  Cohort,
  CohortCalendar,
  CohortSurveys,
  SurveyMarks,
  CohortReportHead,
  CohortReportShard,
  Group,
  GroupEmail,
  MatchingAssignment,
  MatchingRound,
  PageContent,
  PageVersion,
  ParticipantActivities,
  Survey,
  SurveyResponse,
  User,
  StoredAuditEntry,
} from '@peer-coaching/domain';
import type { CalendarDay } from './dates.ts';

/** One recipient's message in the outbox, delivered (the trigger never picks up a non-pending message). */
export interface DemoMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  group: string;
  group_email: string;
  created_at: Date;
  delivery: { state: 'SENT' | 'ERROR'; attempts: 1; error: string | null; message_id: string | null };
}

/** An Auth account; its uid is the id of the person's users/{uid} document. */
export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  emailVerified: boolean;
  /** Deactivated people's accounts (docs/users.md). */
  disabled?: boolean;
}

/** users/{uid}: the User plus the lower-cased last name the case-insensitive sort orders by. */
export type UserDoc = User & { last_name_lower: string };

/** groups/{group}/settings/certificate */
export interface CertificateSettingsDoc {
  group: string;
  certificate: CertificateSettings;
}

/** activities/{userId}: keyed by user_id, so the stored fields carry no `id`. */
export type ActivitiesDoc = Omit<ParticipantActivities, 'id'>;

/** cohort_calendars/{cohortId}: the id is the cohort id. */
export type CohortCalendarDoc = CohortCalendar;

/** meta/demo: the New York day the dates were generated (or last redated) for. */
export interface DemoMeta {
  anchor_day: CalendarDay;
}

export interface DemoData {
  accounts: DemoAccount[];
  users: UserDoc[];
  groups: Group[];
  cohorts: Cohort[];
  events: CalendarEvent[];
  attendance: AttendanceRecord[];
  apologies: Apology[];
  announcements: Announcement[];
  settings: CertificateSettingsDoc[];
  /** groups/{group}/settings/program: each group's name, contact and reminder schedule (docs/settings.md). */
  programSettings: ({ group: string } & ProgramSettings)[];
  activities: ActivitiesDoc[];
  calendars: CohortCalendarDoc[];
  /** cohort_surveys/{cohortId}: each cohort's published surveys without questions (docs/surveys.md). */
  cohortSurveys: CohortSurveys[];
  /** survey_marks/{userId}: each person's answered responses, for their home (docs/surveys.md). */
  surveyMarks: SurveyMarks[];
  /** Each cohort's discussion: threads, replies and the demo peer's read marks (docs/discussion.md). */
  discussionThreads: DiscussionThread[];
  discussionPosts: DiscussionPost[];
  discussionReads: DiscussionReads[];
  /** The alumni network's profiles (docs/alumni.md). */
  alumniProfiles: AlumniProfile[];
  /** The groups' resources libraries (docs/resources.md). */
  resources: Resource[];
  /** cohort_reports/{cohortId} and cohort_report_shards: what /report reads of each cohort (docs/reports.md). */
  cohortReports: { heads: CohortReportHead[]; shards: CohortReportShard[] };
  /** Issued certificates (their guards certificate_holders/{user_id} are written beside them). */
  certificates: Certificate[];
  /** Surveys with their derived windows and question maps, and the peers' responses (docs/surveys.md). */
  surveys: Survey[];
  surveyResponses: SurveyResponse[];
  /** The demo cohort's matching rounds (an earlier published one, a draft) and partners (docs/matching.md). */
  matchingRounds: MatchingRound[];
  matchingPartners: MatchingAssignment[];
  /** The demo facilitator's group e-mails and their delivered outbox messages (docs/emails.md). */
  groupEmails: GroupEmail[];
  groupEmailMail: DemoMail[];
  /** The groups' own pages and their first versions (docs/pages.md). */
  pages: PageContent[];
  pageVersions: PageVersion[];
  /** What the staff writes behind the data above would have logged (docs/audit-log.md). */
  auditLog: StoredAuditEntry[];
  meta: DemoMeta;
}
