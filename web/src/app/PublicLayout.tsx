import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ThemeModeToggle } from '../theme/ThemeModeToggle.tsx';
import { BrandMark } from '../components/BrandMark.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * The sign-in card index.html draws before any JavaScript runs (its app shell), when it does:
 * React replaces the shell on its first render, and the sign-in page shows this same element
 * until its code has arrived, so the heading never blinks (docs/decisions.md).
 */
const appShellCard = document.documentElement.dataset.appShell ? document.getElementById('app-shell-card') : null;

/** What a public page shows while its code loads: the app shell's card on /login, else a spinner. */
function PageFallback() {
  const { pathname } = useLocation();
  if (appShellCard && /^\/login\/?$/.test(pathname)) return <AppShellCard card={appShellCard} />;
  return <CircularProgress aria-label="Loading page" sx={{ m: 'auto' }} />;
}

function AppShellCard({ card }: { card: HTMLElement }) {
  // `display: contents` leaves the card itself as the flex item, as the page's own card will be.
  const adopt = useCallback((box: HTMLDivElement | null) => void box?.append(card), [card]);
  return <div ref={adopt} style={{ display: 'contents' }} />;
}

/** The frame of the pages anyone may open: a slim header and one centred <main>. */
export function PublicLayout() {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        // A soft wash of the two brand colours behind the cards.
        backgroundImage: `radial-gradient(circle at 12% 0%, rgba(25, 118, 210, 0.14), transparent 45%),
          radial-gradient(circle at 100% 100%, rgba(12, 30, 103, 0.12), transparent 50%)`,
        ...theme.applyStyles('dark', {
          backgroundImage: `radial-gradient(circle at 12% 0%, rgba(25, 118, 210, 0.22), transparent 45%),
            radial-gradient(circle at 100% 100%, rgba(144, 202, 249, 0.08), transparent 50%)`,
        }),
      })}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <BrandMark sx={{ fontSize: 32 }} />
        <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Peer Coaching Program
        </Typography>
        <ThemeModeToggle />
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: { xs: 'flex-start', sm: 'center' },
          px: 2,
          pt: { xs: 2, sm: 4 },
          pb: { xs: 4, sm: 10 },
        }}
      >
        {/* Errors of a public page (its chunk failed to load, say) render inside this frame. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}
