/**
 * /settings "Program" and "Reminders" (docs/settings.md): one form over the group's program
 * settings, showing the program's name and contact, or the reminder schedule. Checked as typed
 * with the server's own schema (programSettingsFields); a 400 lands on the field it names and
 * nothing typed is lost. Saving sends every setting (the other part's as loaded).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  dailyEmailRecipientChoices,
  programSettingsFields,
  REMINDER_DAYS_BEFORE_CLOSE,
  REMINDER_DAYS_MAX,
  type ProgramSettings,
  type ProgramSettingsResponse,
} from '@peer-coaching/domain';
import { useEffect, useId } from 'react';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { useNotify } from '../../../components/Notifications.tsx';

const FIELDS = [
  'program_name',
  'contact_name',
  'contact_email',
  'survey_reminder_days',
  'daily_email_recipients',
] as const;

export const reminderLabel = (days: number) =>
  days === 0 ? 'Off: no automatic reminder' : `${days} day${days === 1 ? '' : 's'} before a survey closes`;

interface ProgramSectionProps {
  part: 'program' | 'reminders';
  groupName: string;
  initial: ProgramSettingsResponse;
  onSave: (settings: ProgramSettings) => Promise<ProgramSettingsResponse>;
  onDirtyChange: (dirty: boolean) => void;
}

const valuesOf = (s: ProgramSettingsResponse): ProgramSettings => ({
  program_name: s.program_name,
  contact_name: s.contact_name,
  contact_email: s.contact_email,
  survey_reminder_days: s.survey_reminder_days,
  daily_email_recipients: s.daily_email_recipients,
});

export function ProgramSection({ part, groupName, initial, onSave, onDirtyChange }: ProgramSectionProps) {
  const notify = useNotify();
  const headingId = useId();
  const { control, handleSubmit, setError, reset, submitting, formErrors, setFormErrors, formState } = useZodForm(
    programSettingsFields,
    valuesOf(initial),
  );
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: FIELDS, fallback: 'The settings could not be saved.' },
    async (values) => {
      reset(valuesOf(await onSave(values)));
      notify(
        part === 'program' ? `Program of ${groupName} saved` : `Reminder schedule of ${groupName} saved`,
        'success',
      );
    },
  );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId} sx={{ maxWidth: 640 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {part === 'program' ? 'Program' : 'Reminder schedule'}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {part === 'program'
          ? `The name of ${groupName}'s program and whom participants contact with questions.`
          : `When the automatic survey reminder goes out to the participants of ${groupName} who have not answered: once per survey window, on the morning of the day chosen (9:00, New York). Reminders sent by hand ("Remind now") are not affected.`}
      </Typography>
      {!initial.saved && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Not saved yet: these are the defaults (the group's name, no contact, {REMINDER_DAYS_BEFORE_CLOSE} days).
        </Alert>
      )}
      <Stack spacing={2}>
        {part === 'program' ? (
          <>
            <FormTextField name="program_name" control={control} label="Program name" required />
            <FormTextField name="contact_name" control={control} label="Contact name" autoComplete="name" />
            <FormTextField
              name="contact_email"
              control={control}
              label="Contact e-mail"
              type="email"
              autoComplete="email"
              helperText="Leave empty for no contact address."
            />
            <FormTextField
              name="daily_email_recipients"
              control={control}
              select
              label="Daily e-mail limit"
              helperText="At most this many recipients a day (New York time) of group e-mails and e-mailed announcements together."
            >
              {dailyEmailRecipientChoices(initial.daily_email_recipients).map((n) => (
                <MenuItem key={n} value={n}>
                  {n.toLocaleString('en-US')} recipients a day
                </MenuItem>
              ))}
            </FormTextField>
          </>
        ) : (
          <FormTextField
            name="survey_reminder_days"
            control={control}
            select
            label="Survey reminder"
            helperText="Counted back from the close of each survey window."
          >
            {Array.from({ length: REMINDER_DAYS_MAX + 1 }, (_, days) => (
              <MenuItem key={days} value={days}>
                {reminderLabel(days)}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormErrors messages={formErrors} />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button disabled={!isDirty || submitting} onClick={() => reset()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} loading={submitting}>
            Save
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
