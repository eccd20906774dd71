/**
 * Create or edit an event. The form validates with the server's own schema (domain eventBody);
 * a 400 from the server is put back on its fields. An error never closes the dialog or clears
 * what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  COUNTED_ACTIVITY_TYPES,
  DEFAULT_ACTIVITY_OF_KIND,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  eventBody,
  toApiDate,
  type EventBody,
  type EventKind,
} from '@peer-coaching/domain';
import { useState } from 'react';
import { FormSelectField, optionsOf } from '../../../components/forms/FormSelectField.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { FormCohortsField, type CohortChoice } from '../../../components/forms/FormCohortsField.tsx';
import { useForm, useWatch } from 'react-hook-form';
import { ACTIVITY_LABELS, bodyToSend, EVENT_FORM_FIELDS } from '../event-form.ts';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { FormDateTimeField } from '../../../components/forms/FormDateTimeField.tsx';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';

export type CohortOption = CohortChoice;

interface EventFormDialogProps {
  mode: 'create' | 'edit';
  initial: EventBody;
  cohortOptions: readonly CohortOption[];
  /** Saves; throws (ApiError) when the server refuses. */
  onSubmit: (body: EventBody) => Promise<void>;
  onClose: () => void;
}

export function EventFormDialog({ mode, initial, cohortOptions, onSubmit, onClose }: EventFormDialogProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<EventBody, unknown, EventBody>({
    resolver: zodResolver(eventBody, undefined, { raw: true }),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const kind = useWatch({ control, name: 'kind' });
  const deadline = kind === 'deadline';

  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: EVENT_FORM_FIELDS, fallback: 'The event could not be saved. Please try again.' },
    (values) => onSubmit(bodyToSend(values)),
  );

  return (
    <FormDialog
      title={mode === 'create' ? 'New event' : 'Edit event'}
      submitLabel={mode === 'create' ? 'Create event' : 'Save changes'}
      onSubmit={submit}
      onClose={onClose}
      submitting={isSubmitting}
    >
      <Stack spacing={2.5} sx={{ pt: 0.5 }}>
        <FormTextField name="title" control={control} label="Title" required autoFocus />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField
            name="kind"
            control={control}
            label="Kind"
            options={optionsOf(EVENT_KINDS, EVENT_KIND_LABELS)}
            onPicked={(next) => {
              // The kind suggests what it counts toward; the field stays free to change.
              setValue('activity', DEFAULT_ACTIVITY_OF_KIND[next as EventKind]);
              if (next === 'deadline') setValue('end_date', getValues('start_date'));
            }}
          />
          <FormSelectField
            name="activity"
            control={control}
            label="Counts toward"
            none={{ value: '', label: <em>Nothing</em> }}
            options={optionsOf(COUNTED_ACTIVITY_TYPES, ACTIVITY_LABELS)}
            helperText="The certificate requirement attending counts for"
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: deadline ? '1fr' : '1fr 1fr' } }}>
          <FormDateTimeField
            name="start_date"
            control={control}
            label={deadline ? 'Due' : 'Starts'}
            onValueChange={(next, before) => {
              const end = getValues('end_date');
              if (deadline) setValue('end_date', next);
              else if (next && before && end) {
                // Moving the start moves the end with it: the length stays as it was.
                const length = new Date(end).getTime() - new Date(before).getTime();
                setValue('end_date', shiftedEnd(next, length), { shouldValidate: Boolean(errors.end_date) });
              }
            }}
          />
          {!deadline && <FormDateTimeField name="end_date" control={control} label="Ends" />}
        </Box>
        <FormCohortsField name="cohorts" control={control} options={cohortOptions} />
        <FormTextField
          name="location"
          control={control}
          label="Location or link"
          helperText="A room, an address or a meeting link"
        />
        <FormTextField name="description" control={control} label="Description" multiline minRows={3} />
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}

/** The end `length` ms after a new start, in the API's format. */
function shiftedEnd(start: string, length: number): string {
  return toApiDate(new Date(new Date(start).getTime() + Math.max(0, length)));
}
