/**
 * /announcement for facilitators and admins: the current cohort's announcements (live, drafts
 * included), the spec's filter (default 'all'), create, edit, show/hide, delete (confirmed),
 * e-mail, and reorder by drag and drop or keyboard on the whole list. The order is saved through
 * the API and is the order peers see. Statuses (live, scheduled, expired) change at their exact
 * instant through one timer to the next boundary, not by polling. The form and the e-mail dialog
 * load when opened (their date pickers and validation are not needed to read the list).
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ANNOUNCEMENT_FILTER_LABELS,
  ANNOUNCEMENT_FILTERS,
  DEFAULT_FILTERS,
  filterAnnouncements,
  MESSAGES,
  moveItem,
  nextAnnouncementChange,
  peopleCount,
  type Announcement,
  type AnnouncementBody,
  type AnnouncementFilter,
} from '@peer-coaching/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { ConfirmRemovalDialog } from '../../components/forms/ConfirmRemovalDialog.tsx';
import { useNotify } from '../../components/Notifications.tsx';
import { EmptyMessage, ErrorMessage, LoadingRows } from '../../components/SectionStates.tsx';
import { StaffPageHeader } from '../../components/StaffPageHeader.tsx';
import { useNowUntilChange } from '../../components/use-now.ts';
import { currentCohortName, useAlertOnError, useSession } from '../session/index.ts';
import { deleteAnnouncement, reorderAnnouncements, saveAnnouncement } from './api/announcement-calls.ts';
import { useCohortAnnouncementsForStaff } from './api/use-announcements.ts';
import { announcementValues, newAnnouncementValues, withVisible } from './announcement-form.ts';
import { DialogLoading } from '../../components/forms/DialogLoading.tsx';
import type { CohortOption } from './components/AnnouncementFormDialog.tsx';
import { SortableAnnouncementList } from './components/SortableAnnouncementList.tsx';

const AnnouncementFormDialog = lazy(() =>
  import('./components/AnnouncementFormDialog.tsx').then((m) => ({ default: m.AnnouncementFormDialog })),
);
const EmailAnnouncementDialog = lazy(() =>
  import('./components/EmailAnnouncementDialog.tsx').then((m) => ({ default: m.EmailAnnouncementDialog })),
);

type Editing = { mode: 'create' } | { mode: 'edit'; id: string } | null;

const EMPTY: Record<AnnouncementFilter, string> = {
  all: 'No announcements for this cohort yet',
  visible: 'Nothing is visible to peers right now',
  hidden: 'No hidden announcements',
  live: 'No timed announcement is live right now',
  scheduled: 'No scheduled announcements',
  expired: 'No expired announcements',
};

/** The list in `order` when one is set (a reorder on its way), else as it came. */
function inOrder(list: Announcement[], order: string[] | null): Announcement[] {
  if (!order) return list;
  const byId = new Map(list.map((a) => [a.id, a] as const));
  const placed = order.flatMap((id) => byId.get(id) ?? []);
  return [...placed, ...list.filter((a) => !order.includes(a.id))];
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export default function StaffAnnouncementsPage() {
  const user = useSession((s) => s.context.user)!;
  const cohorts = useSession((s) => s.context.cohorts);
  const cohortName = useSession((s) => currentCohortName(s.context));
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  const headingId = useId();

  const group = scopeLoaded ? user.current_group : null;
  const cohort = scopeLoaded && user.current_group ? user.current_cohort : null;
  const announcements = useCohortAnnouncementsForStaff(group, cohort);
  useAlertOnError(announcements.status === 'error', MESSAGES.errorGettingAnnouncements);
  const list = announcements.data ?? [];
  const now = useNowUntilChange((at) => {
    const next = nextAnnouncementChange(list, at);
    return Number.isFinite(next) ? next : null;
  });

  const [filter, setFilter] = useState<AnnouncementFilter>(DEFAULT_FILTERS.announcements);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [emailing, setEmailing] = useState<Announcement | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  // A reorder on its way: shown at once, until the listener delivers the same order (or it fails).
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  if (
    pendingOrder &&
    sameIds(
      list.map((a) => a.id),
      pendingOrder,
    )
  ) {
    setPendingOrder(null);
  }

  const cohortOptions: CohortOption[] = cohorts
    .filter((c) => c.group === user.current_group)
    .map((c) => ({ id: c.id, name: c.name }));
  if (cohort && !cohortOptions.some((c) => c.id === cohort))
    cohortOptions.unshift({ id: cohort, name: cohortName ?? cohort });
  const cohortNames = Object.fromEntries(cohorts.map((c) => [c.id, c.name]));

  const ordered = inOrder(list, pendingOrder);
  const shown = filter === 'all' ? ordered : filterAnnouncements(ordered, filter, now);
  const edited = editing?.mode === 'edit' ? list.find((a) => a.id === editing.id) : undefined;

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (body: AnnouncementBody, email: boolean) => {
    const id = await saveAnnouncement(editing?.mode === 'edit' ? editing.id : null, body);
    notify(editing?.mode === 'edit' ? 'Announcement saved' : `Announcement published: ${body.title.trim()}`, 'success');
    setEditing(null);
    if (email) {
      // The e-mail dialog opens once the listener has the new announcement (it asks who gets it).
      setEmailing({ id, title: body.title.trim() } as Announcement);
    }
  };

  const toggleVisible = async (announcement: Announcement) => {
    setBusy(announcement.id, true);
    try {
      await saveAnnouncement(announcement.id, withVisible(announcement, !announcement.visible, new Date()));
      notify(
        announcement.visible ? `Hidden from peers: ${announcement.title}` : `Shown to peers: ${announcement.title}`,
        'success',
      );
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(announcement.id, false);
    }
  };

  const move = async (from: number, to: number) => {
    const ids = moveItem(
      ordered.map((a) => a.id),
      from,
      to,
    );
    setPendingOrder(ids);
    try {
      await reorderAnnouncements(ids);
    } catch (error) {
      setPendingOrder(null);
      notify(`The new order could not be saved: ${(error as Error).message}`, 'error');
    }
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 1000, mx: 'auto' }}>
      <StaffPageHeader
        title="Announcements"
        overline={cohortName ?? 'No cohort selected'}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setEditing({ mode: 'create' })}
            disabled={cohortOptions.length === 0}
          >
            New announcement
          </Button>
        }
      />
      <Card component="section" variant="outlined" aria-labelledby={headingId}>
        <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 1,
            }}
          >
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {filter === 'all' ? 'All announcements' : `${ANNOUNCEMENT_FILTER_LABELS[filter]} announcements`}
            </Typography>
            <TextField
              select
              size="small"
              label="Show"
              value={filter}
              onChange={(e) => setFilter(e.target.value as AnnouncementFilter)}
              sx={{ minWidth: 180 }}
              slotProps={{ select: { inputProps: { 'data-testid': 'announcement-filter' } } }}
            >
              {ANNOUNCEMENT_FILTERS.map((f) => (
                <MenuItem key={f} value={f}>
                  {ANNOUNCEMENT_FILTER_LABELS[f]} ({filterAnnouncements(list, f, now).length})
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {filter === 'all'
              ? 'Peers see the visible ones in this order. Drag a handle, or focus it and press Space, to move an announcement.'
              : 'Choose All to change the order.'}
          </Typography>
          {announcements.status === 'error' ? (
            <ErrorMessage>The announcements could not be loaded.</ErrorMessage>
          ) : announcements.status === 'loading' || !scopeLoaded ? (
            <LoadingRows label="Loading announcements" rows={3} height={96} />
          ) : shown.length === 0 ? (
            <EmptyMessage>{EMPTY[filter]}</EmptyMessage>
          ) : (
            <SortableAnnouncementList
              announcements={shown}
              now={now}
              cohortNames={cohortNames}
              sortable={filter === 'all' && shown.length > 1}
              busyIds={busyIds}
              label={`${ANNOUNCEMENT_FILTER_LABELS[filter]} announcements of ${cohortName ?? 'the cohort'}`}
              onMove={(from, to) => void move(from, to)}
              actions={{
                onEdit: (a) => setEditing({ mode: 'edit', id: a.id }),
                onToggleVisible: (a) => void toggleVisible(a),
                onEmail: setEmailing,
                onDelete: setDeleting,
              }}
            />
          )}
        </CardContent>
      </Card>
      <Suspense fallback={<DialogLoading />}>
        {editing?.mode === 'create' && (
          <AnnouncementFormDialog
            mode="create"
            initial={newAnnouncementValues(new Date(), cohort)}
            cohortOptions={cohortOptions}
            onSubmit={submit}
            onClose={() => setEditing(null)}
          />
        )}
        {edited && (
          <AnnouncementFormDialog
            key={edited.id}
            mode="edit"
            initial={announcementValues(edited, new Date())}
            cohortOptions={cohortOptions}
            onSubmit={submit}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
      <ConfirmRemovalDialog
        item={deleting}
        title="Delete this announcement?"
        text={(announcement) =>
          `"${announcement.title}" disappears from every peer's page at once. This cannot be undone.`
        }
        confirmLabel="Delete announcement"
        remove={(announcement) => deleteAnnouncement(announcement.id)}
        removed={() => 'Announcement deleted'}
        onClose={() => setDeleting(null)}
      />
      <Suspense fallback={<DialogLoading label="Loading the e-mail form" />}>
        {emailing && (
          <EmailAnnouncementDialog
            announcement={emailing}
            onClose={() => setEmailing(null)}
            onSent={(count) => {
              setEmailing(null);
              notify(`E-mail sent to ${peopleCount(count)}`, 'success');
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}
