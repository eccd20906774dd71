/**
 * The current cohort in the staff top bar, as a menu to switch it: a facilitator's cohorts, an
 * admin's grouped by group. Picking one saves it through user_info and every page follows.
 */
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Cohort } from '@peer-coaching/domain';
import { useId, useState, type ReactNode } from 'react';

export interface CohortSwitcherProps {
  cohorts: readonly Cohort[];
  /** Group names by id, for an admin's headings; empty for a facilitator. */
  groupNames: Readonly<Record<string, string>>;
  currentCohort: string | null;
  label: string;
  busy: boolean;
  onPick: (cohort: Cohort) => void;
}

export function CohortSwitcher({ cohorts, groupNames, currentCohort, label, busy, onPick }: CohortSwitcherProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const groups = [...new Set(cohorts.map((c) => c.group))];
  const items: ReactNode[] = groups.flatMap((group) => [
    ...(groups.length > 1 ? [<ListSubheader key={`group-${group}`}>{groupNames[group] ?? group}</ListSubheader>] : []),
    ...cohorts
      .filter((c) => c.group === group)
      .map((cohort) => (
        <MenuItem
          key={cohort.id}
          selected={cohort.id === currentCohort}
          onClick={() => {
            setAnchor(null);
            if (cohort.id !== currentCohort) onPick(cohort);
          }}
        >
          {cohort.name}
        </MenuItem>
      )),
  ]);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Current cohort: ${label}. Switch cohort`}
        disabled={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: { xs: 150, sm: 260 }, minWidth: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
    </>
  );
}
