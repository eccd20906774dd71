/** A person's photo, or their initials on a coloured disc (docs/account.md, "Photo"). */
import Avatar from '@mui/material/Avatar';
import { initials } from '@peer-coaching/domain';

interface PersonAvatarProps {
  firstName: string;
  lastName: string;
  photo?: string | null;
  size?: number;
}

export function PersonAvatar({ firstName, lastName, photo, size = 32 }: PersonAvatarProps) {
  return (
    <Avatar
      src={photo ?? undefined}
      alt={photo ? `${firstName} ${lastName}` : ''}
      aria-hidden={photo ? undefined : true}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {initials(firstName, lastName)}
    </Avatar>
  );
}
