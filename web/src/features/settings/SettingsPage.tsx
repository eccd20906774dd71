/**
 * /settings for facilitators and admins: a group's settings, one section per tab
 * (`/settings?section=<id>`, sections.ts), for the group picked at the top (the current group
 * from the session to begin with; a facilitator's groups, or every group for an admin): the
 * certificate, the program, the cohorts, the reminder schedule, the facilitators, the pages
 * and e-mails, and the history of staff changes.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { emptyRequirements } from '@peer-coaching/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useSession } from '../session/index.ts';
import { useCertificateRequirements, useSaveCertificateRequirements } from './api/certificate-settings.ts';
import { useGroupNames } from './api/group-names.ts';
import { setRole, useFacilitatorCandidates, useGroupFacilitators } from './api/group-facilitators.ts';
import { useProgramSettings, useSaveProgramSettings } from './api/program-settings.ts';
import { useCohortWrites, useGroupCohorts } from './api/cohorts.ts';
import { useAuditLog } from './api/audit-log.ts';
import { CertificateSection } from './components/CertificateSection.tsx';
import { CohortsSection } from './components/CohortsSection.tsx';
import { FacilitatorsSection } from './components/FacilitatorsSection.tsx';
import { HistorySection, historyQueryOf, NO_HISTORY_FILTER } from './components/HistorySection.tsx';
import { ProgramSection } from './components/ProgramSection.tsx';
import { sectionOf, SETTINGS_SECTIONS } from './sections.ts';

// Pages and e-mails (docs/pages.md): the editor and its Markdown renderer load with their tab.
const PagesEditor = lazy(() => import('../pages/index.ts').then((m) => m.loadPagesEditor()));

export default function SettingsPage() {
  const user = useSession((s) => s.context.user)!;
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));

  // A facilitator runs the groups of their group_list; an admin every group.
  const groupIds = user.role === 'admin' ? user.group : user.group_list;
  const nameOf = useGroupNames(groupIds);
  const [picked, setPicked] = useState<string | null>(null);
  const group =
    picked ?? (user.current_group && groupIds.includes(user.current_group) ? user.current_group : groupIds[0]) ?? null;
  const [dirty, setDirty] = useState(false);

  return (
    <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto' }}>
      <StaffPageHeader
        title="Settings"
        subtitle="How a group runs its program."
        action={
          groupIds.length > 0 && (
            <TextField
              select
              size="small"
              label="Group"
              value={group ?? ''}
              onChange={(e) => setPicked(e.target.value)}
              disabled={dirty}
              helperText={dirty ? 'Save or discard your changes to switch' : undefined}
              sx={{ minWidth: 220 }}
            >
              {groupIds.map((id) => (
                <MenuItem key={id} value={id}>
                  {nameOf(id)}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      <Tabs
        value={section}
        onChange={(_, next: string) => setParams({ section: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Settings sections"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SETTINGS_SECTIONS.map((s) => (
          <Tab
            key={s.id}
            value={s.id}
            label={s.label}
            id={`settings-tab-${s.id}`}
            aria-controls={`settings-panel-${s.id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`settings-panel-${section}`} aria-labelledby={`settings-tab-${section}`}>
        {group === null ? (
          <Alert severity="info">You do not run any group yet, so there is nothing to set.</Alert>
        ) : (
          (section === 'certificate' && (
            <CertificateSettings key={group} group={group} groupName={nameOf(group)} onDirtyChange={setDirty} />
          )) ||
          ((section === 'program' || section === 'reminders') && (
            <ProgramSettings
              key={`${group}-${section}`}
              part={section}
              group={group}
              groupName={nameOf(group)}
              onDirtyChange={setDirty}
            />
          )) ||
          (section === 'cohorts' && <GroupCohorts key={group} group={group} groupName={nameOf(group)} />) ||
          (section === 'facilitators' && (
            <GroupFacilitators
              key={group}
              group={group}
              groupName={nameOf(group)}
              isAdmin={user.role === 'admin'}
              myId={user.id}
            />
          )) ||
          (section === 'history' && <GroupHistory key={group} group={group} groupName={nameOf(group)} />) ||
          (section === 'pages' && (
            <Suspense fallback={<LoadingRows label="Loading the editor" rows={3} height={120} />}>
              <PagesEditor key={group} group={group} groupName={nameOf(group)} onDirtyChange={setDirty} />
            </Suspense>
          ))
        )}
      </Box>
    </Box>
  );
}

function CertificateSettings({
  group,
  groupName,
  onDirtyChange,
}: {
  group: string;
  groupName: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const requirements = useCertificateRequirements(group);
  const save = useSaveCertificateRequirements();
  if (requirements.isPending) return <LoadingRows label="Loading the certificate requirements" rows={7} height={120} />;
  if (requirements.isError) {
    return (
      <Alert severity="error">The certificate requirements could not be loaded: {requirements.error.message}</Alert>
    );
  }
  return (
    <CertificateSection
      groupName={groupName}
      initial={requirements.data ?? emptyRequirements()}
      isNew={requirements.data === null}
      onSave={(next) => save(group, next)}
      onDirtyChange={onDirtyChange}
    />
  );
}

function ProgramSettings({
  part,
  group,
  groupName,
  onDirtyChange,
}: {
  part: 'program' | 'reminders';
  group: string;
  groupName: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const settings = useProgramSettings(group);
  const save = useSaveProgramSettings();
  if (settings.isPending) return <LoadingRows label="Loading the program settings" rows={3} height={56} />;
  if (settings.isError) {
    return <Alert severity="error">The program settings could not be loaded: {settings.error.message}</Alert>;
  }
  return (
    <ProgramSection
      part={part}
      groupName={groupName}
      initial={settings.data}
      onSave={(next) => save(group, next)}
      onDirtyChange={onDirtyChange}
    />
  );
}

function GroupHistory({ group, groupName }: { group: string; groupName: string }) {
  const [filter, setFilter] = useState(NO_HISTORY_FILTER);
  const entries = useAuditLog({ group, ...historyQueryOf(filter) });
  const facilitators = useGroupFacilitators(group);
  const people = (facilitators.data ?? []).map((p) => ({
    id: p.id,
    label: `${p.first_name} ${p.last_name}`.trim() || p.email,
  }));
  return (
    <HistorySection groupName={groupName} people={people} filter={filter} onFilter={setFilter} entries={entries} />
  );
}

function GroupFacilitators(props: { group: string; groupName: string; isAdmin: boolean; myId: string }) {
  const facilitators = useGroupFacilitators(props.group);
  const [search, setSearch] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const candidates = useFacilitatorCandidates(props.group, settled, props.isAdmin);
  return (
    <FacilitatorsSection
      groupName={props.groupName}
      facilitators={facilitators}
      candidates={candidates}
      candidateSearch={search}
      onCandidateSearch={setSearch}
      isAdmin={props.isAdmin}
      myId={props.myId}
      onSetRole={setRole}
    />
  );
}

function GroupCohorts({ group, groupName }: { group: string; groupName: string }) {
  const cohorts = useGroupCohorts(group);
  const writes = useCohortWrites(group);
  return <CohortsSection groupName={groupName} cohorts={cohorts} onCreate={writes.create} onUpdate={writes.update} />;
}
