import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signUpWithPassword } from '../../lib/auth-on-demand.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { AuthForm } from './components/AuthForm.tsx';
import { EmailField } from './components/EmailField.tsx';
import { PasswordField } from './components/PasswordField.tsx';
import { ProblemAlert, problemFor } from './components/ProblemAlert.tsx';
import { hasErrors } from './sign-in-validation.ts';
import { MIN_PASSWORD_LENGTH, type SignUpErrors, type SignUpValues, validateSignUp } from './sign-up-validation.ts';
import { useAuthRequest } from './use-auth-request.ts';

/** /signup: creates the identity provider account; a facilitator then assigns the cohort. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const request = useAuthRequest();
  const { problem } = request;
  const [values, setValues] = useState<SignUpValues>({ email: '', password: '', confirmPassword: '' });
  const [attempted, setAttempted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const errors: SignUpErrors = attempted ? validateSignUp(values) : {};

  function update(field: keyof SignUpValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    request.clearProblem();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.pending) return;
    setAttempted(true);
    request.clearProblem();
    const found = validateSignUp(values);
    if (hasErrors(found)) {
      (found.email ? emailInput : found.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    const failure = await request.run(() => signUpWithPassword(values.email.trim(), values.password));
    if (!failure) void navigate('/', { replace: true });
    else if (failure.field === 'email') emailInput.current?.focus();
    else if (failure.field === 'password') passwordInput.current?.focus();
  }

  return (
    <AuthCard
      heading="Create an account"
      intro="Join the Peer Coaching Program with your e-mail address."
      footer={{ prompt: 'Already have an account?', linkText: 'Sign in', to: '/login' }}
    >
      <AuthForm label="Create an account" onSubmit={submit}>
        <ProblemAlert problem={problem} fields={['email', 'password']} />
        <EmailField
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          error={errors.email ?? problemFor(problem, 'email')}
          inputRef={emailInput}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password ?? problemFor(problem, 'password')}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          inputRef={passwordInput}
        />
        <PasswordField
          label="Confirm password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
          inputRef={confirmInput}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          After you sign up, a program facilitator adds you to your cohort. Your calendar and coaching pair appear once
          that is done.
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth loading={request.pending}>
          Create account
        </Button>
      </AuthForm>
    </AuthCard>
  );
}
