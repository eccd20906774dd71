import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';

/**
 * What a dialog loaded on demand shows while its code arrives (a form's pickers and validation stay
 * out of the page's first load): the dialog opens at once on the click, with a spinner.
 */
export function DialogLoading({ label = 'Loading the form' }: { label?: string }) {
  return (
    <Dialog open aria-label={label}>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minWidth: 240, minHeight: 160 }}>
        <CircularProgress aria-label={label} />
      </DialogContent>
    </Dialog>
  );
}
