/**
 * The person's answers on their way, checked against their responses as the listener sees them
 * (outbox.ts): the notes of writes the server refused, newest first, one per response.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LiveResult } from '../../../lib/live.ts';
import type { OwnResponses } from '../../../lib/survey-queries.ts';
import { readOutbox, reconcile, subscribeOutbox, updateOutbox, type OutboxEntry } from '../outbox.ts';

/** Whether answers of the person still wait in the outbox (sent offline, or refused). */
export function useOutboxWaiting(userId: string): boolean {
  const read = useCallback(() => readOutbox(userId).length > 0, [userId]);
  return useSyncExternalStore(subscribeOutbox, read, read);
}

export function useRefusedAnswers(userId: string, own: LiveResult<OwnResponses>): OutboxEntry[] {
  const read = useCallback(() => readOutbox(userId), [userId]);
  const entries = useSyncExternalStore(subscribeOutbox, read, read);
  const seen = own.status === 'success' ? own.data : null;
  useEffect(() => {
    if (seen) updateOutbox(userId, (all) => reconcile(all, seen));
  }, [userId, seen, entries]);
  return useMemo(() => {
    const newest = new Map<string, OutboxEntry>();
    for (const entry of entries)
      if (entry.refused && (newest.get(entry.id)?.written_at ?? -1) < entry.written_at) newest.set(entry.id, entry);
    return [...newest.values()].sort((a, b) => b.written_at - a.written_at);
  }, [entries]);
}
