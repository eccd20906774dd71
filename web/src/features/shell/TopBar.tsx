import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark.tsx';
import { ThemeModeToggle } from '../../theme/ThemeModeToggle.tsx';
import { isActive, type NavItem } from './navigation.ts';

// Menus load on first open: Menu and Drawer bring Popover, Modal and transitions, which a page's
// first paint never needs.
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));
const NavDrawer = lazy(() => import('./NavDrawer.tsx'));
const MoreMenu = lazy(() => import('./MoreMenu.tsx'));

/** A top bar entry, underlined and bold when it is (or, for "More", holds) the current page. */
const navButtonSx = (active: boolean) => ({
  fontWeight: active ? 700 : 500,
  borderBottom: 2,
  borderColor: active ? 'currentColor' : 'transparent',
  borderRadius: 0,
});

export interface TopBarProps {
  /** 'admin' for facilitators and admins, 'participant' for everyone else. */
  variant: 'admin' | 'participant';
  items: readonly NavItem[];
  /** The role's other pages, under "More" (in the drawer on phones). */
  moreItems?: readonly NavItem[];
  /** Shown next to the brand: the cohort being worked on, or whose view this is. */
  context?: string;
  /** Replaces the context text: staff with several cohorts pick the current one here. */
  contextControl?: ReactNode;
  /** Staff get "View as participant" in the account menu. */
  canViewAsParticipant?: boolean;
}

/** The top bar: inline menu on desktop, a drawer on phones and tablets, and the account menu. */
export function TopBar({
  variant,
  items,
  moreItems = [],
  context,
  contextControl,
  canViewAsParticipant = false,
}: TopBarProps) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so that closing still animates.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [accountMenuLoaded, setAccountMenuLoaded] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [moreMenuLoaded, setMoreMenuLoaded] = useState(false);
  const moreActive = moreItems.some((item) => isActive(pathname, item.to));
  const label = variant === 'admin' ? 'Staff menu' : 'Main menu';

  return (
    <AppBar
      position="sticky"
      color={variant === 'admin' ? 'secondary' : 'primary'}
      enableColorOnDark
      data-testid={`${variant}-top-bar`}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={`Open the ${label.toLowerCase()}`}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          aria-label="Peer Coaching home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
        >
          <BrandMark sx={{ fontSize: 28 }} />
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
          >
            Peer Coaching
          </Typography>
        </Box>
        {variant === 'admin' && (
          <Typography
            component="span"
            variant="caption"
            sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.16)' }}
          >
            Staff
          </Typography>
        )}
        <Box
          component="nav"
          aria-label={label}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2, flexGrow: 1 }}
        >
          {items.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              color="inherit"
              aria-current={isActive(pathname, item.to) ? 'page' : undefined}
              sx={navButtonSx(isActive(pathname, item.to))}
            >
              {item.label}
            </Button>
          ))}
          {moreItems.length > 0 && (
            <Button
              color="inherit"
              endIcon={<ExpandMore />}
              aria-haspopup="menu"
              aria-controls={moreAnchor ? `${variant}-more-menu` : undefined}
              aria-expanded={moreAnchor ? 'true' : undefined}
              onClick={(e) => {
                setMoreMenuLoaded(true);
                setMoreAnchor(e.currentTarget);
              }}
              sx={navButtonSx(moreActive)}
            >
              More
            </Button>
          )}
        </Box>
        {moreMenuLoaded && (
          <Suspense fallback={null}>
            <MoreMenu
              id={`${variant}-more-menu`}
              anchor={moreAnchor}
              onClose={() => setMoreAnchor(null)}
              items={moreItems}
              pathname={pathname}
            />
          </Suspense>
        )}
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {contextControl}
        {!contextControl && context && (
          <Typography component="span" variant="body2" noWrap sx={{ maxWidth: { xs: 120, sm: 240 } }}>
            {context}
          </Typography>
        )}
        <ThemeModeToggle />
        <IconButton
          color="inherit"
          aria-label="Account menu"
          aria-haspopup="menu"
          onClick={(e) => {
            setAccountMenuLoaded(true);
            setAccountAnchor(e.currentTarget);
          }}
        >
          <AccountCircleOutlined />
        </IconButton>
        {accountMenuLoaded && (
          <Suspense fallback={null}>
            <AccountMenu
              anchor={accountAnchor}
              onClose={() => setAccountAnchor(null)}
              canViewAsParticipant={canViewAsParticipant}
            />
          </Suspense>
        )}
      </Toolbar>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            label={label}
            items={items}
            moreItems={moreItems}
            pathname={pathname}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
