import { MESSAGES, type Announcement, type CalendarEvent, type User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { sessionMachine, type AuthPerson, type GroupWithCohorts } from './session.machine.ts';

const person = (uid: string, isNew = false): AuthPerson => ({
  uid,
  metadata: isNew
    ? { creationTime: 'Sat, 21 Nov 2026 10:00:00 GMT', lastSignInTime: 'Sat, 21 Nov 2026 10:00:00 GMT' }
    : { creationTime: 'Mon, 02 Mar 2026 10:00:00 GMT', lastSignInTime: 'Sat, 21 Nov 2026 10:00:00 GMT' },
});

function user(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'u1@demo.test',
    first_name: 'Jordan',
    last_name: 'Rivera',
    role: 'peer',
    group: ['mgh'],
    group_list: [],
    cohort: ['MGH A'],
    cohort_list: ['mgh-a'],
    current_cohort: 'mgh-a',
    current_group: 'mgh',
    alumni_community: false,
    tutorial: true,
    last_login: new Date('2026-11-20T10:00:00Z'),
    status: 'confirmed',
    department: 'Nursing',
    created_at: new Date('2026-03-02T10:00:00Z'),
    ...overrides,
  };
}

const event = { id: 'e1', title: 'Kickoff' } as CalendarEvent;
const announcement = { id: 'a1', title: 'Welcome' } as Announcement;
const requirements = { kickoff: { value_min: 1 } };
const groups: GroupWithCohorts[] = [
  { id: 'mgh', name: 'MGH', cohorts: [{ id: 'mgh-a', group: 'mgh' } as never, { id: 'mgh-b', group: 'mgh' } as never] },
  { id: 'harvard', name: 'Harvard', cohorts: [{ id: 'harvard-a', group: 'harvard' } as never] },
];

type Overrides = Partial<Record<string, (input: never) => Promise<unknown>>>;

/** Starts the machine with every actor answering happily unless overridden; records each call. */
function start(profile: User, overrides: Overrides = {}, clock?: SimulatedClock) {
  const calls: { name: string; input: unknown }[] = [];
  const defaults: Record<string, (input: never) => Promise<unknown>> = {
    recordLogin: async () => ({}),
    fetchUser: async () => profile,
    fetchGroups: async () => groups,
    fetchCohorts: async () => [{ id: 'mgh-a', group: 'mgh' }],
    fetchSharedCohorts: async () => ({ cohorts: profile.cohort_list, user_filter: 'confirmed' }),
    fetchUsers: async () => [user({ id: 'p2' })],
    fetchSandboxData: async () => ({
      users: [user({ id: 'sandbox-peer' })],
      events: [event],
      announcements: [announcement],
    }),
    fetchPeerCalendar: async () => ({ events: [event], records: [{ event_id: 'e1', status: 'attended' }] }),
    fetchEvents: async () => [event],
    fetchAnnouncements: async () => [announcement],
    fetchActivities: async () => ({ kickoff: 1 }),
    fetchRequirements: async () => ({ settings: { engagement_requirements: requirements } }),
  };
  const actors = Object.fromEntries(
    Object.entries({ ...defaults, ...overrides }).map(([name, fn]) => [
      name,
      fromPromise(async ({ input }: { input: never }) => {
        calls.push({ name, input });
        return fn!(input);
      }),
    ]),
  );
  const machine = sessionMachine.provide({ actors: { ...actors, watchAuth: fromCallback(() => {}) } as never });
  const actor = createActor(machine, clock ? { clock } : {});
  actor.start();
  const called = (name: string) => calls.filter((c) => c.name === name);
  return { actor, calls, called };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) => s.matches({ signedIn: 'ready' }) || s.matches({ signedIn: 'failed' }) || s.matches('signedOut'),
  );

const fail =
  (message = 'boom') =>
  async () => {
    throw new Error(message);
  };

