import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { completeEmailLinkSignIn } from '../../../lib/auth-on-demand.ts';
import { rememberedLinkEmail } from '../../../lib/auth-memory.ts';
import { AUTH_ERROR_MESSAGES } from '../auth-errors.ts';
import { emailProblem } from '../sign-in-validation.ts';
import type { AuthRequest } from '../use-auth-request.ts';
import { AuthForm } from './AuthForm.tsx';
import { EmailField } from './EmailField.tsx';
import { ProblemAlert, problemFor } from './ProblemAlert.tsx';

/** The provider says 'invalid-email' when the address differs from the link's (the shape was checked). */
const NOT_THE_LINK_EMAIL = 'This is not the e-mail address the link was sent to. Check it, or ask for a new link.';

interface EmailLinkCompletionProps {
  /** The address of this page, which carries the one-time code. */
  href: string;
  request: AuthRequest;
  onSignedIn: () => void;
  /** Leaves the link behind and shows the ordinary sign-in page. */
  onStartOver: () => void;
}

/**
 * /login opened from an e-mailed sign-in link. On the device that asked for the link the address
 * is remembered and sign-in finishes by itself; elsewhere the provider needs the address again
 * (so a forwarded link is not enough), and the person is asked to type it.
 */
export function EmailLinkCompletion({ href, request, onSignedIn, onStartOver }: EmailLinkCompletionProps) {
  const [remembered] = useState(rememberedLinkEmail);
  const [email, setEmail] = useState(remembered ?? '');
  const [attempted, setAttempted] = useState(false);
  // Whether to ask for the address: at once without a remembered one, or after it was refused.
  const [asking, setAsking] = useState(remembered === null);
  const started = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const { problem, run } = request;

  useEffect(() => {
    // The code works once, so the effect must not run it twice (StrictMode mounts twice in dev).
    if (remembered === null || started.current) return;
    started.current = true;
    void run(() => completeEmailLinkSignIn(remembered, href)).then((failure) => {
      if (!failure) onSignedIn();
      else if (failure.field === 'email') setAsking(true);
    });
  }, [remembered, href, run, onSignedIn]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.pending) return;
    setAttempted(true);
    request.clearProblem();
    if (emailProblem(email)) {
      emailInput.current?.focus();
      return;
    }
    const failure = await run(() => completeEmailLinkSignIn(email.trim(), href));
    if (!failure) onSignedIn();
    else if (failure.field === 'email') emailInput.current?.focus();
  }

  async function retry() {
    if (remembered === null) return;
    const failure = await run(() => completeEmailLinkSignIn(remembered, href));
    if (!failure) onSignedIn();
    else if (failure.field === 'email') setAsking(true);
  }

  if (!asking) {
    // A used or expired link stays so; anything else (the network, say) may pass on a retry.
    const canRetry = problem !== null && problem.message !== AUTH_ERROR_MESSAGES.linkExpired;
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <ProblemAlert problem={problem} fields={[]} />
        {problem ? (
          <>
            {canRetry && (
              <Button variant="contained" size="large" fullWidth onClick={() => void retry()}>
                Try again
              </Button>
            )}
            <Button variant={canRetry ? 'text' : 'contained'} size="large" fullWidth onClick={onStartOver}>
              Back to sign in
            </Button>
          </>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>Signing you in with your link…</Typography>
          </Box>
        )}
      </Box>
    );
  }

  const error = attempted ? emailProblem(email) : undefined;
  return (
    <AuthForm label="Finish signing in with the link" onSubmit={submit}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        To finish signing in, type the e-mail address the link was sent to.
      </Typography>
      <ProblemAlert problem={problem} fields={['email']} />
      <EmailField
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          request.clearProblem();
        }}
        error={
          error ??
          (problem?.message === AUTH_ERROR_MESSAGES.invalidEmail ? NOT_THE_LINK_EMAIL : problemFor(problem, 'email'))
        }
        inputRef={emailInput}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={request.pending}>
        Sign in
      </Button>
      <Button variant="text" onClick={onStartOver} disabled={request.pending}>
        Sign in another way
      </Button>
    </AuthForm>
  );
}
