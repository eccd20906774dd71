/**
 * Toasts (spec section 9: at most 5, 5000 ms, bottom-left, five variants) through notistack,
 * loaded with the first toast: most page loads show none, and notistack's start-up is a long
 * task on a slow phone. Until it arrives the toasts wait in order, then show.
 */
import Button from '@mui/material/Button';
import { SNACKBAR } from '@peer-coaching/domain';
import type * as NotistackModule from 'notistack';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export type NotifyVariant = 'default' | 'success' | 'warning' | 'error' | 'info';
/** A button on the toast, such as Undo; pressing it closes the toast. */
export interface NotifyOptions {
  action?: { label: string; onClick: () => void };
}
export type Notify = (message: string, variant?: NotifyVariant, options?: NotifyOptions) => void;

type Notistack = typeof NotistackModule;
type Toast = { message: string; variant: NotifyVariant; options?: NotifyOptions };

function show(notistack: Notistack, { message, variant, options }: Toast) {
  const action = options?.action;
  notistack.enqueueSnackbar(message, {
    variant,
    action: action
      ? (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              notistack.closeSnackbar(key);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        )
      : undefined,
  });
}

const NotifyContext = createContext<Notify | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  const waiting = useRef<Toast[]>([]);

  const notify = useCallback<Notify>(
    (message, variant = 'default', options) => {
      if (notistack) {
        show(notistack, { message, variant, options });
        return;
      }
      waiting.current.push({ message, variant, options });
      void import('notistack').then(setNotistack);
    },
    [notistack],
  );

  // Once the provider below is mounted, the toasts that waited for it show, in order.
  useEffect(() => {
    if (!notistack) return;
    for (const toast of waiting.current.splice(0)) show(notistack, toast);
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
