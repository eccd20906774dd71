import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/** The brand blue reads at about 3.6:1 on the dark surface; text in it uses the lighter tint there. */
const primaryTextOnDark = (theme: Theme) => theme.applyStyles('dark', { color: 'primary.light' });

export type Program = 'mgh' | 'harvard';

interface ProgramContent {
  name: string;
  welcome: string;
}

const PROGRAMS: Record<Program, ProgramContent> = {
  mgh: {
    name: 'MGH Peer Coaching Program',
    welcome:
      'A year of peer coaching for colleagues at Massachusetts General Hospital: learn to coach, be coached, ' +
      'and grow alongside people who understand your work.',
  },
  harvard: {
    name: 'Harvard Peer Coaching Program',
    welcome:
      'A year of peer coaching for colleagues across Harvard: learn to coach, be coached, and grow alongside ' +
      'people from other corners of the university.',
  },
};

/** The program year, in the order participants live it. */
const YEAR = [
  {
    title: 'Kickoff',
    text: 'The year opens with a kickoff session: you meet your cohort and facilitators, and learn the coaching approach you will practise together.',
  },
  {
    title: 'Coaching pairs',
    text: 'You are matched with a peer from your cohort. You meet regularly to coach each other on goals and challenges you choose.',
  },
  {
    title: 'Check-ins',
    text: 'Cohort check-ins bring everyone back together to share what works and practise on case studies. Missed one? A make-up session keeps you on track.',
  },
  {
    title: 'Office hours',
    text: 'Facilitators hold office hours for anything you want to talk through: a coaching question, your pair, or the program itself.',
  },
  {
    title: 'Certificate',
    text: 'Take part in the sessions, meetings and short surveys along the way, and you finish the year with a certificate of completion.',
  },
] as const;

/** /mgh and /harvard: a welcome for visitors of each program, with the ways in (spec section 2). */
export function ProgramLandingPage({ program }: { program: Program }) {
  const { name, welcome } = PROGRAMS[program];
  return (
    <Card elevation={0} sx={{ width: '100%', maxWidth: 880, border: 1, borderColor: 'divider' }}>
      <title>{name}</title>
      <CardContent sx={{ p: { xs: 3, sm: 6 }, '&:last-child': { pb: { xs: 3, sm: 6 } } }}>
        <Typography
          variant="overline"
          component="p"
          sx={[{ color: 'primary.main', fontWeight: 700 }, primaryTextOnDark]}
        >
          Welcome
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.75rem' } }}>
          {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mt: 2, maxWidth: 640 }}>{welcome}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 2, maxWidth: 640 }}>
          The program runs as a cohort: a group of colleagues who start together, meet through the year and finish
          together, with facilitators to guide the way.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
          <Button component={RouterLink} to="/login" variant="contained" size="large">
            Sign in
          </Button>
          <Button component={RouterLink} to="/signup" variant="outlined" size="large">
            Create an account
          </Button>
        </Box>

        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: { xs: 5, sm: 7 }, mb: 3 }}>
          How the program year works
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {YEAR.map(({ title, text }, index) => (
            <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {index + 1}
              </Box>
              <Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  {text}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: { xs: 5, sm: 6 } }}>
          New to the program? Create an account with your e-mail address; a facilitator then adds you to your cohort.
        </Typography>
      </CardContent>
    </Card>
  );
}
