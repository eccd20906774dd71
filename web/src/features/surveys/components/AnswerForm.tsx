/**
 * A peer's answers to one survey window or make-up: saved as a draft while they type, submitted with the button, and
 * changeable until it closes. Writes go to Firestore unawaited; offline, the status says they wait on this device.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  answersBytes,
  compactAnswers,
  SURVEY_LIMITS,
  SURVEY_MESSAGES,
  surveyAnswersSchema,
  surveyPath,
  type AnswerValue,
  type SurveyAnswers,
  type SurveyResponse,
  type User,
} from '@peer-coaching/domain';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useHeldFor } from '../api/use-held-for.ts';
import { useOnline } from '../api/use-online.ts';
import { saveResponse, type ResponseTarget } from '../api/use-survey-data.ts';
import { autosaveMachine } from '../machines/autosave.machine.ts';
import { answersText, sendNoted } from '../outbox.ts';
import { responseIdFor, type SurveyPageChoice } from '../survey-page-state.ts';
import { formatMoment } from './survey-page-layout.tsx';
import { focusQuestion, SurveyQuestions, type DraftAnswers } from './SurveyQuestions.tsx';

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

export function AnswerForm({
  choice,
  user,
  eventId,
  response,
  pending,
  onSubmitted,
  embedded = false,
}: AnswerFormProps) {
  const { survey } = choice;
  const online = useOnline();
  const [answers, setAnswers] = useState<DraftAnswers>(() => ({ ...(response?.answers ?? {}) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // All the answers together past the limit the rules keep (not one question's fault): nothing is
  // saved meanwhile, and the text stays in the boxes to be shortened.
  const bytes = useMemo(() => answersBytes(compactAnswers(answers)), [answers]);
  const tooLong = bytes > SURVEY_LIMITS.answersMaxBytes ? SURVEY_MESSAGES.tooLongInAll(bytes) : null;
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
      if (!editable || answersBytes(values) > SURVEY_LIMITS.answersMaxBytes) return;
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
      {tooLong && (
        <Alert severity="error" sx={{ mt: 3 }} data-testid="answers-too-long">
          {tooLong}
        </Alert>
      )}
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
