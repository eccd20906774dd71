import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { LoadingRows } from '../../../components/SectionStates.tsx';

/** `/event?id=` of an event that is not (or no longer) in the current cohort's calendar. */
export function EventNotFound({
  loading,
  onBack,
}: {
  loading: boolean;
  onBack: (e: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (loading) return <LoadingRows label="Loading the event" rows={3} height={72} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <title>Event not found · Peer Coaching Program</title>
      <Typography variant="h5" component="h1" gutterBottom>
        Event not found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        This event is not in the current cohort&apos;s calendar: it may have been deleted, or it belongs to another
        cohort. Switch cohorts from the top bar, or go back to the list.
      </Typography>
      <Button component="a" href="/event" onClick={onBack} variant="contained">
        All events
      </Button>
    </Paper>
  );
}
