/**
 * What /report needs of one cohort (docs/reports.md), kept by triggers on users, activities,
 * surveys and survey responses, in documents that do not grow with the cohort:
 * - `cohort_reports/{cohortId}`: the cohort's surveys (title, make-up, published, when it opens);
 * - `cohort_report_shards/{cohortId}_h{bits}`: the peers' entries, spread over shards by the hash
 *   of their id (domain/src/reports/cohort-report-shards.ts). Each entry is the peer's profile, a copy of
 *   their activities document (attendance only for the cohort's own events) and the surveys they
 *   submitted in the cohort.
 * A report is these documents, its calendar and its group's requirements: a cohort of 2,000 peers
 * is about 20 reads.
 */
import { BOOLEAN_ACTIVITY_TYPES, COUNTED_ACTIVITY_TYPES } from '../constants.ts';
import { reportShardsOf, type ReportShard } from './cohort-report-shards.ts';
import type { ActivityCounts, AttendanceStatus, User } from '../model.ts';
import type { Survey, SurveyResponse } from '../surveys/surveys.ts';

export type ReportActivity = ActivityCounts & { attendance: Record<string, AttendanceStatus> };

export interface CohortReportPeer {
  first_name: string;
  last_name: string;
  email: string;
  status: User['status'];
  /** The peer's activities document (counts, and attendance at the cohort's events); null before any activity. */
  activity: ReportActivity | null;
  /** The surveys the peer submitted in this cohort (at least one response), sorted. */
  surveys: string[];
}

export interface CohortReportSurvey {
  title: string;
  /** Make-ups are answered only by those who missed a session: no response rate. */
  makeup: boolean;
  published: boolean;
  /** When the cohort's first window opens; null when it has none (no calendar yet). */
  opens_at: Date | null;
}

/** cohort_reports/{cohortId}: the cohort's surveys. */
export interface CohortReportHead {
  id: string;
  group: string;
  surveys: Record<string, CohortReportSurvey>;
  updated_at: Date;
}

/** cohort_report_shards/{cohortId}_h{bits}: some of the cohort's peers. */
export type CohortReportShard = ReportShard<CohortReportPeer> & { updated_at: Date };

/** A whole report as /report and the CSV use it: the head's surveys and every shard's peers. */
export interface CohortReport {
  id: string;
  group: string;
  peers: Record<string, CohortReportPeer>;
  surveys: Record<string, CohortReportSurvey>;
}

/** The report of a cohort from its stored documents (a missing head: no surveys yet). */
export function assembleCohortReport(
  cohort: { id: string; group: string },
  head: Pick<CohortReportHead, 'surveys'> | null,
  shards: readonly Pick<CohortReportShard, 'peers'>[],
): CohortReport {
  return {
    id: cohort.id,
    group: cohort.group,
    peers: Object.assign({}, ...shards.map((shard) => shard.peers)) as Record<string, CohortReportPeer>,
    surveys: head?.surveys ?? {},
  };
}

/** The cohorts whose report lists the person: a peer's cohorts; staff are in no report. */
export function reportCohortsOf(person: Pick<User, 'role' | 'cohort_list'> | null | undefined): string[] {
  return person?.role === 'peer' ? [...new Set(person.cohort_list)] : [];
}

type ActivitiesLike = ActivityCounts & { attendance?: Record<string, AttendanceStatus> | null };

/**
 * A peer's entry in one cohort's report, from their profile, their activities document (null or
 * missing: none yet), the cohort's events (attendance elsewhere is left out: an alumnus's program
 * year is not the alumni community's; null: not known, all kept) and the surveys they submitted in
 * the cohort.
 */
export function reportPeerEntry(
  person: Pick<User, 'first_name' | 'last_name' | 'email' | 'status'>,
  activities: ActivitiesLike | null | undefined,
  cohortEvents: ReadonlySet<string> | null,
  surveys: readonly string[],
): CohortReportPeer {
  const attendance = Object.entries(activities?.attendance ?? {}).filter(
    ([eventId]) => cohortEvents === null || cohortEvents.has(eventId),
  );
  return {
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    status: person.status,
    activity: activities
      ? {
          ...(Object.fromEntries(
            [...COUNTED_ACTIVITY_TYPES, ...BOOLEAN_ACTIVITY_TYPES].map((type) => [type, activities[type]]),
          ) as ActivityCounts),
          attendance: Object.fromEntries(attendance.sort(([a], [b]) => a.localeCompare(b))),
        }
      : null,
    surveys: [...new Set(surveys)].sort(),
  };
}

