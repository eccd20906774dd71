import { useSyncExternalStore } from 'react';
import { currentAuthUser, watchAuthUser, type AuthUser } from './auth.ts';

/** The signed-in person as the identity provider knows them (null when nobody is), kept current. */
export function useAuthPerson(): AuthUser | null {
  return useSyncExternalStore(
    (onChange) => watchAuthUser(() => onChange()),
    () => currentAuthUser(),
  );
}
