/**
 * Drag and drop to swap two people between groups (@dnd-kit, docs/matching.md): drag a person (or
 * their handle) onto someone in another unlocked group and drop to swap them. By keyboard: Tab to
 * the handle, Space or Enter picks the person up, the arrow keys go from person to person, Space
 * or Enter drops (swaps), Escape puts them back. Each step is read out, naming the people.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface SwapDndProps {
  /** The group (1-based) of each person who may be dragged. */
  groupOf: ReadonlyMap<string, number>;
  nameOf: (id: string) => string;
  onSwap: (a: string, b: string) => void;
  children: ReactNode;
}

export function SwapDnd({ groupOf, nameOf, onSwap, children }: SwapDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Arrow keys jump from person to person (the nearest droppable in that direction).
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const who = (id: string | number) => `${nameOf(String(id))} (group ${groupOf.get(String(id)) ?? '?'})`;
  const swappable = (a: string | number, b: string | number | undefined) =>
    b !== undefined && groupOf.has(String(b)) && groupOf.get(String(a)) !== groupOf.get(String(b));
  const spoken: Announcements = {
    onDragStart: ({ active }) => `Picked up ${who(active.id)}.`,
    onDragOver: ({ active, over }) =>
      swappable(active.id, over?.id)
        ? `Over ${who(over!.id)}: drop to swap with ${nameOf(String(active.id))}.`
        : `${nameOf(String(active.id))} is not over anyone of another group.`,
    onDragEnd: ({ active, over }) =>
      swappable(active.id, over?.id)
        ? `Swapping ${nameOf(String(active.id))} and ${nameOf(String(over!.id))}.`
        : `${nameOf(String(active.id))} put back.`,
    onDragCancel: ({ active }) => `Cancelled: ${nameOf(String(active.id))} put back.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && swappable(active.id, over.id)) onSwap(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: spoken,
        screenReaderInstructions: {
          draggable:
            'To swap this person with someone of another group, press Space or Enter, move onto the other person with the arrow keys, and press Space or Enter again to swap, or Escape to cancel.',
        },
      }}
    >
      {children}
    </DndContext>
  );
}

interface SwapPersonProps {
  id: string;
  /** 1-based, as shown. */
  group: number;
  name: string;
  disabled: boolean;
  /** The person's menu button. */
  children: ReactNode;
}

/** One person of an unlocked group: dragged by the handle or the whole chip, a drop target for others. */
export function SwapPerson({ id, group, name, disabled, children }: SwapPersonProps) {
  const { active } = useDndContext();
  const activeGroup = (active?.data.current as { group?: number } | undefined)?.group;
  const {
    attributes,
    listeners,
    setNodeRef: setDragRef,
    setActivatorNodeRef,
    transform,
    isDragging: dragging,
  } = useDraggable({ id, data: { group }, disabled });
  const { setNodeRef: setDropRef, isOver } = useDroppable({
    id,
    data: { group },
    disabled: disabled || (activeGroup !== undefined && activeGroup === group && active?.id !== id),
  });
  const target = isOver && !dragging && activeGroup !== group;
  return (
    <Box
      ref={(node: HTMLElement | null) => {
        setDragRef(node);
        setDropRef(node);
      }}
      data-person={id}
      {...listeners}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 1,
        position: 'relative',
        zIndex: dragging ? 2 : undefined,
        transform: CSS.Translate.toString(transform),
        boxShadow: dragging ? 6 : undefined,
        bgcolor: dragging ? 'background.paper' : undefined,
        outline: target ? '2px dashed' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: 2,
        touchAction: 'manipulation',
      }}
    >
      <Box
        component="span"
        ref={setActivatorNodeRef}
        {...attributes}
        aria-label={`Drag ${name} to swap`}
        sx={{
          display: 'inline-flex',
          cursor: disabled ? 'default' : dragging ? 'grabbing' : 'grab',
          color: 'text.secondary',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <DragIndicatorIcon fontSize="small" aria-hidden />
      </Box>
      {children}
    </Box>
  );
}
