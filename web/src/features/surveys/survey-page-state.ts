/**
 * What a survey route shows a person (pure, docs/surveys.md): which survey of the route's kind,
 * in which of their cohorts and window, whether it can be answered now, and the response it edits.
 */
import {
  isMakeupKind,
  isWindowOpen,
  madeUpEventIds,
  personSurveyState,
  surveyCohortFor,
  surveyResponseId,
  type CalendarEvent,
  type PersonSurveyState,
  type RoutedSurveyKind,
  type Survey,
  type SurveyResponse,
} from '@peer-coaching/domain';

export interface SurveyPageChoice {
  survey: Survey;
  cohort: string;
  state: PersonSurveyState;
  /** Answers are taken now (the window is open). */
  open: boolean;
  /** The person's responses to this survey (make-ups: one per session made up). */
  responses: SurveyResponse[];
}

const PREFERENCE = { due: 0, submitted: 1, upcoming: 2, closed: 3 } as const;

/** What a survey page shows: the surveys of a routed kind, or one survey by id (/survey/:id). */
export type SurveyTarget = { kind: RoutedSurveyKind; id?: undefined } | { kind?: undefined; id: string };

/**
 * The survey of the target to show: of a kind, the one due first, else an open answered one, the
 * next, the last; by id, that survey if it is offered to the person.
 */
export function chooseSurvey(input: {
  target: SurveyTarget;
  surveys: readonly Survey[];
  responses: readonly SurveyResponse[];
  sharedCohorts: readonly string[];
  calendars: Readonly<Record<string, readonly CalendarEvent[]>>;
  attendance: Record<string, 'registered' | 'attended'>;
  now: Date;
}): SurveyPageChoice | null {
  const madeUp = madeUpEventIds(input.responses);
  const choices: SurveyPageChoice[] = [];
  for (const survey of input.surveys) {
    if (input.target.kind ? survey.kind !== input.target.kind : survey.id !== input.target.id) continue;
    const cohort = surveyCohortFor(survey, input.sharedCohorts);
    if (!cohort) continue;
    const responses = input.responses.filter((r) => r.survey_id === survey.id);
    const state = personSurveyState({
      survey,
      cohort,
      responses,
      events: input.calendars[cohort] ?? [],
      attendance: input.attendance,
      madeUp,
      now: input.now,
    });
    if (!state) continue;
    choices.push({ survey, cohort, state, open: isWindowOpen(state.window, input.now), responses });
  }
  choices.sort(
    (a, b) =>
      PREFERENCE[a.state.status] - PREFERENCE[b.state.status] ||
      a.state.window.closes_at.getTime() - b.state.window.closes_at.getTime(),
  );
  return choices[0] ?? null;
}

/** The id of the response a person edits in a choice (make-ups: for the session picked). */
export function responseIdFor(choice: SurveyPageChoice, userId: string, makeupEventId: string | null): string | null {
  if (isMakeupKind(choice.survey.kind))
    return makeupEventId ? surveyResponseId(choice.survey.id, userId, makeupEventId) : null;
  return surveyResponseId(
    choice.survey.id,
    userId,
    choice.survey.timing.type === 'per_event' ? choice.state.window.event_id : null,
  );
}
