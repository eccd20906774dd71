/**
 * A survey route (/kickoff, /reflection, ... docs/surveys.md): the survey of the route's kind that
 * the person owes or answered, its header, and the form for their answers (AnswerForm; make-ups:
 * MakeupSurvey). /survey/:id shows one survey by id: how custom ("from scratch") surveys are
 * answered, since the spec gives them no route of their own. Staff see what the peers of their
 * current cohort see, without answering (StaffPreview).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  isMakeupKind,
  MESSAGES,
  sharedCohortIds,
  SURVEY_ROUTES,
  type CalendarEvent,
  type RoutedSurveyKind,
  type User,
} from '@peer-coaching/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { useNow } from '../../components/use-now.ts';
import { useParticipantActivities } from '../activities/index.ts';
import { useCohortEvents } from '../events/index.ts';
import { useAlertOnError, useSession } from '../session/index.ts';
import { useRefusedAnswers } from './api/use-outbox.ts';
import { useOwnSurveyResponses, usePeerSurveys } from './api/use-survey-data.ts';
import { AnswerForm } from './components/AnswerForm.tsx';
import { MakeupSurvey } from './components/MakeupSurvey.tsx';
import { RefusedAnswers } from './components/RefusedAnswers.tsx';
import { StaffPreview } from './components/StaffPreview.tsx';
import { SurveyHeader } from './components/SurveyHeader.tsx';
import { labelOf, PageTitle, pageSx } from './components/survey-page-layout.tsx';
import { chooseSurvey, responseIdFor, type SurveyTarget } from './survey-page-state.ts';

export function SurveyPage({ kind }: { kind: RoutedSurveyKind }) {
  return <SurveyRoute target={{ kind }} />;
}

/** /survey/:id: one survey by id (custom surveys; docs/surveys.md, "Custom surveys"). */
export function SurveyByIdPage() {
  const { id = '' } = useParams();
  return <SurveyRoute key={id} target={{ id }} />;
}

function SurveyRoute({ target }: { target: SurveyTarget }) {
  const user = useSession((s) => s.context.user)!;
  return user.role === 'peer' ? (
    <PeerSurvey target={target} user={user} />
  ) : (
    <StaffPreview target={target} user={user} />
  );
}

function PeerSurvey({ target, user }: { target: SurveyTarget; user: User }) {
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const sessionCohorts = useSession((s) => s.context.sharedCohorts);
  const cohorts = useMemo(
    () => (scopeLoaded && sessionCohorts.length > 0 ? sessionCohorts : sharedCohortIds(user)),
    [scopeLoaded, sessionCohorts, user],
  );
  const surveys = usePeerSurveys(cohorts);
  const own = useOwnSurveyResponses(user.id);
  const events = useCohortEvents(cohorts);
  const activities = useParticipantActivities(user.id);
  const refused = useRefusedAnswers(user.id, own);
  const now = useNow(30_000);
  useAlertOnError(surveys.status === 'error' || own.status === 'error', MESSAGES.errorFetchingData);

  const calendars = useMemo(() => {
    const byCohort: Record<string, CalendarEvent[]> = {};
    for (const cohort of cohorts) byCohort[cohort] = (events.data ?? []).filter((e) => e.cohorts.includes(cohort));
    return byCohort;
  }, [cohorts, events.data]);

  const label = labelOf(target);
  // What the server refused of this page's answers, shown whatever the page shows next.
  const mine = refused.filter((e) =>
    target.kind ? e.route === SURVEY_ROUTES[target.kind] : e.survey_id === target.id,
  );
  const refusedHere = <RefusedAnswers userId={user.id} entries={mine} />;
  // A make-up's choice needs the calendars and the attendance too: without them every session
  // would look not missed, and "no missed session" would flash before the survey. A survey by id
  // may be a make-up.
  const makeupInputsPending =
    (!target.kind || isMakeupKind(target.kind)) && (events.status === 'loading' || activities.status === 'loading');
  if (surveys.status !== 'success' || own.status !== 'success' || makeupInputsPending) {
    return (
      <Box sx={pageSx}>
        <PageTitle target={target}>{label}</PageTitle>
        <LoadingRows label={`Loading the ${label.toLowerCase()}`} rows={4} height={72} />
      </Box>
    );
  }
  const choice = chooseSurvey({
    target,
    surveys: surveys.data,
    responses: own.data.responses,
    sharedCohorts: cohorts,
    calendars,
    attendance: activities.data?.attendance ?? {},
    now,
  });
  if (!choice) {
    return (
      <Box sx={pageSx}>
        <PageTitle target={target}>{label}</PageTitle>
        {refusedHere}
        <SectionCard title="Nothing to answer">
          <EmptyMessage>
            {!target.kind
              ? 'This survey is not open to you.'
              : isMakeupKind(target.kind)
                ? 'There is no missed session to make up right now.'
                : `There is no ${label.toLowerCase()} for you right now.`}
          </EmptyMessage>
          <Button component={RouterLink} to="/" sx={{ mt: 1 }}>
            Back to home
          </Button>
        </SectionCard>
      </Box>
    );
  }
  return (
    <Box sx={pageSx}>
      <PageTitle target={target}>{choice.survey.title}</PageTitle>
      {refusedHere}
      <SurveyHeader choice={choice} now={now} />
      {isMakeupKind(choice.survey.kind) ? (
        <MakeupSurvey
          choice={choice}
          user={user}
          pending={own.data.pending}
          titles={Object.fromEntries((events.data ?? []).map((e) => [e.id, e.title]))}
        />
      ) : (
        <AnswerForm
          key={responseIdFor(choice, user.id, null) ?? 'none'}
          choice={choice}
          user={user}
          eventId={choice.survey.timing.type === 'per_event' ? choice.state.window.event_id : null}
          response={choice.responses.find((r) => r.window === choice.state.window.key)}
          pending={own.data.pending}
        />
      )}
    </Box>
  );
}
