/**
 * Answers the server refused when they arrived (docs/surveys.md, "A write refused when it
 * arrives"): for each, what happened and the answers as text, to copy before dismissing.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dismissRefused, type OutboxEntry } from '../outbox.ts';

/** The message (not in the spec; docs/surveys.md). */
export const REFUSED_TITLE = (title: string) => `Your answers to “${title}” were not saved`;
export const REFUSED_TEXT =
  'The survey closed (or stopped taking answers) before they reached the server. Here is what you typed: copy anything you want to keep.';

export function RefusedAnswers({ userId, entries }: { userId: string; entries: readonly OutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack spacing={2} data-testid="refused-answers">
      {entries.map((entry) => (
        <RefusedEntry key={`${entry.id}@${entry.written_at}`} userId={userId} entry={entry} />
      ))}
    </Stack>
  );
}

function RefusedEntry({ userId, entry }: { userId: string; entry: OutboxEntry }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(entry.text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Alert severity="error" role="alert" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{REFUSED_TITLE(entry.title)}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {REFUSED_TEXT}
      </Typography>
      <TextField
        label={entry.status === 'submitted' ? 'Your submitted answers' : 'Your draft answers'}
        value={entry.text || '(no answers)'}
        multiline
        fullWidth
        maxRows={12}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'refused-answers-text' } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" size="small" onClick={copy}>
          Copy answers
        </Button>
        <Button color="inherit" size="small" onClick={() => dismissRefused(userId, entry.id, entry.written_at)}>
          Dismiss
        </Button>
        <Typography variant="body2" role="status" aria-live="polite">
          {copied === true ? 'Copied.' : copied === false ? 'Could not copy: select the text and copy it.' : ''}
        </Typography>
      </Stack>
    </Alert>
  );
}
