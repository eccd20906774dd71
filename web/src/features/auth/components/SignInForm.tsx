import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from './FormField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { hasErrors, type SignInErrors, type SignInValues, validateSignIn } from '../sign-in-validation.ts';

/**
 * Email and password, checked in the browser. Signing in with the identity provider arrives with
 * the Firebase client; until then a valid form says so instead of pretending to work.
 */
export function SignInForm() {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  // Messages appear after the first attempt, then follow every keystroke until fixed.
  const [attempted, setAttempted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const errors: SignInErrors = attempted ? validateSignIn(values) : {};

  function update(field: keyof SignInValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setNotice(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = validateSignIn(values);
    if (hasErrors(found)) {
      setNotice(null);
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setNotice('Sign-in is not available yet in this build.');
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in" sx={{ display: 'grid', gap: 2.5 }}>
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <FormField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        error={errors.email}
        inputRef={emailInput}
      />
      <Box>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
          error={errors.password}
          inputRef={passwordInput}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Link component={RouterLink} to="/reset-password" variant="body2" underline="hover">
            Forgot password?
          </Link>
        </Box>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth>
        Sign in
      </Button>
    </Box>
  );
}
