/**
 * /discussion (docs/discussion.md): the threads of one of the person's cohorts (the alumni
 * community's too, for its members; staff: their current group's cohorts), or one thread
 * (`?thread=`). Everything is live: a post appears on every open page as Firestore delivers it.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isStaff, staffesGroup, type DiscussionReads, type ThreadInput, type User } from '@peer-coaching/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { preloadMarkdown } from '../../components/AnnouncementBody.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useNow } from '../../components/use-now.ts';
import { useSession } from '../session/index.ts';
import {
  discussionWrites,
  useCohortGroup,
  useReadMarks,
  useThreads,
  type DiscussionScope,
} from './api/use-discussion.ts';
import { NewThreadDialog } from './components/NewThreadDialog.tsx';
import { ThreadList } from './components/ThreadList.tsx';
import { ThreadView } from './components/ThreadView.tsx';
import { chosenCohort, discussionCohorts, type DiscussionCohort } from './discussion-cohorts.ts';

preloadMarkdown();

export default function DiscussionPage() {
  const user = useSession((s) => s.context.user)!;
  const staffCohorts = useSession((s) => s.context.cohorts);
  const [params, setParams] = useSearchParams();
  const options = discussionCohorts(user, staffCohorts);
  const cohort = chosenCohort(options, params.get('cohort'), user.current_cohort);
  const memberGroup = useCohortGroup(cohort && !cohort.group ? cohort.id : null);
  const group = cohort?.group ?? memberGroup.data ?? null;
  const scope: DiscussionScope | null =
    cohort && group ? { group, cohort: cohort.id, staff: isStaff(user) && staffesGroup(user, group) } : null;

  const pick = (id: string) => setParams({ cohort: id });
  return (
    <Box sx={{ width: '100%', maxWidth: 880, mx: 'auto' }}>
      <StaffPageHeader
        title="Discussion"
        subtitle="Conversations with your cohort, open to every member."
        action={
          options.length > 1 &&
          cohort && (
            <TextField
              select
              size="small"
              label="Cohort"
              value={cohort.id}
              onChange={(e) => pick(e.target.value)}
              sx={{ minWidth: 220 }}
            >
              {options.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      {!cohort ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography>You are not in a cohort yet, so there is no discussion to join.</Typography>
        </Paper>
      ) : memberGroup.status === 'error' ? (
        <ErrorMessage>The discussion could not be loaded.</ErrorMessage>
      ) : scope ? (
        <Discussion key={`${scope.cohort}`} user={user} scope={scope} cohort={cohort} threadId={params.get('thread')} />
      ) : (
        <LoadingRows label="Loading the discussion" />
      )}
    </Box>
  );
}

interface DiscussionProps {
  user: User;
  scope: DiscussionScope;
  cohort: DiscussionCohort;
  threadId: string | null;
}

function Discussion({ user, scope, cohort, threadId }: DiscussionProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const now = useNow();
  const threads = useThreads(scope);
  const reads = useReadMarks(user.id);
  const [starting, setStarting] = useState(false);
  // The read marks as they were when the page opened: what is "New" stays marked while one reads.
  const [readsOnArrival, setReadsOnArrival] = useState<DiscussionReads | null | undefined>(undefined);
  if (readsOnArrival === undefined && reads.status === 'success') setReadsOnArrival(reads.data);

  if (threads.status === 'error' || reads.status === 'error')
    return <ErrorMessage>The discussion could not be loaded.</ErrorMessage>;
  if (threads.status === 'loading' || reads.status === 'loading') return <LoadingRows label="Loading the discussion" />;

  const start = (input: ThreadInput) => {
    const { id, written } = discussionWrites.startThread(user, scope, input);
    setStarting(false);
    written.catch((error: unknown) =>
      notify(
        (error as { code?: string }).code === 'discussion-limit'
          ? `Your thread could not be started: ${(error as Error).message}`
          : 'Your thread could not be started. Please try again.',
        'error',
      ),
    );
    void navigate(`?cohort=${encodeURIComponent(scope.cohort)}&thread=${encodeURIComponent(id)}`);
  };

  if (threadId) {
    const thread = threads.data.find((t) => t.data.id === threadId);
    if (!thread)
      return (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography>This thread is not here any more: it was deleted, or hidden by a facilitator.</Typography>
          <Button href={`?cohort=${encodeURIComponent(scope.cohort)}`} sx={{ mt: 1 }}>
            All threads
          </Button>
        </Paper>
      );
    return (
      <ThreadView
        user={user}
        scope={scope}
        thread={thread}
        readBefore={readsOnArrival?.threads[threadId] ?? null}
        now={now}
      />
    );
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Threads of ${cohort.name}`}
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h6" component="h2">
          {cohort.name}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setStarting(true)}>
          New thread
        </Button>
      </Stack>
      <ThreadList threads={threads.data} reads={reads.data} userId={user.id} cohortId={scope.cohort} now={now} />
      {starting && <NewThreadDialog cohortName={cohort.name} onStart={start} onClose={() => setStarting(false)} />}
    </Paper>
  );
}
