import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { APOLOGY_REASON_MAX } from '@peer-coaching/domain';
import { useState, type FormEvent } from 'react';
import { useSendApology } from '../api/event-actions.ts';
import { readableApiMessage } from '../event-details.ts';

/**
 * "Send apology": the reason the peer cannot come. What is shown afterwards ("Apology sent")
 * comes from the live apologies listener, so it is the stored reason, on every open page.
 */
export function ApologyForm({
  eventId,
  onSent,
  onCancel,
}: {
  eventId: string;
  /** The API stored it; the listener brings it to the page next. */
  onSent: () => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const send = useSendApology(eventId, onSent);
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) send.mutate(trimmed);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        required
        error={send.isError}
        helperText={`${reason.length} / ${APOLOGY_REASON_MAX}`}
        slotProps={{ htmlInput: { maxLength: APOLOGY_REASON_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!trimmed || send.isPending}>
          {send.isPending ? 'Sending…' : 'Send apology'}
        </Button>
      </Box>
      {send.isError && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {readableApiMessage(send.error.message)}
        </Alert>
      )}
    </Box>
  );
}
