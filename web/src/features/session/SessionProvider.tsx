/** Runs the session machine once for the whole app and shares it through context. */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { sessionActors } from './api/session-actors.ts';
import { sessionMachine, type SessionActorRef } from '../auth/index.ts';

const SessionContext = createContext<SessionActorRef | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(sessionMachine.provide({ actors: sessionActors }));
  return <SessionContext.Provider value={actorRef}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

type SessionSnapshot = ReturnType<SessionActorRef['getSnapshot']>;

/**
 * A narrow read of the session; re-renders only when the selected value changes. Pass
 * `shallowEqual` (from @xstate/react) when the selector builds a new object each time.
 */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useSessionActor(), selector, compare);
}

/** Where the session is, for route guards. */
export type SessionStatus = 'checking' | 'signedOut' | 'loadingUser' | 'ready' | 'failed';

export function sessionStatus(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches({ signedIn: 'failed' })) return 'failed';
  if (snapshot.context.user === null) return 'loadingUser';
  return 'ready';
}
