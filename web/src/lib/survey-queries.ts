/**
 * Surveys in Firestore for the browser (docs/surveys.md): the live queries of a peer's surveys and
 * their own responses, and the response writes. A peer writes their answers straight to Firestore
 * (the rules check owner, shape, window and id), so an answer typed offline waits in the persistent
 * cache and is sent when the connection returns; callers must not await the write to tell the
 * person it is saved (the promise resolves only when the server has it).
 * The rules suite runs these very functions (tests/rules/surveys.test.ts).
 */
import {
  COLLECTION_PATHS,
  surveyResponseId,
  type CohortSurveys,
  type SurveyAnswers,
  type SurveyMarks,
  type Survey,
  type SurveyKind,
  type SurveyResponse,
} from '@peer-coaching/domain';
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { converterOf, firestore } from './firestore.ts';
import type { LiveResult } from './live.ts';
import { countSnapshotReads } from './read-counter.ts';

/** Firestore's limit of values in one array-contains-any. */
const MAX_DISJUNCTION = 30;

const surveys = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.surveys).withConverter(converterOf<Survey>(COLLECTION_PATHS.surveys));
const responses = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.surveyResponses).withConverter(
    converterOf<SurveyResponse>(COLLECTION_PATHS.surveyResponses),
  );

/** A cohort's published surveys without their questions, in one document (kept by the survey trigger). */
export function cohortSurveysRef(db: Firestore, cohortId: string) {
  return doc(db, COLLECTION_PATHS.cohortSurveys, cohortId).withConverter(
    converterOf<CohortSurveys>(COLLECTION_PATHS.cohortSurveys),
  );
}

/** A person's answered responses in one document (kept by the survey response trigger). */
export function surveyMarksRef(db: Firestore, userId: string) {
  return doc(db, COLLECTION_PATHS.surveyMarks, userId).withConverter(
    converterOf<SurveyMarks>(COLLECTION_PATHS.surveyMarks),
  );
}

/** The published surveys of a peer's shared cohorts. */
export function peerSurveysQuery(db: Firestore, cohorts: readonly string[]): Query<Survey> {
  return query(
    surveys(db),
    where('cohorts', 'array-contains-any', cohorts.slice(0, MAX_DISJUNCTION)),
    where('published', '==', true),
  );
}

/** Every survey of a group, unpublished ones included, for its staff. */
export function groupSurveysQuery(db: Firestore, group: string): Query<Survey> {
  return query(surveys(db), where('group', '==', group));
}

/** The newest `size` surveys of a group, unpublished ones included, for its staff (/survey's list). */
export function groupSurveysPageQuery(db: Firestore, group: string, size: number): Query<Survey> {
  return query(surveys(db), where('group', '==', group), orderBy('created_at', 'desc'), limit(size));
}

/** One survey (staff of its group, or a peer of its cohorts once published). */
export function surveyRef(db: Firestore, id: string) {
  return doc(db, COLLECTION_PATHS.surveys, id).withConverter(converterOf<Survey>(COLLECTION_PATHS.surveys));
}

/** The surveys of one kind addressed to one cohort of a group, for its staff (/matching, a staff preview). */
export function cohortSurveysOfKindQuery(
  db: Firestore,
  group: string,
  cohort: string,
  kind: SurveyKind,
): Query<Survey> {
  return query(
    surveys(db),
    where('group', '==', group),
    where('kind', '==', kind),
    where('cohorts', 'array-contains', cohort),
  );
}

/** The matching surveys of one cohort of a group, for its staff (/matching: who answered). */
export function cohortMatchingSurveysQuery(db: Firestore, group: string, cohort: string): Query<Survey> {
  return cohortSurveysOfKindQuery(db, group, cohort, 'matching');
}

/** A person's own responses (every survey: a handful of documents). */
export function ownSurveyResponsesQuery(db: Firestore, userId: string): Query<SurveyResponse> {
  return query(responses(db), where('user_id', '==', userId));
}

/** The responses to one survey, for staff of its group. */
export function surveyResponsesQuery(db: Firestore, group: string, surveyId: string): Query<SurveyResponse> {
  return query(responses(db), where('group', '==', group), where('survey_id', '==', surveyId));
}

/** One person's responses in a group, for its staff (the /user profile). */
export function personSurveyResponsesQuery(db: Firestore, group: string, userId: string): Query<SurveyResponse> {
  return query(responses(db), where('group', '==', group), where('user_id', '==', userId));
}

/** Where one answer goes: the survey, the person, their cohort and the window (or missed session). */
export interface ResponseTarget {
  survey: Pick<Survey, 'id' | 'group' | 'kind'>;
  userId: string;
  cohort: string;
  /** 'main' or the per-event window's event id. */
  window: string;
  /** Per-event windows: the window's event; make-ups: the missed session; otherwise null. */
  eventId: string | null;
}

export function responseIdOf(target: ResponseTarget): string {
  return surveyResponseId(target.survey.id, target.userId, target.eventId);
}

/**
 * Writes the person's response document (a draft while typing, or the submission). The returned
 * promise settles when the server has it; offline it stays pending (the cache holds the write, and
 * a listener shows it at once with hasPendingWrites).
 */
export function saveSurveyResponse(
  db: Firestore,
  target: ResponseTarget,
  answers: SurveyAnswers,
  status: 'draft' | 'submitted',
): Promise<void> {
  const kind: SurveyKind = target.survey.kind;
  return setDoc(doc(db, COLLECTION_PATHS.surveyResponses, responseIdOf(target)), {
    survey_id: target.survey.id,
    user_id: target.userId,
    group: target.survey.group,
    cohort: target.cohort,
    kind,
    window: target.window,
    event_id: target.eventId,
    answers,
    status,
    updated_at: serverTimestamp(),
    submitted_at: status === 'submitted' ? serverTimestamp() : null,
  });
}

/** A person's responses as the local cache holds them, and which of them wait to be sent. */
export interface OwnResponses {
  responses: SurveyResponse[];
  /** Ids of responses with writes the server has not confirmed yet (offline, or on their way). */
  pending: ReadonlySet<string>;
  /** The snapshot is the server's, not only the local cache's (a refused write is gone from it). */
  synced: boolean;
  /** When the snapshot arrived (ms, this device's clock). */
  at: number;
}

/**
 * Follows a person's own responses with the cache's metadata, so a page can say "saved on this
 * device" for a write the server has not confirmed (the write's promise would only resolve online).
 */
export function useOwnSurveyResponses(userId: string | null): LiveResult<OwnResponses> {
  const [state, setState] = useState<{ key: string | null; result: LiveResult<OwnResponses> }>({
    key: userId,
    result: LOADING,
  });
  useEffect(() => {
    if (userId === null) return;
    return onSnapshot(
      ownSurveyResponsesQuery(firestore(), userId),
      { includeMetadataChanges: true },
      (snapshot) => {
        countSnapshotReads(snapshot);
        setState({
          key: userId,
          result: {
            status: 'success',
            data: {
              responses: snapshot.docs.map((d) => d.data()),
              pending: new Set(snapshot.docs.filter((d) => d.metadata.hasPendingWrites).map((d) => d.id)),
              synced: !snapshot.metadata.fromCache,
              at: Date.now(),
            },
            error: undefined,
          },
        });
      },
      (error) => setState({ key: userId, result: { status: 'error', data: undefined, error } }),
    );
  }, [userId]);
  return state.key === userId && userId !== null ? state.result : LOADING;
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;
