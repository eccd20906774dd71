import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Any path the app does not know (spec section 2: "Any other path shows an error page"). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 440, textAlign: 'center' }}>
      <title>Page not found · Peer Coaching Program</title>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <SearchOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          Page not found
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          There is no page at <strong>{pathname}</strong>. Check the address, or go back to the home page.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Back to the home page
        </Button>
      </CardContent>
    </Card>
  );
}
