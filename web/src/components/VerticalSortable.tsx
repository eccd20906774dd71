/**
 * A vertical list reordered by dragging an item's handle or by the keyboard (@dnd-kit): Tab to a
 * handle, Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop
 * it, Escape to put it back. Each step is read out to screen readers, naming the item.
 * Items call `useSortableItem` with their id.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';

/** Items move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

interface VerticalSortableProps {
  ids: readonly string[];
  /** How the item is read out, e.g. `"Welcome"` (quoted) or "The question" when it has no name. */
  nameOf: (id: string) => string;
  /** The item's noun with its article, for the instructions: "an announcement", "a question". */
  itemNoun: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

export function VerticalSortable({ ids, nameOf, itemNoun, onMove, children }: VerticalSortableProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  const spoken: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is now at position ${position(over.id)} of ${count}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at position ${position(over.id)} of ${count}.`
        : `${name(active.id)} put back.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${name(active.id)} is back at position ${position(active.id)}.`,
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
        announcements: spoken,
        screenReaderInstructions: {
          draggable: `To move ${itemNoun}, press Space or Enter. Move it with the up and down arrow keys, press Space or Enter again to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** An item of a VerticalSortable: refs for the item and its handle, and the style while it moves. */
export type SortableItem = ReturnType<typeof useSortableItem>;

export function useSortableItem(id: string, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  return { setNodeRef, style, isDragging, handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners } };
}
