/**
 * /event for facilitators and admins: the current cohort's events (live), and one event at
 * `/event?id=<id>` with its check-in code and roster, so a link or a reload returns to it. The
 * event form and the e-mail dialog load when opened: their date pickers, dayjs, the form library
 * and its validation are most of the page's code, and a roster opened on a phone needs none of it.
 */
import { DEFAULT_FILTERS, MESSAGES, peopleCount, type EventBody, type EventFilter } from '@peer-coaching/domain';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../components/Notifications.tsx';
import { useNow } from '../../components/use-now.ts';
import { useCohortEvents } from '../events/index.ts';
import { currentCohortName, useAlertOnError, useSession } from '../session/index.ts';
import { deleteEvent, duplicateEvent, saveEvent } from './api/event-calls.ts';
import { ConfirmDialog } from '../../components/forms/ConfirmDialog.tsx';
import { DialogLoading } from '../../components/forms/DialogLoading.tsx';
import { EventDetails } from './components/EventDetails.tsx';
import type { CohortOption } from './components/EventFormDialog.tsx';
import { EventsOverview, type EventsView } from './components/EventsOverview.tsx';
import { EventNotFound } from './components/EventNotFound.tsx';
import { eventValues, newEventValues } from './event-form.ts';

const EventFormDialog = lazy(() =>
  import('./components/EventFormDialog.tsx').then((m) => ({ default: m.EventFormDialog })),
);
const EmailDialog = lazy(() => import('./components/EmailDialog.tsx').then((m) => ({ default: m.EmailDialog })));

/** What the form is open for: a new event, or an event by id (a fresh duplicate waits for its listener). */
type Editing = { mode: 'create' } | { mode: 'edit'; id: string } | null;

export default function StaffEventsPage() {
  const user = useSession((s) => s.context.user)!;
  const cohorts = useSession((s) => s.context.cohorts);
  const cohortName = useSession((s) => currentCohortName(s.context));
  const scopeLoaded = useSession((s) => !s.hasTag('loading-user'));
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const now = useNow();

  const cohort = scopeLoaded && user.current_group ? user.current_cohort : null;
  const events = useCohortEvents(cohort ? [cohort] : null);
  useAlertOnError(events.status === 'error', MESSAGES.errorGettingEvents);

  const [filter, setFilter] = useState<EventFilter>(DEFAULT_FILTERS.events);
  const [view, setView] = useState<EventsView>('list');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [busy, setBusy] = useState(false);

  // The form offers the cohorts of the current group the person may use (the sandbox's in the sandbox).
  const cohortOptions: CohortOption[] = cohorts
    .filter((c) => c.group === user.current_group)
    .map((c) => ({ id: c.id, name: c.name }));
  if (cohort && !cohortOptions.some((c) => c.id === cohort))
    cohortOptions.unshift({ id: cohort, name: cohortName ?? cohort });
  const cohortNames = Object.fromEntries(cohorts.map((c) => [c.id, c.name]));

  const selectedId = params.get('id');
  const selected = selectedId ? events.data?.find((e) => e.id === selectedId) : undefined;
  const editedEvent = editing?.mode === 'edit' ? events.data?.find((e) => e.id === editing.id) : undefined;

  const hrefOf = (id: string) => `/event?id=${encodeURIComponent(id)}`;
  const openEvent = (id: string) => navigate(hrefOf(id));
  const backToList = (e?: MouseEvent<HTMLAnchorElement>) => {
    e?.preventDefault();
    navigate('/event');
  };

  const submit = async (body: EventBody) => {
    const id = await saveEvent(editing?.mode === 'edit' ? editing.id : null, body);
    notify(editing?.mode === 'edit' ? 'Event saved' : `Event created: ${body.title.trim()}`, 'success', {
      action: editing?.mode === 'create' ? { label: 'Open', onClick: () => openEvent(id) } : undefined,
    });
    setEditing(null);
  };

  const duplicate = async (id: string) => {
    setBusy(true);
    try {
      const copy = await duplicateEvent(id);
      notify('Event duplicated: you are editing the copy', 'success');
      openEvent(copy);
      setEditing({ mode: 'edit', id: copy });
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setBusy(true);
    try {
      await deleteEvent(id);
      setDeleting(false);
      notify('Event deleted', 'success');
      navigate('/event', { replace: true });
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (selectedId) {
    content = selected ? (
      <EventDetails
        event={selected}
        now={now}
        cohortNames={cohortNames}
        busy={busy}
        onBack={backToList}
        onEdit={() => setEditing({ mode: 'edit', id: selected.id })}
        onDuplicate={() => void duplicate(selected.id)}
        onDelete={() => setDeleting(true)}
        onEmail={() => setEmailing(true)}
      />
    ) : (
      <EventNotFound
        // A fresh duplicate is opened before its listener has delivered it.
        loading={events.status === 'loading' || (editing?.mode === 'edit' && editing.id === selectedId)}
        onBack={backToList}
      />
    );
  } else {
    content = (
      <EventsOverview
        cohortName={cohortName ?? 'No cohort selected'}
        events={events.data}
        failed={events.status === 'error'}
        now={now}
        filter={filter}
        onFilter={setFilter}
        view={view}
        onView={setView}
        onCreate={() => setEditing({ mode: 'create' })}
        canCreate={cohortOptions.length > 0}
        hrefOf={hrefOf}
        onOpen={openEvent}
      />
    );
  }

  return (
    <>
      {content}
      <Suspense fallback={<DialogLoading />}>
        {editing?.mode === 'create' && (
          <EventFormDialog
            mode="create"
            initial={newEventValues(now, cohort)}
            cohortOptions={cohortOptions}
            onSubmit={submit}
            onClose={() => setEditing(null)}
          />
        )}
        {editedEvent && (
          <EventFormDialog
            key={editedEvent.id}
            mode="edit"
            initial={eventValues(editedEvent)}
            cohortOptions={cohortOptions}
            onSubmit={submit}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
      {selected && (
        <ConfirmDialog
          open={deleting}
          title="Delete this event?"
          text={`"${selected.title}" and its attendance will be removed from every participant's calendar. This cannot be undone.`}
          confirmLabel="Delete event"
          destructive
          busy={busy}
          onCancel={() => setDeleting(false)}
          onConfirm={() => void remove(selected.id)}
        />
      )}
      <Suspense fallback={<DialogLoading label="Loading the e-mail form" />}>
        {selected && emailing && (
          <EmailDialog
            event={selected}
            onClose={() => setEmailing(false)}
            onSent={(count) => {
              setEmailing(false);
              notify(`E-mail sent to ${peopleCount(count)}`, 'success');
            }}
          />
        )}
      </Suspense>
    </>
  );
}