describe('session machine: signing in and out', () => {
  it('with nobody signed in ends signed out with an empty context', async () => {
    const { actor } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: null });
    const state = await settled(actor);
    expect(state.value).toBe('signedOut');
    expect(state.context.user).toBeNull();
  });

  it('records last_login, then loads the user', async () => {
    const { actor, calls } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(calls.slice(0, 2)).toEqual([
      { name: 'recordLogin', input: { id: 'u1' } },
      { name: 'fetchUser', input: { id: 'u1' } },
    ]);
  });

  it('waits 1000 ms before looking up a brand-new account', async () => {
    const clock = new SimulatedClock();
    const { actor, called } = start(user(), {}, clock);
    actor.send({ type: 'AUTH_CHANGED', person: person('u1', true) });
    expect(actor.getSnapshot().matches({ signedIn: 'delaying' })).toBe(true);
    clock.increment(999);
    expect(called('recordLogin')).toHaveLength(0);
    clock.increment(1);
    await settled(actor);
    expect(called('recordLogin')).toHaveLength(1);
    expect(called('fetchUser')).toHaveLength(1);
  });

  it('does not refetch an already loaded user when the same person is reported again', async () => {
    const { actor, called } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(called('fetchUser')).toHaveLength(1);
  });

  it('loads again for another person, and clears everything on sign-out', async () => {
    const { actor, called } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'AUTH_CHANGED', person: person('u2') });
    await settled(actor);
    expect(called('fetchUser').map((c) => c.input)).toEqual([{ id: 'u1' }, { id: 'u2' }]);
    actor.send({ type: 'AUTH_CHANGED', person: null });
    const state = actor.getSnapshot();
    expect(state.value).toBe('signedOut');
    expect(state.context).toMatchObject({ user: null, events: [], announcements: [], users: [], alert: null });
  });

  it.each([
    ['without an id', { id: '' }],
    ['without last_login', { last_login: null }],
  ])('raises the authentication issue for a user %s', async (_label, overrides) => {
    const { actor, called } = start(user(overrides));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'failed' })).toBe(true);
    expect(state.context.alert).toEqual({ open: true, message: MESSAGES.userAuthenticationIssue, type: 'error' });
    expect(called('fetchSharedCohorts')).toHaveLength(0);
  });

  it.each(['recordLogin', 'fetchUser'])('says "Error getting user info" when %s fails', async (name) => {
    const { actor } = start(user(), { [name]: fail() });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'failed' })).toBe(true);
    expect(state.context.alert?.message).toBe(MESSAGES.errorGettingUserInfo);
  });
});

