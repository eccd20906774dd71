/**
 * A survey's results (loaded when opened: @mui/x-charts and @mui/x-data-grid are in this chunk
 * only): the response rate per cohort, who has not answered with "Remind now", each question
 * summarised (counts, the scale's average, a bar chart; texts listed), the individual responses
 * (a make-up can be rejected) and the CSV export. The responses are live (a Firestore listener):
 * a peer's submission moves the rate at once; who has not answered is the API's reading, asked
 * again whenever the responses change.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveTextFile } from '../../../components/save-file.ts';
import {
  answeredResponses,
  cohortRates,
  inDisplayZone,
  isMakeupKind,
  isWindowOpen,
  LIMITS,
  peopleCount,
  sharedCohortIds,
  surveyCohortFor,
  surveyCsvFileName,
  surveyResponsesCsv,
  windowsOf,
  type PersonResult,
  type Survey,
  type SurveyResponse,
  type User,
} from '@peer-coaching/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/forms/ConfirmDialog.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { ErrorMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import { reminderSentMessage } from '../../../components/reminder-message.ts';
import { retryAfterOf } from '../../../components/forms/refusal.ts';
import { usePeersOfCohorts } from '../../people/index.ts';
import { useSession } from '../../session/index.ts';
import { rejectMakeup, remindSurvey, useNonRespondents, useSurveyResponses } from '../api/use-surveys.ts';
import { QuestionSummary } from './QuestionSummary.tsx';
import { ResponsesGrid } from './ResponsesGrid.tsx';
import { ResultsSection } from './ResultsSection.tsx';

interface SurveyResultsProps {
  survey: Survey;
  cohortNames: Record<string, string>;
}

const nameOf = (u: Pick<User, 'first_name' | 'last_name' | 'email'> | undefined, id: string) =>
  u ? `${u.first_name} ${u.last_name}`.trim() || u.email : id;
const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)} %`);

export default function SurveyResults({ survey, cohortNames }: SurveyResultsProps) {
  const group = useSession((s) => s.context.user?.current_group ?? null);
  const notify = useNotify();
  const live = useSurveyResponses(survey.group === group ? group : survey.group, survey.id);
  const responses = live.data ?? [];
  const signature = responses.map((r) => `${r.id}:${r.status}:${r.updated_at.getTime()}`).join('|');
  const owed = useNonRespondents(survey.id, signature);
  const peers = usePeersOfCohorts(survey.cohorts);
  const [reminding, setReminding] = useState(false);
  const [remindBusy, setRemindBusy] = useState(false);
  /** When "Remind now" works again (once an hour per survey, LIMITS.surveyReminderCooldownMs). */
  const [remindAgainAt, setRemindAgainAt] = useState<Date | null>(null);
  useEffect(() => {
    if (!remindAgainAt) return;
    const timer = setTimeout(() => setRemindAgainAt(null), Math.max(0, remindAgainAt.getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [remindAgainAt]);
  const [rejecting, setRejecting] = useState<SurveyResponse | null>(null);
  const [rejectBusy, setRejectBusy] = useState(false);

  if (live.status === 'error') return <ErrorMessage>The responses could not be loaded.</ErrorMessage>;
  if (live.status === 'loading' || owed.isPending || peers.isPending) {
    return <LoadingRows label="Loading the results" rows={3} height={96} />;
  }
  if (owed.isError) return <ErrorMessage>Who has not answered could not be loaded: {owed.error.message}</ErrorMessage>;

  const byId = new Map(peers.data.map((p) => [p.id, p] as const));
  const personName = (id: string) => nameOf(byId.get(id), id);
  const answered = answeredResponses(responses);
  const submitted = answered.filter((r) => r.status === 'submitted');
  const nonRespondents = owed.data.non_respondents;
  const now = new Date();

  // Each person's status as the server reads it: owing (due while their window is open, else
  // missed), answered, or not asked yet.
  const people: PersonResult[] = [];
  const owing = new Set(nonRespondents);
  const answeredBy = new Set(submitted.map((r) => r.user_id));
  for (const peer of peers.data) {
    const cohort = surveyCohortFor(survey, sharedCohortIds(peer));
    if (!cohort) continue;
    const open = windowsOf(survey, cohort).some((w) => isWindowOpen(w, now));
    const status = owing.has(peer.id) ? (open ? 'due' : 'closed') : answeredBy.has(peer.id) ? 'submitted' : null;
    if (status) people.push({ user_id: peer.id, cohort, status, window: 'main', closes_at: now });
  }
  const rates = cohortRates(survey.cohorts, people);
  const due = people.filter((p) => p.status === 'due');

  const remind = async () => {
    setRemindBusy(true);
    try {
      const { sent } = await remindSurvey(survey.id);
      setReminding(false);
      if (sent > 0) setRemindAgainAt(new Date(Date.now() + LIMITS.surveyReminderCooldownMs));
      notify(reminderSentMessage(sent), 'success');
    } catch (error) {
      // Sent within the hour (by anyone): the server's message says when, the button waits till then.
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) {
        setReminding(false);
        setRemindAgainAt(new Date(Date.now() + retryAfter * 1000));
      }
      notify((error as Error).message, 'error');
    } finally {
      setRemindBusy(false);
    }
  };
  const reject = async (response: SurveyResponse) => {
    setRejectBusy(true);
    try {
      await rejectMakeup(survey.id, response.user_id, response.event_id!, '');
      setRejecting(null);
      notify(`Make-up of ${personName(response.user_id)} rejected: it no longer counts`, 'success');
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setRejectBusy(false);
    }
  };
  const download = () => {
    const csv = surveyResponsesCsv(survey, answered, { personName });
    saveTextFile(surveyCsvFileName(survey.title, new Date()), csv, 'text/csv');
  };

  return (
    <Stack spacing={2.5}>
      {!survey.published && <Alert severity="info">A draft: peers do not see it, so nobody is asked yet.</Alert>}
      <ResultsSection title="Response rate">
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Response rate per cohort">
          {rates.map((rate) => (
            <Box component="li" key={rate.cohort} data-cohort={rate.cohort} data-rate={rate.rate ?? ''}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{cohortNames[rate.cohort] ?? rate.cohort}</Typography>
                <Typography data-testid={`rate-${rate.cohort}`}>
                  {rate.asked === 0
                    ? 'Nobody asked yet'
                    : `${percent(rate.rate)}: ${rate.answered} of ${rate.asked} answered`}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.round((rate.rate ?? 0) * 100)}
                aria-label={`${cohortNames[rate.cohort] ?? rate.cohort}: ${percent(rate.rate)} answered`}
                sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
              />
              {rate.missed > 0 && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {rate.missed} did not answer before it closed
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </ResultsSection>

      <ResultsSection
        title={`Not answered yet (${nonRespondents.length})`}
        action={
          <Button
            variant="contained"
            onClick={() => setReminding(true)}
            disabled={!survey.published || due.length === 0 || remindAgainAt !== null}
            aria-describedby={remindAgainAt ? 'remind-again-at' : undefined}
          >
            Remind now
          </Button>
        }
      >
        {nonRespondents.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Everyone asked has answered.</Typography>
        ) : (
          <List dense disablePadding aria-label="Not answered yet" sx={{ columns: { sm: 2 } }}>
            {nonRespondents.map((id) => {
              const person = people.find((p) => p.user_id === id);
              return (
                <ListItem key={id} disableGutters data-user-id={id} sx={{ breakInside: 'avoid' }}>
                  {personName(id)}
                  {person?.status === 'closed' && <Chip size="small" label="missed" sx={{ ml: 1 }} />}
                </ListItem>
              );
            })}
          </List>
        )}
        {remindAgainAt && (
          <Typography id="remind-again-at" variant="body2" sx={{ mt: 1 }} role="status">
            Reminders were sent within the hour: &ldquo;Remind now&rdquo; works again at{' '}
            {inDisplayZone(remindAgainAt).format('h:mm A')} (New York time).
          </Typography>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          Reminders also go out by themselves, once, three days before a window closes.
        </Typography>
      </ResultsSection>

      <ResultsSection title="Questions">
        <Stack spacing={3}>
          {survey.questions.map((question, i) => (
            <QuestionSummary key={question.id} number={i + 1} question={question} responses={submitted} />
          ))}
        </Stack>
      </ResultsSection>

      <ResultsSection
        title={`Individual responses (${answered.length})`}
        action={
          <Button startIcon={<DownloadIcon aria-hidden />} onClick={download} disabled={answered.length === 0}>
            Export CSV
          </Button>
        }
      >
        <ResponsesGrid
          survey={survey}
          responses={answered}
          personName={personName}
          cohortNames={cohortNames}
          onReject={isMakeupKind(survey.kind) ? setRejecting : undefined}
        />
      </ResultsSection>

      <ConfirmDialog
        open={reminding}
        title="Send a reminder now?"
        text={`${peopleCount(due.length)} who can still answer get one e-mail each, with the link to the survey.`}
        confirmLabel={`Send ${due.length} ${due.length === 1 ? 'reminder' : 'reminders'}`}
        busy={remindBusy}
        onCancel={() => setReminding(false)}
        onConfirm={() => void remind()}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject this make-up?"
        text={
          rejecting
            ? `${personName(rejecting.user_id)}’s make-up no longer counts toward their check-ins. They cannot change it afterwards.`
            : ''
        }
        confirmLabel="Reject make-up"
        destructive
        busy={rejectBusy}
        onCancel={() => setRejecting(null)}
        onConfirm={() => rejecting && void reject(rejecting)}
      />
    </Stack>
  );
}
