import List from '@mui/material/List';
import { type Announcement, announcementsFor } from '@peer-coaching/domain';
import { AnnouncementItem } from '../../../components/AnnouncementItem.tsx';
import { EmptyMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';

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
            <AnnouncementItem
              key={announcement.id}
              title={announcement.title}
              body={announcement.body}
              divider={index < shown.length - 1}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
