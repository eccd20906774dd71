/**
 * One announcement on /announcement: its drag handle (when the list can be reordered), title,
 * where it stands for peers (chip), its window or cohorts, the body as peers see it (clamped), and
 * its actions: Edit, Hide/Show (manual ones), E-mail, Delete.
 */
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { announcementStatus, isVisibleToPeer, type Announcement } from '@peer-coaching/domain';
import { AnnouncementBody } from '../../../components/AnnouncementBody.tsx';
import { DeleteItemButton, EditItemButton, StaffItemActions, StaffItemRow } from '../../../components/StaffItemRow.tsx';
import { useSortableItem } from '../../../components/VerticalSortable.tsx';
import { ANNOUNCEMENT_STATUS_COLORS, announcementWindowText } from '../../../components/announcement-status.ts';

export interface RowActions {
  onEdit: (announcement: Announcement) => void;
  onToggleVisible: (announcement: Announcement) => void;
  onEmail: (announcement: Announcement) => void;
  onDelete: (announcement: Announcement) => void;
}

interface AnnouncementRowProps {
  announcement: Announcement;
  now: Date;
  cohortNames: Record<string, string>;
  divider: boolean;
  busy: boolean;
  actions: RowActions;
  /** Inside a SortableContext: shows the drag handle (the whole list, unfiltered). */
  sortable: boolean;
}

export function AnnouncementRow({
  announcement,
  now,
  cohortNames,
  divider,
  busy,
  actions,
  sortable,
}: AnnouncementRowProps) {
  const sortableItem = useSortableItem(announcement.id, !sortable);
  const status = announcementStatus(announcement, now);
  const windowText = announcementWindowText(announcement);
  const cohorts = announcement.cohorts.map((id) => cohortNames[id] ?? id).join(', ');
  const manual = announcement.display === 'manual';
  return (
    <StaffItemRow
      title={announcement.title}
      sortable={sortable ? sortableItem : undefined}
      divider={divider}
      data-announcement-id={announcement.id}
      data-status={status.toLowerCase()}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, lineHeight: 1.4, overflowWrap: 'anywhere' }}
        >
          {announcement.title}
        </Typography>
        <Chip size="small" label={status} color={ANNOUNCEMENT_STATUS_COLORS[status]} />
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {windowText ? `${windowText} (New York) · ` : manual ? 'Manual · ' : ''}
        {cohorts}
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          maxHeight: '4.4em',
          overflow: 'hidden',
          color: 'text.secondary',
          maskImage: 'linear-gradient(to bottom, black 60%, transparent)',
        }}
      >
        <AnnouncementBody source={announcement.body} />
      </Box>
      <StaffItemActions>
        <EditItemButton title={announcement.title} onClick={() => actions.onEdit(announcement)} />
        {manual && (
          <Button
            size="small"
            disabled={busy}
            startIcon={
              announcement.visible ? <VisibilityOffOutlinedIcon aria-hidden /> : <VisibilityOutlinedIcon aria-hidden />
            }
            onClick={() => actions.onToggleVisible(announcement)}
            aria-label={`${announcement.visible ? 'Hide' : 'Show'} "${announcement.title}"`}
          >
            {announcement.visible ? 'Hide' : 'Show'}
          </Button>
        )}
        <Tooltip title={isVisibleToPeer(announcement, now) ? '' : 'Only what peers can see now can be e-mailed'}>
          <span>
            <Button
              size="small"
              startIcon={<MailOutlineIcon aria-hidden />}
              disabled={!isVisibleToPeer(announcement, now)}
              onClick={() => actions.onEmail(announcement)}
              aria-label={`E-mail "${announcement.title}"`}
            >
              E-mail
            </Button>
          </span>
        </Tooltip>
        <DeleteItemButton title={announcement.title} onClick={() => actions.onDelete(announcement)} />
      </StaffItemActions>
    </StaffItemRow>
  );
}
