export { mergeCalendars, useCohortEvents } from './api/use-cohort-events.ts';
export { useOwnApologies } from './api/use-own-apologies.ts';
export {
  usePeerEventStatuses,
  type PeerEventStatus,
  type RecordsByEvent,
  type ShownEvent,
} from './use-peer-event-statuses.ts';
