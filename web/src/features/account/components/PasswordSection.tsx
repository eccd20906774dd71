/**
 * "Password": change it (the current one first, as the identity provider asks for a recent
 * sign-in), or, for someone who signs in with Google or e-mail links only, a link to set one.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { useNotify } from '../../../components/Notifications.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { authErrorCode } from '../../../lib/auth-error-code.ts';
import { sendPasswordReset } from '../../../lib/auth.ts';
import { changePassword, signsInWithPassword } from '../../../lib/password.ts';

/** The identity provider's default minimum (spec: the real policy is the provider's). */
const MIN_PASSWORD = 6;
const passwordForm = z
  .object({
    current: z.string().min(1, 'Enter your current password'),
    next: z.string().min(MIN_PASSWORD, `Use at least ${MIN_PASSWORD} characters`),
    again: z.string(),
  })
  .refine((form) => form.again === form.next, { path: ['again'], message: 'Does not match the new password' })
  .refine((form) => form.next !== form.current, { path: ['next'], message: 'Must differ from the current password' });

export function PasswordSection({ email }: { email: string }) {
  const notify = useNotify();
  const [changing, setChanging] = useState(false);
  const [sending, setSending] = useState(false);
  if (!signsInWithPassword()) {
    const sendLink = async () => {
      setSending(true);
      try {
        await sendPasswordReset(email);
        notify(`We sent a link to set a password to ${email}`, 'success');
      } catch {
        notify('The link could not be sent. Please try again.', 'error');
      } finally {
        setSending(false);
      }
    };
    return (
      <SectionCard title="Password">
        <Typography sx={{ mb: 2 }}>You sign in with Google or an e-mail link, so you have no password yet.</Typography>
        <Button variant="outlined" loading={sending} onClick={() => void sendLink()}>
          E-mail me a link to set one
        </Button>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Password">
      <Typography sx={{ mb: 2 }}>Change the password you sign in with as {email}.</Typography>
      <Button variant="outlined" onClick={() => setChanging(true)}>
        Change password
      </Button>
      {changing && (
        <ChangePasswordDialog
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            notify('Password changed', 'success');
          }}
        />
      )}
    </SectionCard>
  );
}

function ChangePasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { control, handleSubmit, setError, submitting, formErrors, setFormErrors } = useZodForm(passwordForm, {
    current: '',
    next: '',
    again: '',
  });
  const submit = handleSubmit(async ({ current, next }) => {
    setFormErrors([]);
    try {
      await changePassword(current, next);
      onChanged();
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'wrong-password' || code === 'invalid-credential') {
        setError('current', { type: 'server', message: 'This is not your current password' }, { shouldFocus: true });
      } else if (code === 'weak-password' || code === 'password-does-not-meet-requirements') {
        setError('next', { type: 'server', message: 'Choose a stronger password' }, { shouldFocus: true });
      } else if (code === 'too-many-requests') {
        setFormErrors(['Too many attempts. Please wait a few minutes and try again.']);
      } else {
        setFormErrors(['The password could not be changed. Please try again.']);
      }
    }
  });
  const password = { type: 'password', control } as const;
  return (
    <FormDialog
      title="Change password"
      submitLabel="Change password"
      onSubmit={submit}
      onClose={onClose}
      submitting={submitting}
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <FormTextField
          {...password}
          name="current"
          label="Current password"
          autoComplete="current-password"
          autoFocus
        />
        <FormTextField {...password} name="next" label="New password" autoComplete="new-password" />
        <FormTextField {...password} name="again" label="New password again" autoComplete="new-password" />
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}
