/** Staff create, change, delete and duplicate events (docs/events.md, "Events API"). */
import {
  auditTime,
  changedFields,
  editSummary,
  EVENT_TITLE_MAX,
  eventTypeOfKind,
  type CalendarEvent,
  type EventInput,
} from '@peer-coaching/domain';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { deleteEventAndDependents, newEventId, saveEvent } from '../../data/events/events.ts';
import { groupOfCohorts, staffEvent } from '../../services/events/events.ts';
import type { Handlers } from '../register.ts';

const fromInput = (id: string, group: string, body: EventInput): CalendarEvent => ({
  id,
  title: body.title,
  description: body.description,
  location: body.location,
  type: eventTypeOfKind(body.kind),
  kind: body.kind,
  activity: body.activity,
  group,
  cohorts: body.cohorts,
  start_date: body.start_date,
  end_date: body.end_date,
});

const COPY_SUFFIX = ' (copy)';

/** "Title (copy)", shortened so that it stays within EVENT_TITLE_MAX. */
export function copyTitle(title: string): string {
  return `${title.slice(0, EVENT_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

export const eventHandlers: Handlers<'createEvent' | 'updateEvent' | 'deleteEvent' | 'duplicateEvent'> = {
  createEvent: async ({ body, caller }) => {
    const group = await groupOfCohorts(caller, body.cohorts);
    const id = newEventId();
    const summary = `Created “${body.title}” on ${auditTime(body.start_date)}`;
    describeAudit({ group, target: `events/${id}`, summary });
    await saveEvent(fromInput(id, group, body));
    return { id };
  },

  updateEvent: async ({ params, body, caller }) => {
    const event = await staffEvent(caller, params.id);
    await groupOfCohorts(caller, body.cohorts, event.group);
    const changed = fromInput(event.id, event.group, body);
    const summary = editSummary(event.title, changedFields(event, changed));
    describeAudit({ group: event.group, target: `events/${event.id}`, summary });
    await saveEvent(changed);
    return { id: event.id };
  },

  deleteEvent: async ({ params, caller }) => {
    const event = await staffEvent(caller, params.id);
    const summary = `Deleted “${event.title}” of ${auditTime(event.start_date)}`;
    describeAudit({ group: event.group, target: `events/${event.id}`, summary });
    await deleteEventAndDependents(event.id);
    return { id: event.id };
  },

  duplicateEvent: async ({ params, caller }) => {
    const event = await staffEvent(caller, params.id);
    const id = newEventId();
    const title = copyTitle(event.title);
    describeAudit({ group: event.group, target: `events/${id}`, summary: `Copied “${event.title}” as “${title}”` });
    await saveEvent({ ...event, id, title });
    return { id };
  },
};
