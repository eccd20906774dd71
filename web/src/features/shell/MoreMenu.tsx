import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { isActive, type NavItem } from './navigation.ts';

export interface MoreMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: readonly NavItem[];
  pathname: string;
}

/** The top bar's "More" menu on desktop (loaded on first open, as the account menu). */
export default function MoreMenu({ id, anchor, onClose, items, pathname }: MoreMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          component={RouterLink}
          to={item.to}
          onClick={onClose}
          selected={isActive(pathname, item.to)}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
