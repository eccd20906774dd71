/**
 * Edit a person (docs/users.md): names, department, cohort (which sets the group), the alumni
 * community flag, and the role for admins only. Checked as typed with the server's own field
 * rules; a refusal lands on its field and nothing typed is lost. Only changed fields are sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { profileFields, ROLES, type Cohort, type Role, type UpdateUserBody, type User } from '@peer-coaching/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { usePeopleWrites } from '../api/use-people.ts';
import { ROLE_LABELS } from '../people-rows.ts';

const editForm = z.strictObject({
  ...profileFields,
  cohort: z.string(),
  alumni_community: z.boolean(),
  role: z.enum(ROLES),
});
type EditValues = z.input<typeof editForm>;
const FIELDS = ['first_name', 'last_name', 'department', 'cohort', 'alumni_community', 'role'] as const;

interface EditPersonDialogProps {
  person: User;
  cohorts: readonly Cohort[];
  isAdmin: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EditPersonDialog({ person, cohorts, isAdmin, onClose, onSaved }: EditPersonDialogProps) {
  const { updateUser } = usePeopleWrites();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const initial: EditValues = {
    first_name: person.first_name,
    last_name: person.last_name,
    department: person.department,
    cohort: person.current_cohort ?? person.cohort_list[0] ?? '',
    alumni_community: person.alumni_community,
    role: person.role,
  };
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<EditValues, unknown, z.output<typeof editForm>>({
    resolver: zodResolver(editForm),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const chosenId = useWatch({ control, name: 'cohort' });
  // The person's cohort stays a choice even when it is of a group the caller does not run.
  const options =
    cohorts.some((c) => c.id === initial.cohort) || !initial.cohort
      ? cohorts
      : [
          {
            id: initial.cohort,
            name: person.cohort[person.cohort_list.indexOf(initial.cohort)] ?? initial.cohort,
            group: person.current_group ?? '',
          },
          ...cohorts,
        ];
  const chosen = options.find((c) => c.id === chosenId);

  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: FIELDS, fallback: 'The profile could not be saved.' },
    async (values) => {
      const changes: UpdateUserBody = {};
      if (values.first_name !== person.first_name) changes.first_name = values.first_name;
      if (values.last_name !== person.last_name) changes.last_name = values.last_name;
      if (values.department !== person.department) changes.department = values.department;
      if (values.cohort && values.cohort !== initial.cohort) changes.cohort = values.cohort;
      if (values.alumni_community !== person.alumni_community) changes.alumni_community = values.alumni_community;
      if (isAdmin && values.role !== person.role) changes.role = values.role as Role;
      if (Object.keys(changes).length > 0) await updateUser(person.id, changes);
      onSaved();
    },
  );

  return (
    <FormDialog title="Edit profile" submitLabel="Save" onSubmit={submit} onClose={onClose} submitting={isSubmitting}>
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField name="first_name" control={control} label="First name" required autoFocus />
          <FormTextField name="last_name" control={control} label="Last name" required />
        </Stack>
        <FormTextField name="department" control={control} label="Department" />
        <FormTextField
          name="cohort"
          control={control}
          label="Cohort"
          select
          helperText={chosen ? 'Their group and calendar follow the cohort.' : 'No cohort'}
        >
          {!initial.cohort && <MenuItem value="">No cohort</MenuItem>}
          {options.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          name="alumni_community"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label="In the alumni community (also sees the alumni cohort)"
            />
          )}
        />
        {isAdmin && (
          <FormTextField name="role" control={control} label="Role" select helperText="Only admins change roles.">
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}
