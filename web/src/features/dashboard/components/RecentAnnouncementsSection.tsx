import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import { type Announcement, announcementsFor, announcementStatus, type Role } from '@peer-coaching/domain';
import { AnnouncementItem } from '../../../components/AnnouncementItem.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../../components/SectionStates.tsx';
import {
  ANNOUNCEMENT_STATUS_COLORS,
  announcementWindowText,
  recentAnnouncements,
} from '../../../components/announcement-status.ts';

interface RecentAnnouncementsSectionProps {
  role: Role;
  announcements: Announcement[];
  now: Date;
  loading: boolean;
  /** The data could not be loaded (the alert banner says which message of the spec). */
  failed?: boolean;
}

/** The newest announcements with where each stands for peers (visible, scheduled, expired...). */
export function RecentAnnouncementsSection({
  role,
  announcements,
  now,
  loading,
  failed = false,
}: RecentAnnouncementsSectionProps) {
  const shown = recentAnnouncements(announcementsFor(role, announcements, now));
  return (
    <SectionCard
      title="Recent announcements"
      busy={loading}
      error={failed ? 'The announcements could not be loaded.' : undefined}
    >
      {loading ? (
        <LoadingRows label="Loading announcements" rows={3} height={64} />
      ) : shown.length === 0 ? (
        <EmptyMessage>No announcements yet</EmptyMessage>
      ) : (
        <List disablePadding>
          {shown.map((announcement, index) => {
            const status = announcementStatus(announcement, now);
            return (
              <AnnouncementItem
                key={announcement.id}
                title={announcement.title}
                body={announcement.body}
                divider={index < shown.length - 1}
                aside={<Chip size="small" label={status} color={ANNOUNCEMENT_STATUS_COLORS[status]} />}
                caption={announcementWindowText(announcement)}
                preview
              />
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