describe('session machine: a peer', () => {
  it('loads shared cohorts (adding alumni), calendar, announcements, activities and requirements', async () => {
    const alumnus = user({ alumni_community: true });
    const { actor, called } = start(alumnus);
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.context.sharedCohorts).toEqual(['mgh-a', 'alumni']);
    expect(called('fetchPeerCalendar')[0]?.input).toEqual({ sharedCohorts: ['mgh-a', 'alumni'] });
    expect(state.context).toMatchObject({
      events: [event],
      records: [{ event_id: 'e1', status: 'attended' }],
      announcements: [announcement],
      activities: { kickoff: 1 },
      requirements,
      alert: null,
    });
    expect(called('fetchUsers')).toHaveLength(0);
    expect(called('fetchGroups')).toHaveLength(0);
  });

  it('does not add the alumni cohort twice', async () => {
    const { actor } = start(user({ alumni_community: true }), {
      fetchSharedCohorts: async () => ({ cohorts: ['mgh-a', 'alumni'], user_filter: 'confirmed' }),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    expect((await settled(actor)).context.sharedCohorts).toEqual(['mgh-a', 'alumni']);
  });

  it('shows the loading tags while events, announcements and activities load', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { actor } = start(user(), {
      fetchPeerCalendar: async () => {
        await gate;
        return { events: [], records: [] };
      },
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const loading = await waitFor(actor, (s) => s.hasTag('loading-events'));
    expect(loading.hasTag('loading-events')).toBe(true);
    release();
    const state = await settled(actor);
    expect(['loading-events', 'loading-announcements', 'loading-activities'].some((t) => state.hasTag(t))).toBe(false);
  });

  it('empties the events and says "Error fetching events" when the peer lacks a cohort or group', async () => {
    for (const overrides of [{ current_cohort: null }, { current_group: null }]) {
      const { actor, called } = start(user(overrides));
      actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
      const state = await settled(actor);
      expect(state.context.events).toEqual([]);
      expect(called('fetchPeerCalendar')).toHaveLength(0);
      expect(called('fetchAnnouncements')).toHaveLength(0);
      expect(state.context.alert?.message).toMatch(/^Error fetch/);
    }
  });

  it('keeps the first failure in the alert banner until it is dismissed', async () => {
    const { actor } = start(user({ current_cohort: null, current_group: null }));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    // Requirements also fail (no current group), but the root cause stays on show.
    expect(state.context.alert?.message).toBe(MESSAGES.errorFetchingEvents);
    actor.send({ type: 'DISMISS_ALERT' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('loads no events when the shared cohort list is empty', async () => {
    const { actor, called } = start(user(), {
      fetchSharedCohorts: async () => ({ cohorts: [], user_filter: 'confirmed' }),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    expect(called('fetchPeerCalendar')).toHaveLength(0);
  });

  it.each([
    ['fetchPeerCalendar', MESSAGES.problemGettingEvents],
    ['parseCalendar', MESSAGES.problemParsingEvents],
    ['fetchAnnouncements', MESSAGES.errorFetchingAnnouncements],
    ['fetchActivities', MESSAGES.errorFetchingData],
    ['fetchSharedCohorts', MESSAGES.errorGettingCohorts],
    ['fetchRequirements', MESSAGES.errorGettingCertificateRequirements],
  ])('says the exact message when %s fails, and still finishes loading', async (name, message) => {
    const { actor } = start(user(), { [name]: fail() });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(state.context.alert?.message).toBe(message);
  });

  it('says "Problem loading certificate requirements" when the response has no settings', async () => {
    const { actor } = start(user(), { fetchRequirements: async () => ({}) });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    expect((await settled(actor)).context.alert?.message).toBe(MESSAGES.problemLoadingCertificateRequirements);
  });

  it('says "Error fetching certificate requirements" for a user without a current group', async () => {
    const { actor, called } = start(user({ role: 'facilitator', group_list: ['mgh'], current_group: null }));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(called('fetchRequirements')).toHaveLength(0);
    expect(state.context.alert?.message).toBe(MESSAGES.errorFetchingCertificateRequirements);
  });
});

describe('session machine: staff', () => {
  const facilitator = user({ id: 'f1', role: 'facilitator', group_list: ['mgh'], cohort_list: [] });
  const admin = user({ id: 'a1', role: 'admin', group: ['mgh', 'harvard'], group_list: ['mgh', 'harvard'] });

  it('an admin loads every group with its cohorts flattened, then people, events and announcements', async () => {
    const { actor, called } = start(admin);
    actor.send({ type: 'AUTH_CHANGED', person: person('a1') });
    const state = await settled(actor);
    expect(state.context.cohorts.map((c) => c.id)).toEqual(['mgh-a', 'mgh-b', 'harvard-a']);
    expect(called('fetchUsers')[0]?.input).toEqual({ cohort: 'mgh-a' });
    expect(called('fetchEvents')[0]?.input).toEqual({ sharedCohorts: ['mgh-a'] });
    expect(state.context).toMatchObject({ users: [{ id: 'p2' }], events: [event], announcements: [announcement] });
    expect(called('fetchActivities')).toHaveLength(0);
  });

  it.each([
    ['an empty group list', { fetchGroups: async () => [] }, MESSAGES.noGroupsFound],
    ['a failed group request', { fetchGroups: fail() }, MESSAGES.errorGettingGroups],
  ])('an admin with %s sees the exact message', async (_label, overrides, message) => {
    const { actor } = start(admin, overrides);
    actor.send({ type: 'AUTH_CHANGED', person: person('a1') });
    expect((await settled(actor)).context.alert?.message).toBe(message);
  });

  it('a facilitator loads the cohorts of their group_list', async () => {
    const { actor, called } = start(facilitator);
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    await settled(actor);
    expect(called('fetchCohorts')[0]?.input).toEqual({ groups: ['mgh'] });
    expect(called('fetchGroups')).toHaveLength(0);
  });

  it.each([
    ['fetchCohorts', async () => [], MESSAGES.noCohortsFound],
    ['fetchCohorts', fail(), MESSAGES.errorGettingCohorts],
    ['fetchUsers', fail(), MESSAGES.errorFetchingUsers],
    ['fetchEvents', fail(), MESSAGES.errorGettingEvents],
    ['fetchAnnouncements', fail(), MESSAGES.errorGettingAnnouncements],
  ])('a facilitator sees the exact message when %s answers badly', async (name, fn, message) => {
    const { actor } = start(facilitator, { [name]: fn });
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(state.context.alert?.message).toBe(message);
  });

  it('a facilitator without a current cohort loads no people, with "Error fetching users"', async () => {
    const { actor, called } = start({ ...facilitator, current_cohort: null });
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    await settled(actor);
    expect(called('fetchUsers')).toHaveLength(0);
    expect(called('fetchEvents')).toHaveLength(0);
  });

  describe('in the facilitators sandbox', () => {
    const sandbox = user({
      id: 's1',
      role: 'facilitator',
      group: ['facilitators'],
      group_list: ['facilitators'],
      current_group: 'facilitators',
      current_cohort: 'facilitators-sandbox',
      tutorial: false,
    });

    it('loads the sandbox data instead of the normal event, announcement and people fetch', async () => {
      const { actor, called } = start(sandbox);
      actor.send({ type: 'AUTH_CHANGED', person: person('s1') });
      const state = await settled(actor);
      expect(called('fetchSandboxData')).toHaveLength(1);
      expect(called('fetchEvents')).toHaveLength(0);
      expect(called('fetchAnnouncements')).toHaveLength(0);
      expect(called('fetchUsers')).toHaveLength(0);
      expect(state.context).toMatchObject({
        users: [{ id: 'sandbox-peer' }],
        events: [event],
        announcements: [announcement],
      });
    });

    it('says "Error loading sandbox data" when it fails', async () => {
      const { actor } = start(sandbox, { fetchSandboxData: fail() });
      actor.send({ type: 'AUTH_CHANGED', person: person('s1') });
      expect((await settled(actor)).context.alert?.message).toBe(MESSAGES.errorLoadingSandboxData);
    });

    it('marks the tutorial done on TUTORIAL_DONE', async () => {
      const { actor } = start(sandbox);
      actor.send({ type: 'AUTH_CHANGED', person: person('s1') });
      await settled(actor);
      actor.send({ type: 'TUTORIAL_DONE' });
      expect(actor.getSnapshot().context.user?.tutorial).toBe(true);
    });
  });
});
