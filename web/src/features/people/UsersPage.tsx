/**
 * /user for facilitators and admins (docs/users.md): the people of the groups they run, live, with
 * the spec's filter (confirmed by default; invited, deactivated, all), a cohort, a role and a
 * search, sorted by last name ignoring case; every filter is applied by the server, which sends
 * one page of 25 at a time ("Show more" adds 25). A person's profile opens at `?id=` (a reload
 * keeps it); from there Edit and Deactivate / Reactivate. Invite one or many, and graduate a cohort.
 */
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MailIcon from '@mui/icons-material/Mail';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_USER_FILTER,
  peopleCount,
  ROLES,
  USER_FILTERS,
  type Role,
  type UserFilter,
} from '@peer-coaching/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../components/Notifications.tsx';
import { ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useSession } from '../session/index.ts';
import {
  PEOPLE_PAGE_SIZE,
  usePeopleCounts,
  usePeopleCountsRefresh,
  usePeoplePage,
  usePerson,
} from './api/use-people.ts';
import { GraduateDialog } from './components/GraduateDialog.tsx';
import { InviteDialog } from './components/InviteDialog.tsx';
import { PeopleGrid, type PaginationModel } from './components/PeopleGrid.tsx';
import { PersonProfile } from './components/PersonProfile.tsx';
import { FILTER_LABELS, ROLE_LABELS } from './people-rows.ts';

/** The search as typed, settled: the server is asked once typing pauses, not at every key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export default function UsersPage() {
  const user = useSession((s) => s.context.user)!;
  const cohorts = useSession((s) => s.context.cohorts);
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<UserFilter>(DEFAULT_USER_FILTER);
  // The cohort filter starts on the current cohort (the top bar's), and follows it when it changes.
  const [cohortPick, setCohortPick] = useState<{ for: string | null; value: string } | null>(null);
  const [role, setRole] = useState<Role | 'all'>('peer');
  const [search, setSearch] = useState('');
  const settledSearch = useSettled(search);
  const [dialog, setDialog] = useState<'invite' | 'graduate' | null>(null);
  const filterLabelId = useId();

  const groups = useMemo(() => (scopeLoaded ? user.group_list : []), [scopeLoaded, user.group_list]);
  const myCohorts = useMemo(
    () => cohorts.filter((c) => groups.includes(c.group)).sort((a, b) => a.name.localeCompare(b.name)),
    [cohorts, groups],
  );
  const cohortNames = useMemo(() => Object.fromEntries(cohorts.map((c) => [c.id, c.name])), [cohorts]);
  const current = scopeLoaded ? user.current_cohort : null;
  const cohort =
    cohortPick && cohortPick.for === current
      ? cohortPick.value
      : myCohorts.some((c) => c.id === current)
        ? current!
        : 'all';
  const setCohort = (value: string) => setCohortPick({ for: current, value });
  // A chosen cohort asks its group only; "All cohorts" asks each group the caller runs.
  const cohortGroup = myCohorts.find((c) => c.id === cohort)?.group;
  const queryGroups = cohort !== 'all' && cohortGroup ? [cohortGroup] : groups;
  const rest = { cohort: cohort === 'all' ? null : cohort, role, search: settledSearch };
  const filtersKey = [queryGroups.join(','), status, rest.cohort, role, settledSearch].join('|');
  // The list is paged by the server: page p of size n asks for the first (p + 1) × n people. Back
  // to the first page whenever the filters change.
  const [paging, setPaging] = useState<{ for: string; model: PaginationModel } | null>(null);
  const pagination = paging?.for === filtersKey ? paging.model : { page: 0, pageSize: PEOPLE_PAGE_SIZE };
  const size = (pagination.page + 1) * pagination.pageSize;
  const people = usePeoplePage(queryGroups, { ...rest, status }, size);
  const counts = usePeopleCounts(queryGroups, rest, people.data).data;
  usePeopleCountsRefresh(people.data);
  const loaded = people.data?.people ?? [];
  const shown = loaded.slice(pagination.page * pagination.pageSize);

  const openId = params.get('id');
  const opened = usePerson(openId);
  const openProfile = (id: string) => setParams({ id });
  const closeProfile = () => setParams({});

  return (
    <>
      <StaffPageHeader
        title="Users"
        subtitle="Everyone in the groups you run: invite, edit, deactivate, graduate."
        action={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<SchoolIcon aria-hidden />} onClick={() => setDialog('graduate')}>
              Graduate a cohort
            </Button>
            <Button variant="outlined" component={RouterLink} to="/user/emails" startIcon={<MailIcon aria-hidden />}>
              Group e-mails
            </Button>
            <Button variant="contained" startIcon={<GroupAddIcon aria-hidden />} onClick={() => setDialog('invite')}>
              Invite
            </Button>
          </Stack>
        }
      />

      <Box component="section" aria-label="Filters" sx={{ mb: 2 }}>
        <Typography id={filterLabelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Show
        </Typography>
        <ToggleButtonGroup
          value={status}
          exclusive
          size="small"
          aria-labelledby={filterLabelId}
          onChange={(_, next: UserFilter | null) => next && setStatus(next)}
          sx={{ flexWrap: 'wrap', mb: 1.5 }}
        >
          {USER_FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter} sx={{ textTransform: 'none', px: 1.5 }}>
              {FILTER_LABELS[filter]} ({counts ? counts[filter] : '…'})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr' },
          }}
        >
          <TextField
            label="Search by name or e-mail"
            type="search"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            helperText="The start of a last name, or a whole e-mail address"
            sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
          />
          <TextField select label="Cohort" size="small" value={cohort} onChange={(e) => setCohort(e.target.value)}>
            <MenuItem value="all">All cohorts</MenuItem>
            {myCohorts.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Role"
            size="small"
            value={role}
            onChange={(e) => setRole(e.target.value as Role | 'all')}
          >
            <MenuItem value="all">All roles</MenuItem>
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABELS[r]}s
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>

      {people.status === 'loading' ? (
        <LoadingRows label="Loading the people of your groups" rows={6} height={40} />
      ) : people.status === 'error' ? (
        <ErrorMessage>Error fetching users</ErrorMessage>
      ) : (
        <PeopleGrid
          people={shown}
          cohortNames={cohortNames}
          onOpen={openProfile}
          pagination={pagination}
          more={people.data?.more ?? false}
          onPaginationChange={(model) => setPaging({ for: filtersKey, model })}
        />
      )}

      {openId && opened.status !== 'loading' && (
        <PersonProfile
          person={opened.data ?? null}
          cohorts={myCohorts}
          cohortNames={cohortNames}
          caller={user}
          onClose={closeProfile}
        />
      )}
      {dialog === 'invite' && (
        <InviteDialog
          cohorts={myCohorts}
          defaultCohort={user.current_cohort}
          knownEmails={new Set(shown.map((p) => p.email.toLowerCase()))}
          onClose={() => setDialog(null)}
          onInvited={(count) => {
            setDialog(null);
            setStatus('invited');
            notify(`${peopleCount(count)} invited: an e-mail with a sign-in link is on its way`, 'success');
          }}
        />
      )}
      {dialog === 'graduate' && (
        <GraduateDialog
          cohorts={myCohorts.filter((c) => !c.alumni)}
          onClose={() => setDialog(null)}
          onGraduated={(count, name) => {
            setDialog(null);
            notify(`${peopleCount(count)} of ${name} moved to the alumni cohort`, 'success');
          }}
        />
      )}
    </>
  );
}
