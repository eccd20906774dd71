import { useState } from 'react';
import { useNotify } from '../Notifications.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

interface ConfirmRemovalDialogProps<T> {
  /** What is to be removed; null keeps the dialog closed. */
  item: T | null;
  title: string;
  text: (item: T) => string;
  confirmLabel: string;
  /** The call that removes it; its error's message is what the toast says. */
  remove: (item: T) => Promise<unknown>;
  /** The toast once it is gone. */
  removed: (item: T) => string;
  /** Closes the dialog (after a removal, or on Cancel). */
  onClose: () => void;
  onRemoved?: (item: T) => void;
}

/**
 * "Delete this …?" for one item of a staff list: busy while the call runs, closed once it has
 * succeeded; a refusal is said in a toast and the dialog stays, so the choice can be made again.
 */
export function ConfirmRemovalDialog<T>({
  item,
  title,
  text,
  confirmLabel,
  remove,
  removed,
  onClose,
  onRemoved,
}: ConfirmRemovalDialogProps<T>) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const confirm = async (target: T) => {
    setBusy(true);
    try {
      await remove(target);
      onClose();
      notify(removed(target), 'success');
      onRemoved?.(target);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      text={item === null ? '' : text(item)}
      confirmLabel={confirmLabel}
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => item !== null && void confirm(item)}
    />
  );
}
