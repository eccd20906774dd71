import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type Announcement, announcementsFor } from '@peer-coaching/domain';
import { EmptyMessage, LoadingRows } from './SectionStates.tsx';
import { SectionCard } from './SectionCard.tsx';

interface AnnouncementsSectionProps {
  announcements: Announcement[];
  now: Date;
  loading: boolean;
}

/** The announcements a peer may see right now, in the facilitators' order. */
export function AnnouncementsSection({ announcements, now, loading }: AnnouncementsSectionProps) {
  const shown = announcementsFor('peer', announcements, now);
  return (
    <SectionCard title="Announcements" busy={loading}>
      {loading ? (
        <LoadingRows label="Loading announcements" rows={2} height={72} />
      ) : shown.length === 0 ? (
        <EmptyMessage>No announcements right now</EmptyMessage>
      ) : (
        <List disablePadding>
          {shown.map((announcement, index) => (
            <ListItem
              key={announcement.id}
              disableGutters
              divider={index < shown.length - 1}
              sx={{ display: 'block', py: 1.5 }}
            >
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
              >
                {announcement.title}
              </Typography>
              {/* Facilitators write line breaks into bodies; keep them. */}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
                {announcement.body}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
