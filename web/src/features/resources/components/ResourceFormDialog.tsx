/**
 * Add or edit a resource: title, web address, category (free text, with the group's categories
 * and the usual ones offered), a description in plain text or Markdown, and the cohorts that see
 * it. Validated with the server's own schema (domain resourceBody); a 400 from the server goes
 * back on its field. An error never closes the dialog or clears what was typed.
 */
import Stack from '@mui/material/Stack';
import { RESOURCE_CATEGORY_SUGGESTIONS, resourceBody, type ResourceBody } from '@peer-coaching/domain';
import { useId } from 'react';
import { FormCohortsField, type CohortChoice } from '../../../components/forms/FormCohortsField.tsx';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';

const FIELDS = ['title', 'url', 'category', 'description', 'cohorts'] as const;

interface ResourceFormDialogProps {
  mode: 'create' | 'edit';
  initial: ResourceBody;
  cohortOptions: readonly CohortChoice[];
  /** The group's categories, offered beside the usual ones. */
  categories: readonly string[];
  /** Saves; throws (ApiError) when the server refuses. */
  onSubmit: (body: ResourceBody) => Promise<void>;
  onClose: () => void;
}

export function ResourceFormDialog({
  mode,
  initial,
  cohortOptions,
  categories,
  onSubmit,
  onClose,
}: ResourceFormDialogProps) {
  const listId = useId();
  const { control, handleSubmit, setError, submitting, formErrors, setFormErrors } = useZodForm(resourceBody, initial);
  const offered = [...new Set([...categories, ...RESOURCE_CATEGORY_SUGGESTIONS])];

  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: FIELDS, fallback: 'The resource could not be saved. Please try again.' },
    onSubmit,
  );

  return (
    <FormDialog
      title={mode === 'create' ? 'Add a resource' : 'Edit resource'}
      submitLabel={mode === 'create' ? 'Add resource' : 'Save changes'}
      onSubmit={submit}
      onClose={onClose}
      submitting={submitting}
    >
      <Stack spacing={2.5} sx={{ pt: 0.5 }}>
        <FormTextField name="title" control={control} label="Title" required autoFocus />
        <FormTextField
          name="url"
          control={control}
          label="Web address"
          required
          type="url"
          placeholder="https://"
          helperText="A link starting with https:// (or http://). It opens in a new tab."
        />
        <FormTextField
          name="category"
          control={control}
          label="Category"
          required
          helperText="Pick one of the suggestions or type a new one."
          slotProps={{ htmlInput: { list: listId } }}
        />
        <datalist id={listId}>
          {offered.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <FormTextField
          name="description"
          control={control}
          label="Description"
          multiline
          minRows={3}
          helperText="Optional. Plain text or Markdown: **bold**, _italic_, lists starting with -."
        />
        <FormCohortsField name="cohorts" control={control} options={cohortOptions} label="Cohorts that see it" />
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}
