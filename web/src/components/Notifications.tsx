/**
 * Toasts (spec section 9: at most 5, 5000 ms, bottom-left, five variants) through notistack,
 * loaded with the first toast: most page loads show none, and notistack's start-up is a long
 * task on a slow phone. Until it arrives the toasts wait in order, then show.
 */
import { SNACKBAR } from '@peer-coaching/domain';
import type * as NotistackModule from 'notistack';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export type NotifyVariant = 'default' | 'success' | 'warning' | 'error' | 'info';
export type Notify = (message: string, variant?: NotifyVariant) => void;

type Notistack = typeof NotistackModule;

const NotifyContext = createContext<Notify | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  const waiting = useRef<{ message: string; variant: NotifyVariant }[]>([]);

  const notify = useCallback<Notify>(
    (message, variant = 'default') => {
      if (notistack) {
        notistack.enqueueSnackbar(message, { variant });
        return;
      }
      waiting.current.push({ message, variant });
      void import('notistack').then(setNotistack);
    },
    [notistack],
  );

  // Once the provider below is mounted, the toasts that waited for it show, in order.
  useEffect(() => {
    if (!notistack) return;
    for (const { message, variant } of waiting.current.splice(0)) notistack.enqueueSnackbar(message, { variant });
  }, [notistack]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notistack && (
        <notistack.SnackbarProvider
          maxSnack={SNACKBAR.maxVisible}
          autoHideDuration={SNACKBAR.autoHideMs}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        />
      )}
    </NotifyContext.Provider>
  );
}

/** Shows a toast; needs <NotificationsProvider> above (SessionRoot). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
}
