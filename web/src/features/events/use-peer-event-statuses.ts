/**
 * The peer's status of each shown event, from one event-status actor per event (see
 * peer-status-actors.ts). The component re-renders when a status changes (a boundary passes, a
 * record or an event changes), never on a timer of its own.
 */
import { peerEventStatusName } from '@peer-coaching/domain';
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { PeerStatusActors, type PeerEventStatus, type RecordsByEvent, type ShownEvent } from './peer-status-actors.ts';

export type { PeerEventStatus, RecordsByEvent, ShownEvent };

export function usePeerEventStatuses(
  events: readonly ShownEvent[],
  recordsByEvent: RecordsByEvent,
): ReadonlyMap<string, PeerEventStatus> {
  const [actors] = useState(() => new PeerStatusActors());
  // Before paint, so the first frame with new data already has its statuses.
  useLayoutEffect(() => actors.sync(events, recordsByEvent), [actors, events, recordsByEvent]);
  useEffect(() => () => actors.stop(), [actors]);
  const statuses = useSyncExternalStore(actors.subscribe, actors.getSnapshot, actors.getSnapshot);
  // The render before the actors start (and a server render) reads the rule directly.
  return useMemo(() => {
    if (events.every((event) => statuses.has(event.id))) return actors.shown(statuses);
    const now = new Date();
    const filled = new Map(statuses);
    for (const event of events) {
      if (filled.has(event.id)) continue;
      const record = recordsByEvent[event.id] ?? null;
      const name = peerEventStatusName(event, record, now);
      filled.set(event.id, {
        name,
        awaitingAttendance: name === 'registered' && event.end_date.getTime() <= now.getTime(),
      });
    }
    return actors.shown(filled);
  }, [actors, events, recordsByEvent, statuses]);
}
