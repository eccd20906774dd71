export { SessionProvider, sessionStatus, useSession, useSessionActor, type SessionStatus } from './SessionProvider.tsx';
export { currentCohortName } from './selectors.ts';
export { useAlertOnError } from './use-alert-on-error.ts';
export { saveTutorialDone } from './api/session-actors.ts';
