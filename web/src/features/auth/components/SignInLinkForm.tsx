import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { sendSignInLink } from '../../../lib/auth.ts';
import { emailProblem } from '../sign-in-validation.ts';
import type { AuthRequest } from '../use-auth-request.ts';
import { FormField } from './FormField.tsx';
import { ProblemAlert, problemFor } from './ProblemAlert.tsx';

interface SignInLinkFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  request: AuthRequest;
  submitting: boolean;
  onUsePassword: () => void;
}

/** Signing in without a password: the provider e-mails a one-time link that opens /login. */
export function SignInLinkForm({ email, onEmailChange, request, submitting, onUsePassword }: SignInLinkFormProps) {
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const { problem } = request;
  const error = attempted ? emailProblem(email) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.pending) return;
    setAttempted(true);
    setSentTo(null);
    request.clearProblem();
    if (emailProblem(email)) {
      emailInput.current?.focus();
      return;
    }
    const address = email.trim();
    const failure = await request.run(() => sendSignInLink(address));
    if (!failure) setSentTo(address);
    else if (failure.field === 'email') emailInput.current?.focus();
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="E-mail me a sign-in link"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        We will e-mail you a link that signs you in, no password needed. Open it on this device.
      </Typography>
      <ProblemAlert problem={problem} fields={['email']} />
      {sentTo && <Alert severity="success">Check your e-mail: we sent a sign-in link to {sentTo}.</Alert>}
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          request.clearProblem();
        }}
        error={error ?? problemFor(problem, 'email')}
        inputRef={emailInput}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={request.pending}>
        {sentTo ? 'Send the link again' : 'Send sign-in link'}
      </Button>
      <Button variant="text" onClick={onUsePassword} disabled={request.pending}>
        Use my password instead
      </Button>
    </Box>
  );
}
