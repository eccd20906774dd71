/**
 * The cohort's announcements in the order peers see them, reordered by dragging a row's handle or
 * by the keyboard (see VerticalSortable).
 */
import List from '@mui/material/List';
import type { Announcement } from '@peer-coaching/domain';
import { VerticalSortable } from '../../../components/VerticalSortable.tsx';
import { AnnouncementRow, type RowActions } from './AnnouncementRow.tsx';

interface SortableAnnouncementListProps {
  announcements: Announcement[];
  now: Date;
  cohortNames: Record<string, string>;
  /** Reordering is offered on the whole list only (the 'all' filter). */
  sortable: boolean;
  busyIds: ReadonlySet<string>;
  actions: RowActions;
  onMove: (from: number, to: number) => void;
  label: string;
}

export function SortableAnnouncementList({
  announcements,
  now,
  cohortNames,
  sortable,
  busyIds,
  actions,
  onMove,
  label,
}: SortableAnnouncementListProps) {
  const nameOf = (id: string) => {
    const title = announcements.find((a) => a.id === id)?.title;
    return title ? `"${title}"` : 'The announcement';
  };
  return (
    <VerticalSortable ids={announcements.map((a) => a.id)} nameOf={nameOf} itemNoun="an announcement" onMove={onMove}>
      <List disablePadding aria-label={label}>
        {announcements.map((announcement, index) => (
          <AnnouncementRow
            key={announcement.id}
            announcement={announcement}
            now={now}
            cohortNames={cohortNames}
            divider={index < announcements.length - 1}
            busy={busyIds.has(announcement.id)}
            actions={actions}
            sortable={sortable}
          />
        ))}
      </List>
    </VerticalSortable>
  );
}
