import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { signInWithPassword } from '../../../lib/auth-on-demand.ts';
import { hasErrors, type SignInErrors, validateSignIn } from '../sign-in-validation.ts';
import type { AuthRequest } from '../use-auth-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { ProblemAlert, problemFor } from './ProblemAlert.tsx';

interface SignInFormProps {
  /** Shared with the sign-in-link form, so switching keeps what was typed. */
  email: string;
  onEmailChange: (email: string) => void;
  /** The page's request to the identity provider (one at a time, whichever button started it). */
  request: AuthRequest;
  /** True while this form's own request runs: its button shows the progress indicator. */
  submitting: boolean;
  onSignedIn: () => void;
}

/** E-mail and password, checked in the browser, then sent to the identity provider. */
export function SignInForm({ email, onEmailChange, request, submitting, onSignedIn }: SignInFormProps) {
  const [password, setPassword] = useState('');
  // Messages appear after the first attempt, then follow every keystroke until fixed.
  const [attempted, setAttempted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const { problem } = request;

  const values = { email, password };
  const errors: SignInErrors = attempted ? validateSignIn(values) : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.pending) return;
    setAttempted(true);
    request.clearProblem();
    const found = validateSignIn(values);
    if (hasErrors(found)) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    const failure = await request.run(() => signInWithPassword(email.trim(), password));
    if (!failure) onSignedIn();
    else if (failure.field === 'email') emailInput.current?.focus();
    else if (failure.field === 'password') passwordInput.current?.focus();
  }

  return (
    <AuthForm label="Sign in" onSubmit={submit}>
      <ProblemAlert problem={problem} fields={['email', 'password']} />
      <EmailField
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          request.clearProblem();
        }}
        error={errors.email ?? problemFor(problem, 'email')}
        inputRef={emailInput}
      />
      <Box>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            request.clearProblem();
          }}
          error={errors.password ?? problemFor(problem, 'password')}
          inputRef={passwordInput}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Link component={RouterLink} to="/reset-password" variant="body2" underline="hover">
            Forgot password?
          </Link>
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={request.pending}>
        Sign in
      </Button>
    </AuthForm>
  );
}
