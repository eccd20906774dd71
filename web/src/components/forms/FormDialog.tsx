/**
 * The frame of every staff form dialog: full screen on a phone, the form element as its paper (so
 * Enter submits), Cancel then the submit button. A click beside the dialog does not close it, so
 * nothing typed is thrown away by a stray click; Escape and Cancel do, unless it is saving.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Breakpoint } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  onSubmit: FormEventHandler;
  onClose: () => void;
  submitting: boolean;
  submitDisabled?: boolean;
  maxWidth?: Breakpoint;
  /** Buttons shown between Cancel and the submit button (e.g. Preview). */
  secondaryActions?: ReactNode;
  children: ReactNode;
}

export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  submitting,
  submitDisabled,
  maxWidth = 'sm',
  secondaryActions,
  children,
}: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' && !submitting) onClose();
      }}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        {secondaryActions && (
          <>
            <Box sx={{ flexGrow: 1 }} />
            {secondaryActions}
          </>
        )}
        <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Whether the page is on a phone-sized screen (the dialogs' layout follows it). */
export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
