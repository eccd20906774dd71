import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  canViewAsParticipant: boolean;
}

/** The account menu of the top bar (loaded on first open: Menu brings Popover and Modal along). */
export default function AccountMenu({ anchor, onClose, canViewAsParticipant }: AccountMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to="/account" onClick={onClose}>
        Account
      </MenuItem>
      {canViewAsParticipant && (
        <MenuItem component={RouterLink} to="/user-view" onClick={onClose}>
          View as a participant
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to="/logout" onClick={onClose}>
        Sign out
      </MenuItem>
    </Menu>
  );
}
