import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SignInForm } from './components/SignInForm.tsx';

/** /login: the public sign-in page (spec section 2). Default export for React.lazy. */
export default function LoginPage() {
  return (
    <Card
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
      <title>Sign in · Peer Coaching Program</title>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          Sign in
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          Welcome back to the Peer Coaching Program.
        </Typography>
        <SignInForm />
        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          New to the program?{' '}
          <Link component={RouterLink} to="/signup" underline="hover" sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </Typography>
      </CardContent>
    </Card>
  );
}
