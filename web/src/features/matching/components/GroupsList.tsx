/**
 * A round's groups (docs/matching.md): each pair or trio with its score and the parts that explain
 * it, and, on a draft, a lock switch and a menu on each person to swap them with someone of
 * another group; the same swap by drag and drop, with the mouse, touch or keyboard (SwapDnd).
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchingRound } from '@peer-coaching/domain';
import { useState } from 'react';
import { signed } from '../matching-view.ts';
import { SwapDnd, SwapPerson } from './SwapDnd.tsx';

interface GroupsListProps {
  round: Pick<MatchingRound, 'groups' | 'unmatched'>;
  names: ReadonlyMap<string, string>;
  /** Given on a draft: swap two people, lock or unlock a group. */
  editing?: {
    busy: boolean;
    onSwap: (a: string, b: string) => void;
    onLock: (index: number, locked: boolean) => void;
  };
}

export function GroupsList({ round, names, editing }: GroupsListProps) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; id: string; group: number } | null>(null);
  const nameOf = (id: string) => names.get(id) ?? 'Someone no longer in the cohort';
  const others = menu
    ? round.groups.flatMap((g, gi) =>
        gi === menu.group || g.locked ? [] : g.members.map((id) => ({ id, group: gi + 1 })),
      )
    : [];
  const groupOf = new Map(
    round.groups.flatMap((g, gi) => (g.locked ? [] : g.members.map((id) => [id, gi + 1] as const))),
  );
  const list = (
    <List disablePadding aria-label="Groups">
      {round.groups.map((group, index) => (
        <ListItem
          key={group.members.join(' ')}
          divider={index < round.groups.length - 1}
          data-group={index + 1}
          sx={{ px: 0, py: 1.5, display: 'block' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 700, mr: 0.5 }}>
              {group.members.length === 3 ? 'Trio' : 'Pair'} {index + 1}
            </Typography>
            {group.members.map((id) =>
              editing && !group.locked ? (
                <SwapPerson key={id} id={id} group={index + 1} name={nameOf(id)} disabled={editing.busy}>
                  <Button
                    size="small"
                    variant="outlined"
                    endIcon={<ArrowDropDownIcon aria-hidden />}
                    aria-haspopup="menu"
                    aria-label={`${nameOf(id)}: swap with someone`}
                    disabled={editing.busy}
                    onClick={(e) => setMenu({ anchor: e.currentTarget, id, group: index })}
                    sx={{ textTransform: 'none' }}
                  >
                    {nameOf(id)}
                  </Button>
                </SwapPerson>
              ) : (
                <Chip key={id} label={nameOf(id)} variant="outlined" />
              ),
            )}
            <Box sx={{ flexGrow: 1 }} />
            <Typography sx={{ fontWeight: 700 }} aria-label={`Score ${group.score}`}>
              {signed(group.score)}
            </Typography>
            {editing ? (
              <Button
                size="small"
                variant={group.locked ? 'contained' : 'outlined'}
                color={group.locked ? 'secondary' : 'inherit'}
                aria-pressed={group.locked}
                disabled={editing.busy}
                onClick={() => editing.onLock(index, !group.locked)}
                aria-label={`Lock ${group.members.length === 3 ? 'trio' : 'pair'} ${index + 1}`}
                startIcon={group.locked ? <LockIcon aria-hidden /> : <LockOpenIcon aria-hidden />}
              >
                {group.locked ? 'Locked' : 'Lock'}
              </Button>
            ) : (
              group.locked && <Chip size="small" icon={<LockIcon aria-hidden />} label="Locked" />
            )}
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }} aria-label="Why this score">
            {group.parts.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Nothing in common and nothing against (no answers, or none that count).
              </Typography>
            ) : (
              group.parts.map((part, i) => (
                <Chip
                  key={`${part.label}-${i}`}
                  size="small"
                  label={part.label}
                  color={part.points < 0 ? 'warning' : 'default'}
                  variant={part.points < 0 ? 'outlined' : 'filled'}
                />
              ))
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
  return (
    <>
      {editing ? (
        <SwapDnd groupOf={groupOf} nameOf={nameOf} onSwap={editing.onSwap}>
          {list}
        </SwapDnd>
      ) : (
        list
      )}
      {round.unmatched.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Not placed (no one they may be grouped with): {round.unmatched.map(nameOf).join(', ')}
        </Typography>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <ListSubheader>Swap {menu ? nameOf(menu.id) : ''} with</ListSubheader>
        {others.length === 0 && <MenuItem disabled>No one: every other group is locked</MenuItem>}
        {others.map((other) => (
          <MenuItem
            key={other.id}
            onClick={() => {
              const from = menu!.id;
              setMenu(null);
              editing?.onSwap(from, other.id);
            }}
          >
            {nameOf(other.id)} (group {other.group})
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
