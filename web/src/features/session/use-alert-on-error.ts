/** Raises a section 8 message in the alert banner when a feature's load fails (once per failure). */
import { useEffect } from 'react';
import { useSessionActor } from './SessionProvider.tsx';

export function useAlertOnError(failed: boolean, message: string) {
  const session = useSessionActor();
  useEffect(() => {
    if (failed) session.send({ type: 'RAISE_ALERT', message });
  }, [failed, message, session]);
}
