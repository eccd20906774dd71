/**
 * Marking attendance with Undo: each action (one peer or everyone at once) is written (straight to
 * Firestore, api/event-calls.ts) and goes onto the undo stack; a toast offers Undo, and so does the roster's own button. The listener
 * shows the result, so another facilitator's marks and ours arrive the same way.
 */
import type { AttendanceStatus } from '@peer-coaching/domain';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../components/Notifications.tsx';
import type { MarkTarget } from '../../lib/attendance-writes.ts';
import { markAttendance, revertAttendance } from './api/event-calls.ts';
import type { AttendanceChange } from './roster.ts';
import { popUndo, pushUndo, revertsOf, type UndoEntry } from './undo-stack.ts';

export interface AttendanceActions {
  /** Marks (one change or many); resolves once the server has every one. */
  apply: (label: string, changes: readonly AttendanceChange[]) => Promise<void>;
  /** Takes back `entry`, or the last action. */
  undo: (entry?: UndoEntry) => Promise<void>;
  canUndo: boolean;
  /** The label of the action Undo would take back. */
  lastLabel: string | null;
  /** Peers with a write under way. */
  pending: ReadonlySet<string>;
}

/** `targetOf` says where a peer's mark goes (the event and the peer's cohort for it); it throws for a non-peer. */
export function useAttendanceActions(targetOf: (userId: string) => MarkTarget): AttendanceActions {
  const notify = useNotify();
  // The stack lives in a ref so a toast's Undo, pressed later, sees the stack as it is then.
  const stack = useRef<UndoEntry[]>([]);
  const [lastLabel, setLastLabel] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const setStack = (next: UndoEntry[]) => {
    stack.current = next;
    setLastLabel(next.at(-1)?.label ?? null);
  };

  const track = useCallback(async (userIds: readonly string[], work: () => Promise<unknown>) => {
    setPending((p) => new Set([...p, ...userIds]));
    try {
      return await work();
    } finally {
      setPending((p) => new Set([...p].filter((id) => !userIds.includes(id))));
    }
  }, []);

  const undo = useCallback(
    async (entry?: UndoEntry) => {
      const target = entry ?? popUndo(stack.current).entry;
      if (!target || !stack.current.includes(target)) return;
      setStack(stack.current.filter((e) => e !== target));
      const reverts = revertsOf(target);
      const results = await track(
        reverts.map((r) => r.userId),
        () => Promise.allSettled(reverts.map(async (r) => revertAttendance(targetOf(r.userId), r))),
      );
      const failed = (results as PromiseSettledResult<unknown>[]).filter((r) => r.status === 'rejected');
      if (failed.length === 0) notify(`Undone: ${target.label}`, 'info');
      else notify(`Could not undo ${failed.length} of ${reverts.length}: ${reasonOf(failed[0]!)}`, 'error');
    },
    [targetOf, notify, track],
  );

  const apply = useCallback(
    async (label: string, changes: readonly AttendanceChange[]) => {
      if (changes.length === 0) return;
      const results = (await track(
        changes.map((c) => c.userId),
        () => Promise.allSettled(changes.map(async (c) => markAttendance(targetOf(c.userId), c.next))),
      )) as PromiseSettledResult<unknown>[];
      // Only what the server took is undone later.
      const done = changes.filter((_, i) => results[i]!.status === 'fulfilled');
      const failed = results.filter((r) => r.status === 'rejected');
      const entry: UndoEntry = { label, changes: done };
      setStack(pushUndo(stack.current, entry));
      if (failed.length > 0) {
        notify(`Could not mark ${failed.length} of ${changes.length}: ${reasonOf(failed[0]!)}`, 'error');
      } else {
        notify(label, 'success', { action: { label: 'Undo', onClick: () => void undo(entry) } });
      }
    },
    [targetOf, notify, track, undo],
  );

  return {
    apply,
    undo,
    canUndo: lastLabel !== null,
    lastLabel,
    pending,
  };
}

function reasonOf(result: PromiseSettledResult<unknown>): string {
  return result.status === 'rejected' ? ((result.reason as Error).message ?? 'unknown error') : '';
}

/** "Marked Ada Abbott attended" */
export const markLabel = (name: string, status: AttendanceStatus) => `Marked ${name} ${status}`;
