/**
 * "Profile": who the person is, with Edit for their names and department (the e-mail is the
 * sign-in and the cohort is the staff's to change, docs/account.md).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { profileCohortName, type User } from '@peer-coaching/domain';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { saveProfile } from '../api/account-actions.ts';

/** The API's own limits (user_info): names 1 to 80 characters, department up to 120. */
const name = z.string().trim().min(1, 'must not be empty').max(80, 'is too long');
const profileForm = z.object({
  first_name: name,
  last_name: name,
  department: z.string().trim().max(120, 'is too long'),
});
const FIELDS = ['first_name', 'last_name', 'department'] as const;

export function ProfileSection({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const [editing, setEditing] = useState(false);
  const cohortName = profileCohortName(user);
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <SectionCard title="Profile">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          gap: { xs: 0.25, sm: 1 },
          columnGap: 3,
        }}
      >
        <Field term="Name" value={fullName || '—'} />
        <Field term="E-mail" value={user.email} />
        <Field term="Department" value={user.department || '—'} />
        <Field term="Cohort" value={cohortName ?? 'No current cohort'} />
      </Box>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setEditing(true)}>
        Edit profile
      </Button>
      {editing && (
        <EditProfileDialog
          user={user}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      )}
    </SectionCard>
  );
}

function Field({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}

function EditProfileDialog({
  user,
  onClose,
  onSaved,
}: {
  user: User;
  onClose: () => void;
  onSaved: (user: User) => void;
}) {
  const notify = useNotify();
  const { control, handleSubmit, setError, submitting, formErrors, setFormErrors } = useZodForm(profileForm, {
    first_name: user.first_name,
    last_name: user.last_name,
    department: user.department,
  });
  // user_info names its field `value`: its message lands above the buttons.
  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: FIELDS, fallback: 'The profile could not be saved.' },
    async (changes) => {
      onSaved(await saveProfile(user, changes));
      notify('Profile saved', 'success');
    },
  );
  return (
    <FormDialog title="Edit profile" submitLabel="Save" onSubmit={submit} onClose={onClose} submitting={submitting}>
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <FormTextField name="first_name" control={control} label="First name" autoComplete="given-name" autoFocus />
        <FormTextField name="last_name" control={control} label="Last name" autoComplete="family-name" />
        <FormTextField name="department" control={control} label="Department" autoComplete="organization-title" />
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}
