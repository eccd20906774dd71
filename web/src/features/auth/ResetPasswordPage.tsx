import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { sendPasswordReset } from '../../lib/auth-on-demand.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { AuthForm } from './components/AuthForm.tsx';
import { EmailField } from './components/EmailField.tsx';
import { ProblemAlert, problemFor } from './components/ProblemAlert.tsx';
import { useAuthRequest } from './use-auth-request.ts';
import { useEmailSend } from './use-email-send.ts';

/**
 * /reset-password: asks the identity provider to e-mail a reset link. The answer is the same
 * whether or not an account exists, so the page cannot be used to find out who has one.
 */
export default function ResetPasswordPage() {
  const request = useAuthRequest();
  const { problem } = request;
  const [email, setEmail] = useState('');
  // Without e-mail enumeration protection the provider says 'user-not-found': answer as if sent.
  const { error, sentTo, emailInput, submit } = useEmailSend(email, request, sendPasswordReset, ['user-not-found']);

  return (
    <AuthCard
      heading="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={{ prompt: 'Remembered it?', linkText: 'Back to sign in', to: '/login' }}
    >
      <AuthForm label="Reset your password" onSubmit={submit}>
        <ProblemAlert problem={problem} fields={['email']} />
        {sentTo && <Alert severity="success">If an account exists for {sentTo}, a reset link is on its way.</Alert>}
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            request.clearProblem();
          }}
          error={error ?? problemFor(problem, 'email')}
          inputRef={emailInput}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={request.pending}>
          {sentTo ? 'Send the link again' : 'Send reset link'}
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
