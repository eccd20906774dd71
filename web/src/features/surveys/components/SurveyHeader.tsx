/**
 * A survey page's header: its status chip, when it opens, is due or closed (New York time), the session it is about,
 * and its description.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveyPageChoice } from '../survey-page-state.ts';
import { formatMoment } from './survey-page-layout.tsx';

const STATUS_CHIP = {
  due: { label: 'To do', color: 'warning' },
  submitted: { label: 'Done', color: 'success' },
  upcoming: { label: 'Not open yet', color: 'default' },
  closed: { label: 'Closed', color: 'default' },
} as const;

export function SurveyHeader({ choice, now }: { choice: SurveyPageChoice; now: Date }) {
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
