/**
 * The peer's status of each shown event, from one event-status actor per event (see
 * peer-status-actors.ts). The component re-renders when a status changes (a boundary passes, a
 * record or an event changes), never on a timer of its own.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { PeerStatusActors, type PeerEventStatus, type RecordsByEvent, type ShownEvent } from './peer-status-actors.ts';

export type { PeerEventStatus, RecordsByEvent, ShownEvent };

export function usePeerEventStatuses(
  events: readonly ShownEvent[],
  recordsByEvent: RecordsByEvent,
): ReadonlyMap<string, PeerEventStatus> {
  const [actors] = useState(() => new PeerStatusActors());
  // After paint is soon enough: the render already shows the new data's statuses (statusesFor),
  // and the actors' publication that follows renders nothing new, outside the commit's task.
  useEffect(() => actors.sync(events, recordsByEvent), [actors, events, recordsByEvent]);
  useEffect(() => () => actors.stop(), [actors]);
  const published = useSyncExternalStore(actors.subscribe, actors.getSnapshot, actors.getSnapshot);
  // The render that brings new data reads the rule for what the actors have not seen yet.
  return useMemo(
    () => actors.statusesFor(events, recordsByEvent, published),
    [actors, events, recordsByEvent, published],
  );
}
