import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `ms` without a break; false again as soon as it is false.
 * The survey page uses it for a write the server has not taken after a few seconds: whatever
 * navigator.onLine says (it only knows of a network interface, not of a reachable server, and a
 * page reloaded offline can read true), the answers are then only on this device.
 */
export function useHeldFor(active: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [active, ms]);
  return active && held;
}
