/**
 * Undo for attendance marks: each action (one mark or a bulk one) is an entry; Undo takes the last
 * entry back, restoring each peer's previous status, or removing the record when there was none.
 */
import type { AttendanceStatus } from '@peer-coaching/domain';
import type { AttendanceChange } from './roster.ts';

export interface UndoEntry {
  /** What the action did, for the toast: "Marked Ada Lovelace attended". */
  label: string;
  changes: readonly AttendanceChange[];
}

/** Older entries drop off beyond this: Undo is for a slip, not a history. */
export const UNDO_LIMIT = 20;

export function pushUndo(stack: readonly UndoEntry[], entry: UndoEntry): UndoEntry[] {
  if (entry.changes.length === 0) return [...stack];
  return [...stack, entry].slice(-UNDO_LIMIT);
}

/** The last entry and the stack without it. */
export function popUndo(stack: readonly UndoEntry[]): { entry: UndoEntry | undefined; rest: UndoEntry[] } {
  return { entry: stack.at(-1), rest: stack.slice(0, -1) };
}

/** How to take one change back: put the previous status back, or clear a first mark. */
export type Revert = { userId: string; action: 'mark'; status: AttendanceStatus } | { userId: string; action: 'clear' };

export function revertsOf(entry: UndoEntry): Revert[] {
  return entry.changes.map((change) =>
    change.previous === null
      ? { userId: change.userId, action: 'clear' }
      : { userId: change.userId, action: 'mark', status: change.previous },
  );
}
