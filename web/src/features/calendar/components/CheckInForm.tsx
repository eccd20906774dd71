import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { CHECK_IN, normaliseCheckInCode } from '@peer-coaching/domain';
import { useState, type FormEvent } from 'react';
import { useCheckIn } from '../api/event-actions.ts';
import { readableApiMessage } from '../event-details.ts';

/**
 * "Check in": the code the facilitator shows during the event. A right code marks the peer
 * attended; the event then turns blue from the live attendance listener, not from this answer.
 * A refusal (wrong or expired code, too many tries) shows the server's reason.
 */
export function CheckInForm({ eventId }: { eventId: string }) {
  const [code, setCode] = useState('');
  const checkIn = useCheckIn(eventId);
  const normalised = normaliseCheckInCode(code);
  const complete = normalised.length === CHECK_IN.codeLength;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) checkIn.mutate(normalised);
  };

  if (checkIn.isSuccess) return <CheckedIn />;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          label="Check-in code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          size="small"
          autoComplete="one-time-code"
          error={checkIn.isError}
          helperText={`The ${CHECK_IN.codeLength} characters the facilitator shows`}
          slotProps={{
            htmlInput: {
              maxLength: CHECK_IN.codeLength + 2,
              autoCapitalize: 'characters',
              spellCheck: false,
              style: { letterSpacing: '0.2em', fontFamily: 'monospace' },
            },
          }}
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="contained" disabled={!complete || checkIn.isPending} sx={{ mt: 0.25 }}>
          {checkIn.isPending ? 'Checking in…' : 'Check in'}
        </Button>
      </Box>
      {checkIn.isError && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {readableApiMessage(checkIn.error.message)}
        </Alert>
      )}
    </Box>
  );
}

export function CheckedIn() {
  return <Alert severity="success">You are checked in.</Alert>;
}
