/**
 * /matching for facilitators and admins (docs/matching.md "The /matching page"): the current
 * cohort's confirmed peers and who has answered the matching survey (with "Remind now"); "Match"
 * proposes a draft round; the draft lists every pair and trio with the parts of its score, the
 * total and how it compares with random groupings; people are swapped by menus, groups locked, the
 * draft re-run (locks kept) with the weights editor's weights, and published after a confirmation.
 * Earlier rounds below. Everything is live (Firestore listeners); writes go through the API.
 */
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_MATCHING_WEIGHTS,
  inDisplayZone,
  type MatchingRound,
  type MatchingWeights,
} from '@peer-coaching/domain';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/forms/ConfirmDialog.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { reminderSentMessage } from '../../components/reminder-message.ts';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { currentCohortName, useSession } from '../session/index.ts';
import {
  matchingWrites,
  useCohortPeers,
  useCohortMatchingSurveys,
  useMatchingRounds,
  useResponses,
} from './api/use-matching.ts';
import { EmailGroupsPanel } from './components/EmailGroupsDialog.tsx';
import { GroupsList } from './components/GroupsList.tsx';
import { WeightsDialog } from './components/WeightsDialog.tsx';
import {
  cohortPeople,
  comparedWithRandom,
  lockedMembers,
  splitRounds,
  swapMembers,
  withLock,
} from './matching-view.ts';

/** A failed fetch: the list is empty (spec section 4) and says section 5's message with the cause. */
function FetchError({ error }: { error: Error }) {
  return <ErrorMessage>Error fetching data: {error.message}</ErrorMessage>;
}

const day = (d: Date) => inDisplayZone(d).format('MMM D, YYYY');

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

