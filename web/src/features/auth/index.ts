export {
  sessionMachine,
  SWITCH_COHORT_FAILED,
  type Alert,
  type AuthPerson,
  type GroupWithCohorts,
  type SessionActorRef,
  type SessionContext,
  type SessionEvent,
} from './machines/session.machine.ts';
