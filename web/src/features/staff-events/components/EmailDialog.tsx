/**
 * E-mail the participants of an event: pick who (everyone, attended, absent, apologised), write,
 * preview the recipients and the text exactly as sent, then send through the mail outbox.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_AUDIENCES, emailParticipantsBody, type CalendarEvent, type EmailAudience } from '@peer-coaching/domain';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormSelectField, optionsOf } from '../../../components/forms/FormSelectField.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useForm } from 'react-hook-form';
import { emailParticipants } from '../api/event-calls.ts';
import { EMAIL_AUDIENCE_HELP, EMAIL_AUDIENCE_LABELS, mailText } from '../email.ts';
import { submitWith } from '../../../components/forms/show-save-error.ts';

const emailForm = emailParticipantsBody.omit({ preview: true });
type EmailValues = { audience: EmailAudience; subject: string; message: string };
const FIELDS = ['audience', 'subject', 'message'] as const;

interface Preview {
  values: EmailValues;
  recipients: { id: string; name: string }[];
}

interface EmailDialogProps {
  event: Pick<CalendarEvent, 'id' | 'title' | 'start_date'>;
  onClose: () => void;
  /** After sending: how many received it. */
  onSent: (count: number) => void;
}

export function EmailDialog({ event, onClose, onSent }: EmailDialogProps) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<EmailValues, unknown, EmailValues>({
    resolver: zodResolver(emailForm, undefined, { raw: true }),
    defaultValues: { audience: 'all', subject: event.title, message: '' },
    mode: 'onTouched',
  });

  const call = (previewOnly: boolean) =>
    submitWith(
      { handleSubmit, setError, setFormErrors },
      { fields: FIELDS, fallback: 'The e-mail could not be sent. Please try again.', focus: false },
      async (values) => {
        const result = await emailParticipants(event.id, values, previewOnly);
        if (previewOnly) setPreview({ values, recipients: result.recipients });
        else onSent(result.recipients.length);
      },
    );

  return (
    <FormDialog
      title="E-mail participants"
      submitLabel="Send"
      onSubmit={call(false)}
      onClose={onClose}
      submitting={isSubmitting}
      submitDisabled={preview?.recipients.length === 0}
      secondaryActions={
        <Button onClick={call(true)} disabled={isSubmitting} variant="outlined">
          Preview
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 0.5 }}>
        <FormSelectField
          name="audience"
          control={control}
          label="To"
          options={optionsOf(EMAIL_AUDIENCES, EMAIL_AUDIENCE_LABELS)}
          helperText={(audience) => EMAIL_AUDIENCE_HELP[audience as EmailAudience]}
          onPicked={() => setPreview(null)}
        />
        <FormTextField name="subject" control={control} label="Subject" required />
        <FormTextField name="message" control={control} label="Message" required multiline minRows={5} />
        <FormErrors messages={formErrors} />
        {preview && <EmailPreview preview={preview} event={event} />}
      </Stack>
    </FormDialog>
  );
}

/** Who gets it and what they read (plain text, as sent). */
function EmailPreview({ preview, event }: { preview: Preview; event: Pick<CalendarEvent, 'title' | 'start_date'> }) {
  const headingId = useId();
  const { recipients, values } = preview;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }} role="region">
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        {recipients.length === 0
          ? 'No one matches this audience yet: nothing would be sent.'
          : `${recipients.length} ${recipients.length === 1 ? 'recipient' : 'recipients'}: ${recipients.map((r) => r.name).join(', ')}`}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {values.subject.trim()}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {mailText(values.message, event)}
      </Typography>
    </Paper>
  );
}
