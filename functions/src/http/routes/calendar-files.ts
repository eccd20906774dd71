/**
 * Calendars outside the app: one event as an .ics file ("Add to calendar"), and a personal
 * subscription feed at an unguessable URL under /api/public that calendar apps fetch without a
 * token. The token is the only secret: renewing replaces it, revoking deletes it, and either way
 * the old URL answers 404 at once.
 */
import {
  PUBLIC_API_PREFIX,
  isStaff,
  sharedCohortIds,
  sortByStart,
  staffesGroup,
  type CalendarEvent,
  type User,
} from '@peer-coaching/domain';
import { getActivities } from '../../data/events/activities.ts';
import { listApologiesOfUser } from '../../data/events/apologies.ts';
import { feedOwner, feedToken, renewFeedToken, revokeFeedToken } from '../../data/events/calendar-feeds.ts';
import { getCohortCalendars } from '../../data/events/calendars.ts';
import { getUser } from '../../data/people/users.ts';
import { existingEvent, peerCohortOf } from '../../services/events/events.ts';
import type { OwnStatus } from '../../services/events/ics.ts';
import { notAllowed, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

/** ical-generator loads with the first calendar file, not with every cold start (docs/deploy.md). */
const ics = () => import('../../services/events/ics.ts');

/** Calendar apps refetch a feed every few hours at most; an hour is a fair hint. */
const FEED_REFRESH_SECONDS = 60 * 60;

const feedUrl = (origin: string, token: string) => `${origin}${PUBLIC_API_PREFIX}/calendar/${token}.ics`;

/** `<token>.ics`, the token as calendar-feeds.ts makes it (43 base64url characters). */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const appUrl = (origin: string, person: User) => `${origin}${isStaff(person) ? '/event' : '/'}`;

/** The events a person's feed holds: a peer's shared cohorts, staff their current cohort. */
async function feedEvents(person: User): Promise<CalendarEvent[]> {
  const cohorts = isStaff(person) ? (person.current_cohort ? [person.current_cohort] : []) : sharedCohortIds(person);
  const calendars = await getCohortCalendars(cohorts);
  const byId = new Map(calendars.flatMap((c) => c.events.map((e) => [e.id, e] as const)));
  return sortByStart([...byId.values()]);
}

/** A peer's own status per event: their attendance map (one document) and their apologies. */
async function ownStatuses(person: User, events: readonly CalendarEvent[]): Promise<Map<string, OwnStatus>> {
  const [activities, apologies] = await Promise.all([getActivities(person.id), listApologiesOfUser(person.id)]);
  const records = (activities as { attendance?: Record<string, OwnStatus['record']> } | null)?.attendance ?? {};
  const apologised = new Set(apologies.map((a) => a.event_id));
  return new Map(
    events.map((e) => [e.id, { record: records[e.id] ?? null, apologised: apologised.has(e.id) }] as const),
  );
}

export const calendarFileHandlers: Handlers<
  'eventIcs' | 'calendarFeed' | 'renewCalendarFeed' | 'revokeCalendarFeed' | 'calendarFeedFile'
> = {
  eventIcs: async ({ params, caller, origin }) => {
    const event = await existingEvent(params.id);
    const allowed = isStaff(caller) ? staffesGroup(caller, event.group) : peerCohortOf(caller, event) !== null;
    if (!allowed) throw notAllowed('You may only download events of your cohorts or of the groups you run');
    const { eventFile } = await ics();
    return eventFile(event, { name: event.title, url: appUrl(origin, caller), now: new Date() });
  },

  calendarFeed: async ({ caller, origin }) => ({ url: feedUrl(origin, await feedToken(caller.id)) }),

  renewCalendarFeed: async ({ caller, origin }) => ({ url: feedUrl(origin, await renewFeedToken(caller.id)) }),

  revokeCalendarFeed: async ({ caller }) => ({ revoked: await revokeFeedToken(caller.id) }),

  calendarFeedFile: async ({ params, origin }) => {
    const token = FEED_FILE.exec(params.file)?.[1];
    const owner = token ? await feedOwner(token) : null;
    const person = owner ? await getUser(owner) : null;
    if (!person) throw notFound('No calendar feed at this address (it may have been renewed or revoked)');
    const events = await feedEvents(person);
    const statuses = isStaff(person) ? undefined : await ownStatuses(person, events);
    const { feedFile } = await ics();
    return feedFile(
      events,
      { name: 'Peer Coaching', url: appUrl(origin, person), refreshSeconds: FEED_REFRESH_SECONDS, now: new Date() },
      statuses,
    );
  },
};