/** The surveys a person submitted in a cohort (at least one submitted response), sorted. */
export function submittedSurveysIn(
  cohort: string,
  responses: readonly Pick<SurveyResponse, 'survey_id' | 'status' | 'cohort'>[],
): string[] {
  return [
    ...new Set(responses.filter((r) => r.cohort === cohort && r.status === 'submitted').map((r) => r.survey_id)),
  ].sort();
}

/** A survey's entry for one of its cohorts. */
export function reportSurveyEntry(
  survey: Pick<Survey, 'title' | 'makeup_event_kinds' | 'published' | 'windows'>,
  cohort: string,
): CohortReportSurvey {
  const opens = Object.values(survey.windows[cohort] ?? {}).map((w) => w.opens_at.getTime());
  return {
    title: survey.title,
    makeup: survey.makeup_event_kinds.length > 0,
    published: survey.published,
    opens_at: opens.length > 0 ? new Date(Math.min(...opens)) : null,
  };
}

/**
 * Every cohort's report documents from whole collections (the demo seed, the large seed; the
 * triggers keep the same shape): a head per cohort with surveys, and the shards of its peers.
 */
export function buildCohortReports(
  cohorts: readonly { id: string; group: string }[],
  users: readonly User[],
  activities: readonly (ActivitiesLike & { user_id: string })[],
  surveys: readonly Survey[],
  responses: readonly Pick<SurveyResponse, 'survey_id' | 'user_id' | 'status' | 'cohort'>[],
  eventsOf: (cohortId: string) => ReadonlySet<string> | null,
  updatedAt: Date,
): { heads: CohortReportHead[]; shards: CohortReportShard[] } {
  const activitiesOf = new Map(activities.map((a) => [a.user_id, a]));
  const responsesOf = new Map<string, (typeof responses)[number][]>();
  for (const r of responses) responsesOf.set(r.user_id, [...(responsesOf.get(r.user_id) ?? []), r]);
  const heads = cohorts.flatMap((cohort) => {
    const own = surveys.filter((survey) => survey.cohorts.includes(cohort.id));
    return own.length === 0
      ? []
      : [
          {
            id: cohort.id,
            group: cohort.group,
            surveys: Object.fromEntries(own.map((survey) => [survey.id, reportSurveyEntry(survey, cohort.id)])),
            updated_at: updatedAt,
          },
        ];
  });
  const shards = cohorts.flatMap((cohort) => {
    const events = eventsOf(cohort.id);
    const peers = Object.fromEntries(
      users
        .filter((user) => reportCohortsOf(user).includes(cohort.id))
        .map((user) => [
          user.id,
          reportPeerEntry(
            user,
            activitiesOf.get(user.id),
            events,
            submittedSurveysIn(cohort.id, responsesOf.get(user.id) ?? []),
          ),
        ]),
    );
    return Object.keys(peers).length === 0
      ? []
      : reportShardsOf(cohort.id, cohort.group, peers).map((shard) => ({ ...shard, updated_at: updatedAt }));
  });
  return { heads, shards };
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
  report: Pick<CohortReport, 'surveys' | 'peers'> | null,
  peerIds: readonly string[],
  now: Date,
  inRange: (opensAt: Date) => boolean = () => true,
): SurveyResponseRate[] {
  const respondents = new Map<string, number>();
  for (const id of new Set(peerIds)) {
    for (const surveyId of report?.peers[id]?.surveys ?? [])
      respondents.set(surveyId, (respondents.get(surveyId) ?? 0) + 1);
  }
  const peers = new Set(peerIds).size;
  return Object.entries(report?.surveys ?? {})
    .flatMap(([id, survey]) =>
      survey.published && survey.opens_at && survey.opens_at.getTime() <= now.getTime() && inRange(survey.opens_at)
        ? [{ id, survey, opens_at: survey.opens_at }]
        : [],
    )
    .sort((a, b) => a.opens_at.getTime() - b.opens_at.getTime() || a.id.localeCompare(b.id))
    .map(({ id, survey, opens_at }) => {
      const responded = respondents.get(id) ?? 0;
      return {
        id,
        title: survey.title,
        opens_at,
        responded,
        peers,
        rate: survey.makeup || peers === 0 ? null : Math.round((responded / peers) * 100),
      };
    });
}

/** All responses over all invitations of the surveys that have a rate (make-ups left out). */
export function overallResponseRate(rates: readonly SurveyResponseRate[]): number | null {
  const rated = rates.filter((r) => r.rate !== null);
  const invited = rated.reduce((sum, r) => sum + r.peers, 0);
  return invited === 0 ? null : Math.round((rated.reduce((sum, r) => sum + r.responded, 0) / invited) * 100);
}
