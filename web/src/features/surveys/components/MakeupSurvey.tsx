/** A make-up survey's page body: the sessions already made up, and a form for one more missed session. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@peer-coaching/domain';
import { useState } from 'react';
import { formatEventWhen } from '../../../components/event-time.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import type { SurveyPageChoice } from '../survey-page-state.ts';
import { AnswerForm } from './AnswerForm.tsx';

/** Make-ups: the sessions already made up, and a form for one more missed session. */
export function MakeupSurvey({
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
