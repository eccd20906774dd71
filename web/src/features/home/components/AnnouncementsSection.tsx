import List from '@mui/material/List';
import { type Announcement, announcementsFor } from '@peer-coaching/domain';
import { AnnouncementItem, AnnouncementItemSkeleton } from '../../../components/AnnouncementItem.tsx';
import { EmptyMessage, LoadingShape } from '../../../components/SectionStates.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';

interface AnnouncementsSectionProps {
  announcements: Announcement[];
  now: Date;
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/** The announcements a peer may see right now, in the facilitators' order. */
export function AnnouncementsSection({ announcements, now, loading, failed = false }: AnnouncementsSectionProps) {
  const shown = announcementsFor('peer', announcements, now);
  return (
    <SectionCard title="Announcements" busy={loading} error={failed ? 'Announcements could not be loaded.' : undefined}>
      {loading ? (
        <LoadingShape label="Loading announcements">
          <List disablePadding>
            <AnnouncementItemSkeleton divider />
            <AnnouncementItemSkeleton divider={false} />
          </List>
        </LoadingShape>
      ) : shown.length === 0 ? (
        <EmptyMessage>No announcements right now</EmptyMessage>
      ) : (
        <List disablePadding>
          {shown.map((announcement, index) => (
            <AnnouncementItem
              key={announcement.id}
              id={announcement.id}
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
