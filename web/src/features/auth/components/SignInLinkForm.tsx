import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { sendSignInLink } from '../../../lib/auth-on-demand.ts';
import type { AuthRequest } from '../use-auth-request.ts';
import { useEmailSend } from '../use-email-send.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
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
  const { problem } = request;
  const { error, sentTo, emailInput, submit } = useEmailSend(email, request, sendSignInLink);

  return (
    <AuthForm label="E-mail me a sign-in link" onSubmit={submit}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        We will e-mail you a link that signs you in, no password needed. Open it on this device.
      </Typography>
      <ProblemAlert problem={problem} fields={['email']} />
      {sentTo && <Alert severity="success">Check your e-mail: we sent a sign-in link to {sentTo}.</Alert>}
      <EmailField
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
    </AuthForm>
  );
}
