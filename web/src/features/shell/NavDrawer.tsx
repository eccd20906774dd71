import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { isActive, type NavItem } from './navigation.ts';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  items: readonly NavItem[];
  moreItems: readonly NavItem[];
  pathname: string;
}

/** The menu of phones and tablets (loaded on first open: Drawer brings Modal along). */
export default function NavDrawer({ open, onClose, label, items, moreItems, pathname }: NavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={label} sx={{ width: 260 }}>
        <Typography variant="overline" sx={{ display: 'block', px: 2, pt: 2 }}>
          {label}
        </Typography>
        <List>
          {items.map((item) => (
            <NavEntry key={item.to} item={item} pathname={pathname} onClose={onClose} />
          ))}
        </List>
        {moreItems.length > 0 && (
          <>
            <Divider />
            <List aria-label="More">
              {moreItems.map((item) => (
                <NavEntry key={item.to} item={item} pathname={pathname} onClose={onClose} />
              ))}
            </List>
          </>
        )}
        <Divider />
        <List>
          <ListItemButton component={RouterLink} to="/account" onClick={onClose}>
            <ListItemText primary="Account" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to="/logout" onClick={onClose}>
            <ListItemText primary="Sign out" />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}

function NavEntry({ item, pathname, onClose }: { item: NavItem; pathname: string; onClose: () => void }) {
  return (
    <ListItemButton component={RouterLink} to={item.to} selected={isActive(pathname, item.to)} onClick={onClose}>
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}
