/**
 * A survey route (/kickoff, /reflection, ... docs/surveys.md): the survey of the route's kind that
 * the person owes or answered, its questions, and their answers, saved as a draft while they type
 * and submitted with the button. /survey/:id shows one survey by id: how custom ("from scratch")
 * surveys are answered, since the spec gives them no route of their own. Answers go straight to Firestore (the rules check them); the
 * write is never awaited: offline it waits in the persistent cache, and the page says so ("Saved
 * on this device, will be sent when back online") until the server has it. A submitted survey
 * shows as done and can be changed until it closes. Staff see what the peers of their current
 * cohort see, without answering.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  compactAnswers,
  isMakeupKind,
  MESSAGES,
  sharedCohortIds,
  SURVEY_KIND_LABELS,
  SURVEY_ROUTES,
  surveyAnswersSchema,
  surveyPath,
  type AnswerValue,
  type CalendarEvent,
  type RoutedSurveyKind,
  type Survey,
  type SurveyAnswers,
  type SurveyResponse,
  type User,
} from '@peer-coaching/domain';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatEventWhen } from '../../components/event-time.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { useNow } from '../../components/use-now.ts';
import { useParticipantActivities } from '../activities/index.ts';
import { useCohortEvents } from '../events/index.ts';
import { useAlertOnError, useSession } from '../session/index.ts';
import { useHeldFor } from './api/use-held-for.ts';
import { useOnline } from './api/use-online.ts';
import { useRefusedAnswers } from './api/use-outbox.ts';
import {
  saveResponse,
  useOwnSurveyResponses,
  usePeerSurveys,
  useStaffPreviewSurveys,
  type ResponseTarget,
} from './api/use-survey-data.ts';
import { RefusedAnswers } from './components/RefusedAnswers.tsx';
import { focusQuestion, SurveyQuestions, type DraftAnswers } from './components/SurveyQuestions.tsx';
import { autosaveMachine } from './machines/autosave.machine.ts';
import { answersText, sendNoted } from './outbox.ts';
import { chooseSurvey, responseIdFor, type SurveyPageChoice, type SurveyTarget } from './survey-page-state.ts';

/** "Mon, Mar 9 · 11:59 PM", New York time. */
export const formatMoment = (date: Date) => formatEventWhen({ type: 'deadline', start_date: date, end_date: date });

const pageSx = { width: '100%', maxWidth: 800, mx: 'auto', display: 'grid', gap: { xs: 2, sm: 3 } } as const;
const h1Sx = { fontWeight: 700, fontSize: { xs: '1.625rem', sm: '2.125rem' } } as const;

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

/** Each route's page title (the tab and the router's catalog), whichever survey it shows. */
const ROUTE_TITLES: Record<RoutedSurveyKind, string> = {
  kickoff: 'Kickoff',
  reflection: 'Reflection',
  matching: 'Matching survey',
  post_meeting: 'Post-meeting survey',
  post_program: 'Post-program survey',
  program_eval: 'Program evaluation',
  alumni: 'Alumni survey',
  makeup: 'Make-up session',
  checkin_makeup: 'Check-in make-up',
  checkin_case_study_makeup: 'Case study make-up',
};

const labelOf = (target: SurveyTarget) => (target.kind ? SURVEY_KIND_LABELS[target.kind] : 'Survey');

