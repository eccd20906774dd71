/**
 * Create or edit an announcement: title, manual (a visible switch) or timed (start and end in
 * New York), cohorts, and a Markdown body with a live preview drawn by the very component the
 * peers' home uses. The form validates with the server's own schema (domain announcementBody); a
 * 400 from the server goes back on its fields. An error never closes the dialog or clears what
 * was typed, and a click beside the dialog does not close it.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  announcementBody,
  announcementStatus,
  describeIssues,
  inDisplayZone,
  type AnnouncementBody,
} from '@peer-coaching/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { AnnouncementItem } from '../../../components/AnnouncementItem.tsx';
import { FormDateTimeField } from '../../../components/forms/FormDateTimeField.tsx';
import { FormDialog, usePhone } from '../../../components/forms/FormDialog.tsx';
import { mapServerErrors } from '../../../components/forms/form-errors.ts';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { FormCohortsField, type CohortChoice } from '../../../components/forms/FormCohortsField.tsx';
import { ANNOUNCEMENT_FORM_FIELDS, bodyToSend, type AnnouncementFormValues } from '../announcement-form.ts';

export type CohortOption = CohortChoice;

interface AnnouncementFormDialogProps {
  mode: 'create' | 'edit';
  initial: AnnouncementFormValues;
  cohortOptions: readonly CohortOption[];
  /** Saves; throws (ApiError) when the server refuses. `email`: the facilitator asked to e-mail it. */
  onSubmit: (body: AnnouncementBody, email: boolean) => Promise<void>;
  onClose: () => void;
}

/** The server's schema on what the form would send, its messages on the form's fields. */
const resolver: Resolver<AnnouncementFormValues> = async (values) => {
  const result = announcementBody.safeParse(bodyToSend(values));
  if (result.success) return { values, errors: {} };
  const mapped = mapServerErrors(describeIssues(result.error), ANNOUNCEMENT_FORM_FIELDS);
  const errors: FieldErrors<AnnouncementFormValues> = {};
  for (const [field, message] of Object.entries(mapped.fields)) {
    errors[field as keyof AnnouncementFormValues] = { type: 'schema', message: message as string };
  }
  return { values: {}, errors };
};

/** Whether peers would see the announcement as it stands in the form, in words. */
function audienceNote(values: AnnouncementFormValues, now: Date): string {
  const body = bodyToSend(values);
  const start = body.start_date ? new Date(body.start_date) : null;
  const end = body.end_date ? new Date(body.end_date) : null;
  const status = announcementStatus(
    { display: body.display, visible: body.visible, start_date: start, end_date: end },
    now,
  );
  const at = (d: Date) => inDisplayZone(d).format('MMM D, h:mm A');
  switch (status) {
    case 'Visible':
      return 'Peers of the chosen cohorts see it as soon as you save.';
    case 'Live':
      return `Peers see it as soon as you save, until ${at(end!)} (New York).`;
    case 'Scheduled':
      return `Peers will see it from ${at(start!)} to ${at(end!)} (New York).`;
    case 'Expired':
      return 'Its window is over: peers will not see it.';
    case 'Hidden':
      return body.display === 'manual'
        ? 'Hidden: peers do not see it until you show it.'
        : 'Choose when it starts and ends.';
  }
}

export function AnnouncementFormDialog({
  mode,
  initial,
  cohortOptions,
  onSubmit,
  onClose,
}: AnnouncementFormDialogProps) {
  const phone = usePhone();
  const previewId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [email, setEmail] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<AnnouncementFormValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const values = useWatch({ control }) as AnnouncementFormValues;
  const timed = values.display === 'timed';
  const now = new Date();

  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: ANNOUNCEMENT_FORM_FIELDS, fallback: 'The announcement could not be saved. Please try again.' },
    (form) => onSubmit(bodyToSend(form), email),
  );

  return (
    <FormDialog
      title={mode === 'create' ? 'New announcement' : 'Edit announcement'}
      submitLabel={mode === 'create' ? 'Publish' : 'Save changes'}
      maxWidth="lg"
      onSubmit={submit}
      onClose={onClose}
      submitting={isSubmitting}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <FormTextField name="title" control={control} label="Title" required autoFocus />
          <FormTextField
            name="body"
            control={control}
            label="Message"
            multiline
            minRows={phone ? 5 : 8}
            helperText="Markdown: **bold**, _italic_, [link text](https://…), lists starting with -. The preview shows it as peers will."
          />
          <Controller
            name="display"
            control={control}
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend">When peers see it</FormLabel>
                <RadioGroup {...field} row={!phone}>
                  <FormControlLabel value="manual" control={<Radio />} label="Manually (shown or hidden)" />
                  <FormControlLabel value="timed" control={<Radio />} label="Between two dates" />
                </RadioGroup>
              </FormControl>
            )}
          />
          {timed ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormDateTimeField name="start_date" control={control} label="Shown from" />
              <FormDateTimeField name="end_date" control={control} label="Shown until" />
            </Box>
          ) : (
            <Controller
              name="visible"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label="Visible to peers"
                />
              )}
            />
          )}
          <FormCohortsField name="cohorts" control={control} options={cohortOptions} />
          {mode === 'create' && (
            <FormControlLabel
              control={<Checkbox checked={email} onChange={(e) => setEmail(e.target.checked)} />}
              label="Also e-mail it to the peers of these cohorts (you see who before it is sent)"
            />
          )}
          <FormErrors messages={formErrors} />
        </Stack>
        <Box component="section" aria-labelledby={previewId} sx={{ minWidth: 0 }}>
          <Typography id={previewId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            Preview: as peers will see it
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} role="status">
            {audienceNote(values, now)}
          </Typography>
          <Paper variant="outlined" sx={{ px: 2 }} data-testid="announcement-preview">
            <List disablePadding>
              <AnnouncementItem
                title={values.title.trim() || 'Untitled announcement'}
                body={values.body}
                divider={false}
              />
            </List>
          </Paper>
        </Box>
      </Box>
    </FormDialog>
  );
}
