/**
 * "Skip to content": the first stop of the keyboard on every page, hidden until it has the focus.
 * Keyboard users pass the top bar's links and menus in one key instead of four or more.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { MouseEvent, ReactNode } from 'react';

/** The id of the page's <main>, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's <main>: the skip link's target. Focusable by script only, and without a focus ring,
 * since the focus lands on the whole page rather than on a control.
 */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Container
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      maxWidth="lg"
      sx={{ py: { xs: 2, sm: 3 }, outline: 'none' }}
    >
      {children}
    </Container>
  );
}

// Focus is moved by hand rather than by the fragment: a "#main-content" in the address would be
// a navigation for the router and would stay in the URL that people copy.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      sx={(theme) => ({
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        fontWeight: 600,
        // Out of sight, not display:none, so that it stays in the tab order.
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}` },
      })}
    >
      Skip to content
    </Box>
  );
}
