/** "Alumni events and news": the alumni cohort's upcoming events and its announcements, for its members. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ALUMNI_COHORT_ID, isVisibleToPeer } from '@peer-coaching/domain';
import { AnnouncementItem } from '../../../components/AnnouncementItem.tsx';
import { formatEventWhen } from '../../../components/event-time.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { LoadingRows } from '../../../components/SectionStates.tsx';
import { useNow } from '../../../components/use-now.ts';
import { usePeerAnnouncements } from '../../announcements/index.ts';
import { useCohortEvents } from '../../events/index.ts';

const ALUMNI = [ALUMNI_COHORT_ID];
const SHOWN_EVENTS = 5;

export function AlumniNews() {
  const now = useNow();
  const events = useCohortEvents(ALUMNI);
  const announcements = usePeerAnnouncements(ALUMNI);
  const failed = events.status === 'error' || announcements.status === 'error';
  if (events.status !== 'success' || announcements.status !== 'success') {
    return (
      <SectionCard
        title="Alumni events and news"
        busy={!failed}
        error={failed ? 'The alumni news could not be loaded.' : undefined}
      >
        <LoadingRows label="Loading the alumni news" />
      </SectionCard>
    );
  }
  const upcoming = events.data.filter((e) => e.end_date.getTime() > now.getTime()).slice(0, SHOWN_EVENTS);
  const news = announcements.data.filter((a) => a.cohorts.includes(ALUMNI_COHORT_ID) && isVisibleToPeer(a, now));
  return (
    <SectionCard title="Alumni events and news">
      {upcoming.length === 0 ? (
        <Typography>No alumni event is planned yet.</Typography>
      ) : (
        <List dense aria-label="Upcoming alumni events">
          {upcoming.map((event) => (
            <ListItem key={event.id} disableGutters data-event-id={event.id}>
              <ListItemText primary={event.title} secondary={formatEventWhen(event)} />
            </ListItem>
          ))}
        </List>
      )}
      {news.length > 0 && (
        <List aria-label="Alumni announcements">
          {news.map((a, index) => (
            <AnnouncementItem key={a.id} id={a.id} title={a.title} body={a.body} divider={index < news.length - 1} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
