import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { preloadAuth } from '../../../lib/auth-on-demand.ts';

interface AuthCardProps {
  /** The page's <h1>; the document title becomes "<heading> · Peer Coaching Program". */
  heading: string;
  /** One sentence under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** A line under a divider that leads to the neighbouring page: "New to the program? Create an account". */
  footer?: { prompt: string; linkText: string; to: string };
}

/**
 * The card shared by the sign-in, sign-up, password-reset and sign-out pages. A pointer over it, a
 * tap or a focus inside it starts downloading the identity provider's SDK, so that it is there by
 * the time the form is sent.
 */
export function AuthCard({ heading, intro, children, footer }: AuthCardProps) {
  return (
    <Card
      onPointerEnter={preloadAuth}
      onPointerDownCapture={preloadAuth}
      onFocusCapture={preloadAuth}
      elevation={0}
      sx={(theme) => ({
        width: '100%',
        maxWidth: 440,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 40px rgba(12, 30, 103, 0.10)',
        ...theme.applyStyles('dark', { boxShadow: '0 12px 40px rgba(0, 0, 0, 0.45)' }),
      })}
    >
      <title>{`${heading} · Peer Coaching Program`}</title>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {heading}
        </Typography>
        {intro && <Typography sx={{ color: 'text.secondary', mb: 4 }}>{intro}</Typography>}
        {children}
        {footer && (
          <>
            <Divider sx={{ my: 3 }} />
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {footer.prompt}{' '}
              <Link component={RouterLink} to={footer.to} underline="hover" sx={{ fontWeight: 600 }}>
                {footer.linkText}
              </Link>
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
