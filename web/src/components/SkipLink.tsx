/**
 * "Skip to content": the first stop of the keyboard on every page, hidden until it has the focus.
 * Keyboard users pass the top bar's links and menus in one key instead of four or more.
 */
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';

/** The id of the page's <main>, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Props for the page's <main>: the skip link's target, focusable by script only, without a ring. */
export const mainContentProps = {
  id: MAIN_CONTENT_ID,
  tabIndex: -1,
} as const;

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