export default function MatchingPage() {
  const user = useSession((s) => s.context.user)!;
  const cohortName = useSession((s) => currentCohortName(s.context));
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  const group = scopeLoaded ? user.current_group : null;
  const cohort = scopeLoaded ? user.current_cohort : null;

  const rounds = useMatchingRounds(group, cohort);
  const people = useCohortPeers(group, cohort);
  const surveys = useCohortMatchingSurveys(group, cohort);
  const survey =
    (surveys.data ?? [])
      .filter((s) => s.kind === 'matching' && s.published && cohort !== null && s.cohorts.includes(cohort))
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0] ?? null;
  const responses = useResponses(group, survey?.id ?? null);

  const [busy, setBusy] = useState(false);
  const [weightsOpen, setWeightsOpen] = useState(false);
  const [confirm, setConfirm] = useState<'publish' | 'remind' | null>(null);

  // A failed fetch empties the list and says so (spec section 4).
  const roundList = rounds.status === 'success' ? rounds.data : [];
  const { draft, published } = splitRounds(roundList, cohort);
  const peers = cohortPeople(
    people.data ?? [],
    cohort ?? '',
    (responses.data ?? []).filter((r) => r.cohort === cohort),
  );
  const names = new Map(
    (people.data ?? []).map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim() || p.email] as const),
  );
  const waiting = peers.filter((p) => !p.answered);
  const weights: MatchingWeights = draft?.weights ?? published[0]?.weights ?? { ...DEFAULT_MATCHING_WEIGHTS };

  /**
   * Runs a write with the page busy, then says `done` (from its answer) and closes any confirmation;
   * a refusal is said in the snackbar (its message names the field or the people).
   */
  const run = async <T,>(write: () => Promise<T>, done: string | ((result: T) => string)) => {
    setBusy(true);
    try {
      const result = await write();
      setConfirm(null);
      notify(typeof done === 'string' ? done : done(result), 'success');
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  const match = () => void run(() => matchingWrites.create(cohort!, weights), 'Proposal ready');
  const rerun = (round: MatchingRound, w: MatchingWeights) =>
    matchingWrites.rerun(round.id, w, lockedMembers(round.groups));
  const remind = (surveyId: string) =>
    void run(
      () => matchingWrites.remind(surveyId),
      ({ sent }) => reminderSentMessage(sent),
    );
  const publish = (round: MatchingRound) =>
    void run(
      () => matchingWrites.publish(round.id),
      ({ partners }) => `Round published: ${partners} ${partners === 1 ? 'person sees' : 'people see'} their partners`,
    );

  const loading = !scopeLoaded || rounds.status === 'loading' || people.status === 'loading';

  let proposal: ReactNode;
  if (rounds.status === 'error') {
    proposal = <FetchError error={rounds.error} />;
  } else if (loading) {
    proposal = <LoadingRows label="Loading the proposal" rows={3} height={72} />;
  } else if (!draft) {
    proposal = (
      <EmptyMessage>
        No proposal yet. Match proposes pairs (and one trio when the cohort is odd) from the survey’s answers.
      </EmptyMessage>
    );
  } else {
    proposal = (
      <>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline', mb: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Cohort total {draft.total}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {comparedWithRandom(draft.total, draft.random_total)} · {draft.groups.length} groups · updated{' '}
            {day(draft.updated_at)}
          </Typography>
        </Box>
        <GroupsList
          round={draft}
          names={names}
          editing={{
            busy,
            onSwap: (a, b) =>
              void run(
                () => matchingWrites.arrange(draft.id, swapMembers(draft, a, b)),
                `Swapped ${names.get(a) ?? a} and ${names.get(b) ?? b}`,
              ),
            onLock: (index, locked) =>
              void run(
                () => matchingWrites.arrange(draft.id, withLock(draft.groups, index, locked)),
                locked ? `Group ${index + 1} locked` : `Group ${index + 1} unlocked`,
              ),
          }}
        />
      </>
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 1000, mx: 'auto' }}>
      <StaffPageHeader
        title="Matching"
        overline={cohortName ?? 'No cohort selected'}
        action={
          <Stack direction="row" spacing={1}>
            <Button
              onClick={() => setWeightsOpen(true)}
              disabled={busy || loading || !cohort || rounds.status === 'error'}
            >
              Weights
            </Button>
            {draft ? (
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon aria-hidden />}
                disabled={busy}
                onClick={() => void run(() => rerun(draft, draft.weights), 'Proposal re-run, locked groups kept')}
              >
                Re-run
              </Button>
            ) : (
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon aria-hidden />}
                disabled={busy || loading || !cohort || peers.length < 2 || rounds.status === 'error'}
                onClick={match}
              >
                Match
              </Button>
            )}
          </Stack>
        }
      />

      <Section
        title="Proposal"
        action={
          draft && (
            <Button variant="outlined" color="success" disabled={busy} onClick={() => setConfirm('publish')}>
              Publish
            </Button>
          )
        }
      >
        {proposal}
      </Section>

      <Section
        title="Peers of the cohort"
        action={
          survey &&
          waiting.length > 0 && (
            <Button variant="outlined" disabled={busy} onClick={() => setConfirm('remind')}>
              Remind now
            </Button>
          )
        }
      >
        {people.status === 'error' ? (
          <FetchError error={people.error} />
        ) : loading ? (
          <LoadingRows label="Loading the peers" rows={2} height={40} />
        ) : peers.length === 0 ? (
          <EmptyMessage>No confirmed peers in this cohort yet.</EmptyMessage>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {peers.length} confirmed {peers.length === 1 ? 'peer' : 'peers'}, {peers.length - waiting.length} answered
              the matching survey
              {survey
                ? ` (${survey.title}).`
                : '. No published matching survey for this cohort: create one on the Surveys page.'}{' '}
              Those who have not are still grouped, with a score of 0.
            </Typography>
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 0.75 }}
              component="ul"
              aria-label="Peers"
              style={{ padding: 0, margin: 0 }}
            >
              {peers.map((p) => (
                <li key={p.id} style={{ listStyle: 'none' }}>
                  <Chip
                    label={`${p.name}${p.answered ? '' : ' · not answered'}`}
                    color={p.answered ? 'success' : 'default'}
                    variant={p.answered ? 'filled' : 'outlined'}
                  />
                </li>
              ))}
            </Stack>
          </>
        )}
      </Section>

      <Section title="Earlier rounds">
        {!loading && published[0] && <EmailGroupsPanel round={published[0]} people={people.data ?? []} />}
        {rounds.status === 'error' ? (
          <FetchError error={rounds.error} />
        ) : loading ? (
          <LoadingRows label="Loading earlier rounds" rows={2} height={48} />
        ) : published.length === 0 ? (
          <EmptyMessage>No published round yet.</EmptyMessage>
        ) : (
          published.map((round) => (
            <Accordion key={round.id} disableGutters variant="outlined" data-round-id={round.id}>
              <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
                <Typography>
                  Published {day(round.published_at ?? round.updated_at)} · {round.groups.length} groups · total{' '}
                  {round.total}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <GroupsList round={round} names={names} />
              </AccordionDetails>
            </Accordion>
          ))
        )}
      </Section>

      {weightsOpen && (
        <WeightsDialog
          initial={weights}
          submitLabel={draft ? 'Re-run with these weights' : 'Match with these weights'}
          onClose={() => setWeightsOpen(false)}
          onSubmit={async (w) => {
            await (draft ? rerun(draft, w) : matchingWrites.create(cohort!, w));
            setWeightsOpen(false);
            notify(draft ? 'Proposal re-run, locked groups kept' : 'Proposal ready', 'success');
          }}
        />
      )}
      <ConfirmDialog
        open={confirm === 'publish'}
        title="Publish this round?"
        text="Each peer sees their partners and the suggested first meeting on their home at once. A published round cannot be changed: start a new round instead."
        confirmLabel="Publish"
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => draft && publish(draft)}
      />
      <ConfirmDialog
        open={confirm === 'remind'}
        title="Remind those who have not answered?"
        text={`Everyone who can still answer “${survey?.title ?? ''}” gets the reminder e-mail (${waiting.length} not answered yet).`}
        confirmLabel="Remind now"
        busy={busy}
        onCancel={() => setConfirm(null)}
        onConfirm={() => survey && remind(survey.id)}
      />
    </Box>
  );
}
