import Google from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isEmailSignInLink, mayBeEmailSignInLink, signInWithGoogle } from '../../lib/auth-on-demand.ts';
import { afterSignInPath } from './after-sign-in.ts';
import { AuthCard } from './components/AuthCard.tsx';
import { EmailLinkCompletion } from './components/EmailLinkCompletion.tsx';
import { SignInForm } from './components/SignInForm.tsx';
import { SignInLinkForm } from './components/SignInLinkForm.tsx';
import { useAuthRequest } from './use-auth-request.ts';

type Method = 'password' | 'link' | 'google';

/**
 * /login: the public sign-in page (spec section 2): password, Google, or a link by e-mail; also
 * where such a link lands. Default export for React.lazy.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const request = useAuthRequest();
  const [email, setEmail] = useState('');
  const [form, setForm] = useState<'password' | 'link'>('password');
  // The method whose button shows progress; the others are only disabled meanwhile.
  const [method, setMethod] = useState<Method>('password');
  const { clearProblem } = request;

  const from = location.state as unknown;
  const onSignedIn = useCallback(() => void navigate(afterSignInPath(from), { replace: true }), [navigate, from]);
  // Reading the address on every render is cheap, and useLocation re-renders after navigation.
  const href = window.location.href;
  const link = useEmailSignInLink(href);

  function switchTo(next: 'password' | 'link') {
    clearProblem();
    setMethod(next);
    setForm(next);
  }

  async function google() {
    setMethod('google');
    const failure = await request.run(signInWithGoogle);
    if (!failure) onSignedIn();
    else setMethod(form);
  }

  const footer = { prompt: 'New to the program?', linkText: 'Create an account', to: '/signup' };

  if (link === 'checking') {
    return (
      <AuthCard heading="Sign in" intro="Welcome back to the Peer Coaching Program.">
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Checking your sign-in link…</Typography>
        </Box>
      </AuthCard>
    );
  }

  if (link === 'link') {
    return (
      <AuthCard heading="Sign in" intro="Welcome back to the Peer Coaching Program.">
        <EmailLinkCompletion
          href={href}
          request={request}
          onSignedIn={onSignedIn}
          onStartOver={() => {
            clearProblem();
            void navigate('/login', { replace: true });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard heading="Sign in" intro="Welcome back to the Peer Coaching Program." footer={footer}>
      {form === 'password' ? (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          request={request}
          submitting={request.pending && method === 'password'}
          onSignedIn={onSignedIn}
        />
      ) : (
        <SignInLinkForm
          email={email}
          onEmailChange={setEmail}
          request={request}
          submitting={request.pending && method === 'link'}
          onUsePassword={() => switchTo('password')}
        />
      )}
      <Divider sx={{ my: 3, typography: 'body2', color: 'text.secondary' }}>or</Divider>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<Google />}

          loading={request.pending && method === 'google'}
          loadingPosition="start"
          disabled={request.pending}
          onClick={() => void google()}
        >
          Sign in with Google
        </Button>
        {form === 'password' && (
          <Button variant="text" size="large" fullWidth disabled={request.pending} onClick={() => switchTo('link')}>
            E-mail me a sign-in link
          </Button>
        )}
      </Box>
    </AuthCard>
  );
}

/**
 * Whether /login was opened from an e-mailed sign-in link. Only an address that may be one waits
 * for the identity provider's SDK to decide; if the SDK cannot load, the ordinary form shows and
 * its first call reports the problem.
 */
function useEmailSignInLink(href: string): 'checking' | 'link' | 'not-link' {
  const maybeLink = mayBeEmailSignInLink(href);
  const [verdict, setVerdict] = useState<{ href: string; isLink: boolean } | null>(null);
  useEffect(() => {
    if (!maybeLink) return;
    let current = true;
    isEmailSignInLink(href).then(
      (isLink) => {
        if (current) setVerdict({ href, isLink });
      },
      () => {
        if (current) setVerdict({ href, isLink: false });
      },
    );
    return () => {
      current = false;
    };
  }, [href, maybeLink]);

  if (!maybeLink) return 'not-link';
  if (verdict?.href !== href) return 'checking';
  return verdict.isLink ? 'link' : 'not-link';
}
