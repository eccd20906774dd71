import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { type Announcement, announcementsFor, announcementStatus, type Role } from '@peer-coaching/domain';
import { SectionCard } from '../../home/components/SectionCard.tsx';
import { EmptyMessage, LoadingRows } from '../../home/components/SectionStates.tsx';
import { ANNOUNCEMENT_STATUS_COLORS, announcementWindowText, recentAnnouncements } from '../announcement-status.ts';

interface RecentAnnouncementsSectionProps {
  role: Role;
  announcements: Announcement[];
  now: Date;
  loading: boolean;
}

/** The newest announcements with where each stands for peers (visible, scheduled, expired...). */
export function RecentAnnouncementsSection({ role, announcements, now, loading }: RecentAnnouncementsSectionProps) {
  const shown = recentAnnouncements(announcementsFor(role, announcements, now));
  return (
    <SectionCard title="Recent announcements" busy={loading}>
      {loading ? (
        <LoadingRows label="Loading announcements" rows={3} height={64} />
      ) : shown.length === 0 ? (
        <EmptyMessage>No announcements yet</EmptyMessage>
      ) : (
        <List disablePadding>
          {shown.map((announcement, index) => {
            const status = announcementStatus(announcement, now);
            const windowText = announcementWindowText(announcement);
            return (
              <ListItem
                key={announcement.id}
                disableGutters
                divider={index < shown.length - 1}
                sx={{ display: 'block', py: 1.25 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                  <Typography
                    component="h3"
                    variant="subtitle1"
                    sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
                  >
                    {announcement.title}
                  </Typography>
                  <Chip size="small" label={status} color={ANNOUNCEMENT_STATUS_COLORS[status]} />
                </Box>
                {windowText && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                    {windowText}
                  </Typography>
                )}
                {/* Two lines are enough to recognise an announcement here. */}
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    mt: 0.5,
                    overflowWrap: 'anywhere',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {announcement.body}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