function PageTitle({ target, children }: { target: SurveyTarget; children: string }) {
  return (
    <>
      <title>{`${target.kind ? ROUTE_TITLES[target.kind] : 'Survey'} · Peer Coaching Program`}</title>
      <Typography variant="h4" component="h1" sx={h1Sx}>
        {children}
      </Typography>
    </>
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

const STATUS_CHIP = {
  due: { label: 'To do', color: 'warning' },
  submitted: { label: 'Done', color: 'success' },
  upcoming: { label: 'Not open yet', color: 'default' },
  closed: { label: 'Closed', color: 'default' },
} as const;

function SurveyHeader({ choice, now }: { choice: SurveyPageChoice; now: Date }) {
  const { state, survey } = choice;
  const chip = STATUS_CHIP[state.status];
  const when =
    state.window.opens_at.getTime() > now.getTime()
      ? `Opens ${formatMoment(state.window.opens_at)}`
      : state.window.closes_at.getTime() > now.getTime()
        ? `Due ${formatMoment(state.window.closes_at)}`
        : `Closed ${formatMoment(state.window.closes_at)}`;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={chip.label} color={chip.color} size="small" data-survey-status={state.status} />
        <Typography sx={{ color: 'text.secondary' }}>{when} (New York time)</Typography>
      </Stack>
      {survey.timing.type === 'per_event' && state.window.event_title && (
        <Typography>
          About: <strong>{state.window.event_title}</strong>
        </Typography>
      )}
      {survey.description && <Typography sx={{ color: 'text.secondary' }}>{survey.description}</Typography>}
    </Stack>
  );
}

/** Make-ups: the sessions already made up, and a form for one more missed session. */
function MakeupSurvey({
  choice,
  user,
  pending,
  titles,
}: {
  choice: SurveyPageChoice;
  user: User;
  pending: ReadonlySet<string>;
  titles: Record<string, string>;
}) {
  const candidates = choice.state.makeup_candidates;
  const [picked, setPicked] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const drafts = choice.responses.filter((r) => r.status === 'draft');
  const done = choice.responses.filter((r) => r.status !== 'draft');
  // A session with a draft is picked again on return.
  const eventId =
    editing ?? picked ?? drafts.find((d) => candidates.some((c) => c.id === d.event_id))?.event_id ?? null;
  const titleOf = (id: string | null) => (id ? (titles[id] ?? id) : '');
  return (
    <>
      {done.length > 0 && (
        <SectionCard title="Made up">
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {done.map((r) => (
              <Stack
                component="li"
                key={r.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ flex: 1 }}>{titleOf(r.event_id)}</Typography>
                <Chip
                  size="small"
                  label={r.status === 'rejected' ? 'Not accepted' : pending.has(r.id) ? 'Waiting to send' : 'Submitted'}
                  color={r.status === 'rejected' ? 'error' : 'success'}
                />
                {r.status === 'submitted' && choice.open && (
                  <Button size="small" onClick={() => setEditing(r.event_id)}>
                    Edit
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        </SectionCard>
      )}
      {choice.open && (candidates.length > 0 || editing) && (
        <SectionCard title={editing ? 'Change your make-up' : 'Make up a missed session'}>
          {!editing && (
            <TextField
              select
              fullWidth
              label="Which session are you making up for?"
              required
              value={eventId ?? ''}
              onChange={(e) => setPicked(e.target.value || null)}
              sx={{ mb: 3 }}
              slotProps={{ htmlInput: { 'data-testid': 'makeup-session' } }}
            >
              {candidates.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.title} · {formatEventWhen({ type: 'other', start_date: c.start_date, end_date: c.end_date })}
                </MenuItem>
              ))}
            </TextField>
          )}
          {eventId && (
            <AnswerForm
              key={eventId}
              choice={choice}
              user={user}
              eventId={eventId}
              response={choice.responses.find((r) => r.event_id === eventId)}
              pending={pending}
              onSubmitted={() => {
                setPicked(null);
                setEditing(null);
              }}
              embedded
            />
          )}
        </SectionCard>
      )}
    </>
  );
}

interface AnswerFormProps {
  choice: SurveyPageChoice;
  user: User;
  /** Per-event window's event, or the make-up's missed session. */
  eventId: string | null;
  response: SurveyResponse | undefined;
  pending: ReadonlySet<string>;
  onSubmitted?: () => void;
  /** Inside a card already (make-ups). */
  embedded?: boolean;
}

/** How long a write may take before the page says it waits on this device to be sent. */
const SENDING_GRACE_MS = 3_000;

function AnswerForm({ choice, user, eventId, response, pending, onSubmitted, embedded = false }: AnswerFormProps) {
  const { survey } = choice;
  const online = useOnline();
  const [answers, setAnswers] = useState<DraftAnswers>(() => ({ ...(response?.answers ?? {}) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const submitted = response?.status === 'submitted';
  const rejected = response?.status === 'rejected';
  const editable = choice.open && !rejected;
  const target: ResponseTarget = {
    survey: { id: survey.id, group: survey.group, kind: survey.kind },
    userId: user.id,
    cohort: choice.cohort,
    window: survey.timing.type === 'per_event' ? (eventId ?? choice.state.window.key) : choice.state.window.key,
    eventId,
  };
  const responseId = responseIdFor(choice, user.id, eventId);
  const isPending = responseId !== null && pending.has(responseId);
  // A write still pending after a few seconds is on this device only, online or not (use-held-for.ts).
  const stalled = useHeldFor(isPending, SENDING_GRACE_MS);

  const write = (values: SurveyAnswers, status: 'draft' | 'submitted') => {
    if (responseId === null) return;
    // Noted until the server has it: a write refused on arrival, even after a reload, is then
    // shown with its answers (outbox.ts, RefusedAnswers).
    sendNoted(
      user.id,
      {
        id: responseId,
        survey_id: survey.id,
        title: survey.title,
        route: surveyPath(survey),
        status,
        answers: values,
        text: answersText(survey.questions, values),
      },
      () => saveResponse(target, values, status),
    );
  };
  // The latest save, for the autosave machine's `save` events (updated after each render).
  const saveRef = useRef<(values: SurveyAnswers) => void>(() => {});
  useEffect(() => {
    saveRef.current = (values) => {
      if (!editable) return;
      if (!submitted) return write(values, 'draft');
      // A submitted response keeps counting: a change is saved only while it is a full answer.
      if (surveyAnswersSchema(survey.questions).safeParse(values).success) write(values, 'submitted');
    };
  });
  const autosave = useActorRef(autosaveMachine);
  useEffect(() => {
    const subscription = autosave.on('save', (event) => saveRef.current(event.answers));
    return () => {
      autosave.send({ type: 'FLUSH' });
      subscription.unsubscribe();
    };
  }, [autosave]);

  const change = (id: string, value: AnswerValue | undefined) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    setNotice(null);
    if (errors[id]) setErrors(({ [id]: _fixed, ...rest }) => rest);
    autosave.send({ type: 'CHANGE', answers: compactAnswers(next) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = compactAnswers(answers);
    const result = surveyAnswersSchema(survey.questions).safeParse(values);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      const first = survey.questions.find((q) => found[q.id]);
      if (first) focusQuestion(first.id);
      return;
    }
    setErrors({});
    write(values, 'submitted');
    setNotice(submitted ? 'Your changes are saved.' : 'Thank you: your answers are submitted.');
    onSubmitted?.();
  };

  const status = statusText({
    response,
    isPending,
    reachingServer: online && !stalled,
    open: choice.open,
    closesAt: choice.state.window.closes_at,
  });
  const body = (
    <Box component="form" noValidate onSubmit={submit} aria-label={survey.title}>
      {rejected && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Staff did not accept this make-up{response?.reject_reason ? `: ${response.reject_reason}` : '.'}
        </Alert>
      )}
      {!choice.open && choice.state.status === 'upcoming' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This survey opens {formatMoment(choice.state.window.opens_at)}. You can read the questions now.
        </Alert>
      )}
      {!choice.open && choice.state.status !== 'upcoming' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This survey closed {formatMoment(choice.state.window.closes_at)}.
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Questions marked * need an answer.
      </Typography>
      <SurveyQuestions
        questions={survey.questions}
        answers={answers}
        errors={errors}
        disabled={!editable}
        onChange={change}
      />
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" sx={{ mt: 3 }}>
          {Object.keys(errors).length === 1
            ? 'One question needs your attention.'
            : `${Object.keys(errors).length} questions need your attention.`}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {editable && (
          // Its label on one line, however long the status beside it.
          <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0 }}>
            {submitted ? 'Save changes' : 'Submit'}
          </Button>
        )}
        <Typography role="status" aria-live="polite" data-testid="survey-save-status" sx={{ color: 'text.secondary' }}>
          {notice ? `${notice} ${status}` : status}
        </Typography>
      </Stack>
    </Box>
  );
  return embedded ? body : <SectionCard title={submitted ? 'Your answers' : 'Questions'}>{body}</SectionCard>;
}

function statusText({
  response,
  isPending,
  reachingServer,
  open,
  closesAt,
}: {
  response: SurveyResponse | undefined;
  isPending: boolean;
  /** A pending write is expected to reach the server shortly: online, and not stalled. */
  reachingServer: boolean;
  /** The window still takes answers. */
  open: boolean;
  closesAt: Date;
}): string {
  if (isPending) return reachingServer ? 'Saving…' : 'Saved on this device, will be sent when back online.';
  if (!response) return '';
  if (response.status === 'submitted') {
    const when = `Submitted${response.submitted_at ? ` ${formatMoment(response.submitted_at)}` : ''}.`;
    return open ? `${when} You can change your answers until ${formatMoment(closesAt)}.` : when;
  }
  if (response.status === 'draft') return 'Draft saved.';
  return '';
}

/** Staff: the survey of this kind for their current cohort (or this one survey), as its peers see it. */
function StaffPreview({ target, user }: { target: SurveyTarget; user: User }) {
  const cohort = user.current_cohort;
  const surveys = useStaffPreviewSurveys(user.current_group, cohort, target);
  const label = labelOf(target);
  const survey: Survey | undefined = (surveys.data ?? []).find((s) =>
    target.kind ? s.kind === target.kind && cohort !== null && s.cohorts.includes(cohort) : s.id === target.id,
  );
  return (
    <Box sx={pageSx}>
      <PageTitle target={target}>{survey?.title ?? label}</PageTitle>
      {surveys.status === 'loading' ? (
        <LoadingRows label={`Loading the ${label.toLowerCase()}`} rows={3} />
      ) : !survey ? (
        <SectionCard title="Nothing here yet">
          <EmptyMessage>
            {target.kind
              ? `Your current cohort has no ${label.toLowerCase()}.`
              : 'Your current group has no such survey.'}
          </EmptyMessage>
          <Button component={RouterLink} to="/survey" sx={{ mt: 1 }}>
            Open surveys
          </Button>
        </SectionCard>
      ) : (
        <SectionCard title="Preview">
          <Alert severity="info" sx={{ mb: 3 }}>
            This is what the peers of your current cohort see{survey.published ? '' : ' once it is published'}. Staff do
            not answer surveys.
          </Alert>
          {survey.description && <Typography sx={{ mb: 2, color: 'text.secondary' }}>{survey.description}</Typography>}
          <SurveyQuestions questions={survey.questions} answers={{}} errors={{}} disabled onChange={() => {}} />
        </SectionCard>
      )}
    </Box>
  );
}
