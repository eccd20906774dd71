/**
 * cohort_surveys/{cohortId}: what a peer's home needs of the published surveys of one cohort, in
 * one document (docs/surveys.md), kept by the survey trigger, so that "surveys due" and the
 * certificate prediction cost one read per cohort instead of one per survey. Each entry is the
 * survey without its questions, with the windows of this cohort only. The trigger and the seed
 * build it with the same function from the surveys as they are, so a rebuild is always the whole
 * truth: repeated or out of order, it gives the same document.
 */
import type { SurveySummary } from './surveys.ts';

export interface CohortSurveys {
  id: string;
  group: string;
  /** By id. */
  surveys: SurveySummary[];
  updated_at: Date;
}

/** What the document holds apart from its id and `updated_at`. */
export type CohortSurveysContent = Pick<CohortSurveys, 'group' | 'surveys'>;

/** A survey's entry in `cohortId`'s document, its fields in a fixed order. */
export function surveySummary(survey: SurveySummary, cohortId: string): SurveySummary {
  return {
    id: survey.id,
    group: survey.group,
    kind: survey.kind,
    title: survey.title,
    counts_toward: survey.counts_toward,
    cohorts: [...survey.cohorts],
    makeup_event_kinds: [...survey.makeup_event_kinds],
    published: survey.published,
    windows: survey.windows[cohortId] ? { [cohortId]: survey.windows[cohortId] } : {},
  };
}

/**
 * The document of `cohortId`: each published survey addressed to it, once (a repeated id keeps its
 * last copy), by id. `surveys` may hold others.
 */
export function buildCohortSurveys(
  surveys: readonly SurveySummary[],
  cohortId: string,
  group: string,
): CohortSurveysContent {
  const byId = new Map<string, SurveySummary>();
  for (const s of surveys) if (s.published && s.cohorts.includes(cohortId)) byId.set(s.id, surveySummary(s, cohortId));
  return { group, surveys: [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) };
}

/** A canonical text of the content (dates as instants), for comparing two of them. */
function canonical(content: CohortSurveysContent, cohortId: string): string {
  return JSON.stringify({ group: content.group, surveys: content.surveys.map((s) => surveySummary(s, cohortId)) });
}

/**
 * Whether a stored document already says what `built` says, so a rebuild can skip the write.
 * `stored` may be anything read back: only an exact match counts as the same.
 */
export function sameCohortSurveys(
  stored: Partial<CohortSurveysContent> | null,
  built: CohortSurveysContent,
  cohortId: string,
): boolean {
  if (!stored || typeof stored.group !== 'string' || !Array.isArray(stored.surveys)) return false;
  try {
    return canonical(stored as CohortSurveysContent, cohortId) === canonical(built, cohortId);
  } catch {
    return false; // an entry of another shape
  }
}

/**
 * The surveys of several cohorts' documents as one list (a peer may share more than one cohort):
 * one entry per survey, its windows those of every cohort read.
 */
export function mergeCohortSurveys(documents: readonly (Pick<CohortSurveys, 'surveys'> | null)[]): SurveySummary[] {
  const byId = new Map<string, SurveySummary>();
  for (const document of documents) {
    for (const survey of document?.surveys ?? []) {
      const seen = byId.get(survey.id);
      byId.set(survey.id, seen ? { ...seen, windows: { ...seen.windows, ...survey.windows } } : survey);
    }
  }
  return [...byId.values()];
}
