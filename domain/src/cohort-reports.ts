/**
 * cohort_reports/{cohortId}: what /report needs of one cohort in one document (docs/reports.md),
 * kept by triggers on users, activities, surveys and survey responses, so that a report is two
 * reads (this and the cohort's calendar) whatever the cohort's size. Each peer's entry is their
 * profile and a copy of their activities document; each survey's entry names who submitted.
 */
import { BOOLEAN_ACTIVITY_TYPES, COUNTED_ACTIVITY_TYPES } from './constants.ts';
import type { ActivityCounts, AttendanceStatus, User } from './model.ts';
import type { Survey, SurveyResponse } from './surveys.ts';

export type ReportActivity = ActivityCounts & { attendance: Record<string, AttendanceStatus> };

export interface CohortReportPeer {
  first_name: string;
  last_name: string;
  email: string;
  status: User['status'];
  cohort_list: string[];
  alumni_community: boolean;
  /** The peer's activities document (counts and attendance by event); null before any activity. */
  activity: ReportActivity | null;
}

export interface CohortReportSurvey {
  title: string;
  /** Make-ups are answered only by those who missed a session: no response rate. */
  makeup: boolean;
  published: boolean;
  /** When the cohort's first window opens; null when it has none (no calendar yet). */
  opens_at: Date | null;
  /** The peers with at least one submitted response, sorted. */
  submitted: string[];
}

export interface CohortReport {
  id: string;
  group: string;
  peers: Record<string, CohortReportPeer>;
  surveys: Record<string, CohortReportSurvey>;
  updated_at: Date;
}

/** The cohorts whose report lists the person: a peer's cohorts; staff are in no report. */
export function reportCohortsOf(person: Pick<User, 'role' | 'cohort_list'> | null | undefined): string[] {
  return person?.role === 'peer' ? [...new Set(person.cohort_list)] : [];
}

type ActivitiesLike = ActivityCounts & { attendance?: Record<string, AttendanceStatus> | null };

/** A peer's entry, from their profile and their activities document (null or missing: none yet). */
export function reportPeerEntry(
  person: Pick<User, 'first_name' | 'last_name' | 'email' | 'status' | 'cohort_list' | 'alumni_community'>,
  activities: ActivitiesLike | null | undefined,
): CohortReportPeer {
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    status: person.status,
    cohort_list: [...person.cohort_list],
    alumni_community: person.alumni_community === true,
    activity: activities
      ? {
          ...(Object.fromEntries(
            [...COUNTED_ACTIVITY_TYPES, ...BOOLEAN_ACTIVITY_TYPES].map((type) => [type, activities[type]]),
          ) as ActivityCounts),
          attendance: { ...(activities.attendance ?? {}) },
        }
      : null,
  };
}

/** A survey's entry for one of its cohorts, from the cohort's responses to it. */
export function reportSurveyEntry(
  survey: Pick<Survey, 'title' | 'makeup_event_kinds' | 'published' | 'windows'>,
  cohort: string,
  responses: readonly Pick<SurveyResponse, 'user_id' | 'status' | 'cohort'>[],
): CohortReportSurvey {
  const opens = Object.values(survey.windows[cohort] ?? {}).map((w) => w.opens_at.getTime());
  return {
    title: survey.title,
    makeup: survey.makeup_event_kinds.length > 0,
    published: survey.published,
    opens_at: opens.length > 0 ? new Date(Math.min(...opens)) : null,
    submitted: [
      ...new Set(responses.filter((r) => r.cohort === cohort && r.status === 'submitted').map((r) => r.user_id)),
    ].sort(),
  };
}

/** Every cohort's report from whole collections (the demo seed; the triggers keep the same shape). */
export function buildCohortReports(
  cohorts: readonly { id: string; group: string }[],
  users: readonly User[],
  activities: readonly (ActivitiesLike & { user_id: string })[],
  surveys: readonly Survey[],
  responses: readonly Pick<SurveyResponse, 'survey_id' | 'user_id' | 'status' | 'cohort'>[],
  updatedAt: Date,
): CohortReport[] {
  const activitiesOf = new Map(activities.map((a) => [a.user_id, a]));
  return cohorts.map((cohort) => ({
    id: cohort.id,
    group: cohort.group,
    peers: Object.fromEntries(
      users
        .filter((user) => reportCohortsOf(user).includes(cohort.id))
        .map((user) => [user.id, reportPeerEntry(user, activitiesOf.get(user.id))]),
    ),
    surveys: Object.fromEntries(
      surveys
        .filter((survey) => survey.cohorts.includes(cohort.id))
        .map((survey) => [
          survey.id,
          reportSurveyEntry(
            survey,
            cohort.id,
            responses.filter((r) => r.survey_id === survey.id),
          ),
        ]),
    ),
    updated_at: updatedAt,
  }));
}

// ---- what /report shows from a report ------------------------------------------------------------

export type ReportedPeer = CohortReportPeer & { id: string };

/** The confirmed peers of a report (invited and deactivated people are left out of rates). */
export function confirmedReportPeers(report: Pick<CohortReport, 'peers'> | null): ReportedPeer[] {
  return Object.entries(report?.peers ?? {})
    .filter(([, peer]) => peer.status === 'confirmed')
    .map(([id, peer]) => ({ ...peer, id }));
}

export interface SurveyResponseRate {
  id: string;
  title: string;
  opens_at: Date;
  /** How many of the peers submitted at least once. */
  responded: number;
  peers: number;
  /** Null for a make-up (answered only by those who missed a session) or without peers. */
  rate: number | null;
}

/**
 * The response rate of each published survey of the report that has opened by `now` (and, with a
 * range of New York days, opened within it), oldest first, counting only `peerIds`.
 */
export function surveyResponseRates(
  report: Pick<CohortReport, 'surveys'> | null,
  peerIds: readonly string[],
  now: Date,
  inRange: (opensAt: Date) => boolean = () => true,
): SurveyResponseRate[] {
  const peers = new Set(peerIds);
  return Object.entries(report?.surveys ?? {})
    .flatMap(([id, survey]) =>
      survey.published && survey.opens_at && survey.opens_at.getTime() <= now.getTime() && inRange(survey.opens_at)
        ? [{ id, survey, opens_at: survey.opens_at }]
        : [],
    )
    .sort((a, b) => a.opens_at.getTime() - b.opens_at.getTime() || a.id.localeCompare(b.id))
    .map(({ id, survey, opens_at }) => {
      const responded = survey.submitted.filter((userId) => peers.has(userId)).length;
      return {
        id,
        title: survey.title,
        opens_at,
        responded,
        peers: peers.size,
        rate: survey.makeup || peers.size === 0 ? null : Math.round((responded / peers.size) * 100),
      };
    });
}

/** All responses over all invitations of the surveys that have a rate (make-ups left out). */
export function overallResponseRate(rates: readonly SurveyResponseRate[]): number | null {
  const rated = rates.filter((r) => r.rate !== null);
  const invited = rated.reduce((sum, r) => sum + r.peers, 0);
  return invited === 0 ? null : Math.round((rated.reduce((sum, r) => sum + r.responded, 0) / invited) * 100);
}
