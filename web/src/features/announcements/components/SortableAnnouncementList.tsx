/**
 * The cohort's announcements in the order peers see them, reordered by dragging a row's handle or
 * by the keyboard (@dnd-kit): Tab to a handle, Space or Enter to pick the announcement up, the
 * arrow keys to move it, Space or Enter to drop it, Escape to put it back. Each step is read out.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Modifier,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import List from '@mui/material/List';
import type { Announcement } from '@peer-coaching/domain';
import { AnnouncementRow, type RowActions } from './AnnouncementRow.tsx';

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = announcements.map((a) => a.id);
  const titleOf = (id: UniqueIdentifier) => announcements.find((a) => a.id === id)?.title ?? 'The announcement';
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : ids.indexOf(String(id)) + 1);
  const count = ids.length;

  const announcementsForScreenReaders: Announcements = {
    onDragStart: ({ active }) => `Picked up "${titleOf(active.id)}", position ${positionOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over ? `"${titleOf(active.id)}" is now at position ${positionOf(over.id)} of ${count}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `"${titleOf(active.id)}" dropped at position ${positionOf(over.id)} of ${count}.`
        : `"${titleOf(active.id)}" put back.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled: "${titleOf(active.id)}" is back at position ${positionOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsForScreenReaders,
        screenReaderInstructions: {
          draggable:
            'To move an announcement, press Space or Enter. Move it with the up and down arrow keys, press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
  );
}
