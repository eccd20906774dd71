/**
 * A cohort's report as the tests read it (docs/reports.md): the head's surveys and the peers of
 * every shard, with each survey's respondents gathered from the peers' entries.
 */
import { reportPeerEntry, submittedSurveysIn, type SurveyResponse } from '@peer-coaching/domain';
import { adminDb } from '../../support/admin.ts';

type Data = Record<string, unknown>;

export interface StoredReport {
  group: string;
  /** The shards' documents, by id. */
  shards: Record<string, Data>;
  peers: Record<string, Data>;
  surveys: Record<string, Data & { title: string; submitted: string[] }>;
}

/** The stored report of a cohort, or undefined while it has neither head nor shard. */
export async function storedReport(cohort: string): Promise<StoredReport | undefined> {
  const [head, shards] = await Promise.all([
    adminDb.doc(`cohort_reports/${cohort}`).get(),
    adminDb.collection('cohort_report_shards').where('cohort', '==', cohort).get(),
  ]);
  if (!head.exists && shards.empty) return undefined;
  const peers = Object.assign({}, ...shards.docs.map((d) => d.get('peers') as Data)) as Record<string, Data>;
  const surveys = (head.get('surveys') ?? {}) as Record<string, Data>;
  return {
    group: (head.get('group') ?? shards.docs[0]?.get('group')) as string,
    shards: Object.fromEntries(shards.docs.map((d) => [d.id, d.data()])),
    peers,
    surveys: Object.fromEntries(
      Object.entries(surveys).map(([id, survey]) => [
        id,
        {
          ...survey,
          title: survey.title as string,
          submitted: Object.keys(peers)
            .filter((uid) => (peers[uid]!.surveys as string[]).includes(id))
            .sort(),
        },
      ]),
    ),
  };
}

/** A person's entry in a cohort's report, undefined when they have none. */
export const reportEntryOf = async (cohort: string, userId: string) => (await storedReport(cohort))?.peers[userId];

/** What the person's entry in the cohort's report should be, from their sources as stored now. */
export async function expectedReportEntry(cohort: string, userId: string) {
  const [user, activities, responses] = await Promise.all([
    adminDb.doc(`users/${userId}`).get(),
    adminDb.doc(`activities/${userId}`).get(),
    adminDb.collection('survey_responses').where('user_id', '==', userId).get(),
  ]);
  // The cohort's own events among those the person has a status for, as each event says.
  const attended = Object.keys((activities.get('attendance') ?? {}) as Record<string, unknown>);
  const eventDocs = await Promise.all(attended.map((id) => adminDb.doc(`events/${id}`).get()));
  const events = new Set(
    eventDocs.filter((d) => ((d.get('cohorts') ?? []) as string[]).includes(cohort)).map((d) => d.id),
  );
  return reportPeerEntry(
    user.data() as Parameters<typeof reportPeerEntry>[0],
    activities.data() as Parameters<typeof reportPeerEntry>[1],
    events,
    submittedSurveysIn(
      cohort,
      responses.docs.map((d) => d.data() as SurveyResponse),
    ),
  );
}
