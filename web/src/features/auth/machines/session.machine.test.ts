import { MESSAGES, type Cohort, type User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  sessionMachine,
  SWITCH_COHORT_FAILED,
  type AuthPerson,
  type GroupWithCohorts,
  type SessionContext,
} from './session.machine.ts';

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

const cohort = (id: string, group: string) => ({ id, group }) as Cohort;
const requirements = { kickoff: { value_min: 1 } };
const harvardRequirements = { kickoff: { value_min: 2 } };
const groups: GroupWithCohorts[] = [
  { id: 'mgh', name: 'MGH', cohorts: [cohort('mgh-a', 'mgh'), cohort('mgh-b', 'mgh')] },
  { id: 'harvard', name: 'Harvard', cohorts: [cohort('harvard-a', 'harvard')] },
];

const emptyContext: SessionContext = {
  authPerson: null,
  user: null,
  fetchedUser: null,
  recordedLogin: null,
  cohorts: [],
  groups: [],
  sharedCohorts: [],
  userFilter: 'confirmed',
  requirements: null,
  alerts: [],
};

/** The banner's open messages, newest first. */
const messagesOf = (state: { context: SessionContext }) => state.context.alerts.map((alert) => alert.message);

type Overrides = Partial<Record<string, (input: never) => Promise<unknown>>>;

/** Starts the machine with every actor answering happily unless overridden; records each call. */
function start(profile: User, overrides: Overrides = {}, clock?: SimulatedClock) {
  const calls: { name: string; input: unknown }[] = [];
  const defaults: Record<string, (input: never) => Promise<unknown>> = {
    recordLogin: async () => ({}),
    fetchUser: async () => profile,
    fetchGroups: async () => groups,
    fetchCohorts: async () => [cohort('mgh-a', 'mgh')],
    fetchSharedCohorts: async () => ({
      cohorts: profile.cohort,
      cohort_ids: profile.cohort_list,
      user_filter: 'confirmed',
    }),
    fetchRequirements: async ({ group }: { group: string }) => ({
      settings: { engagement_requirements: group === 'harvard' ? harvardRequirements : requirements },
    }),
    saveScope: async (input: { cohort: string; group: string }) => ({ cohort: input.cohort, group: input.group }),
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

/** A promise the test releases by hand, to look at the machine while a request is pending. */
function gate() {
  let release: () => void = () => {};
  const opened = new Promise<void>((r) => (release = r));
  return { opened, release };
}

describe('session machine: signing in and out', () => {
  it('with nobody signed in ends signed out with an empty context', async () => {
    const { actor } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: null });
    const state = await settled(actor);
    expect(state.value).toBe('signedOut');
    expect(state.context).toEqual(emptyContext);
  });

  it('records last_login and loads the user', async () => {
    const { actor, calls } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(calls.slice(0, 2)).toEqual([
      { name: 'recordLogin', input: { id: 'u1' } },
      { name: 'fetchUser', input: { id: 'u1' } },
    ]);
    expect(state.context.user).toEqual(user());
  });

  it('loads the user beside recording last_login, not after it', async () => {
    const recording = gate();
    const { actor, called } = start(user(), {
      recordLogin: async () => {
        await recording.opened;
        return { value: user().last_login };
      },
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await waitFor(actor, () => called('fetchUser').length === 1);
    expect(actor.getSnapshot().hasTag('loading-user')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
    recording.release();
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    // The profile already showed the sign-in recorded (a kept session): it is not fetched again.
    expect(called('fetchUser')).toHaveLength(1);
    expect(state.context).toMatchObject({ user: user(), fetchedUser: null, recordedLogin: null });
  });

  it('fetches the user again when the profile predates the sign-in just recorded', async () => {
    const signedInAt = new Date('2026-11-28T09:00:00Z');
    const profiles = [user(), user({ last_login: signedInAt })];
    const { actor, called } = start(user(), {
      recordLogin: async () => ({ value: signedInAt.toISOString() }),
      fetchUser: async () => profiles.shift(),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(called('fetchUser')).toHaveLength(2);
    expect(state.context.user?.last_login).toEqual(signedInAt);
  });

  it("fetches an invited person's profile again: their first sign-in confirms them", async () => {
    const profiles = [user({ status: 'invited' }), user()];
    const { actor, called } = start(user(), {
      recordLogin: async () => ({ value: user().last_login }),
      fetchUser: async () => profiles.shift(),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(called('fetchUser')).toHaveLength(2);
    expect(state.context.user?.status).toBe('confirmed');
  });

  it('keeps the profile when the sign-in could not be recorded (offline)', async () => {
    const { actor, called } = start(user(), { recordLogin: async () => null });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(called('fetchUser')).toHaveLength(1);
  });

  it('says "Error getting user info" when fetching the user again fails', async () => {
    let fetches = 0;
    const { actor } = start(user(), {
      recordLogin: async () => ({ value: '2026-11-28T09:00:00Z' }),
      fetchUser: async () => {
        fetches += 1;
        if (fetches > 1) throw new Error('boom');
        return user();
      },
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'failed' })).toBe(true);
    expect(messagesOf(state)).toEqual([MESSAGES.errorGettingUserInfo]);
    expect(state.context.user).toBeNull();
  });

  it('waits 1000 ms before looking up a brand-new account', async () => {
    const clock = new SimulatedClock();
    const { actor, called } = start(user(), {}, clock);
    actor.send({ type: 'AUTH_CHANGED', person: person('u1', true) });
    expect(actor.getSnapshot().matches({ signedIn: 'delaying' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading-user')).toBe(true);
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
    const admin = user({ id: 'a1', role: 'admin', group_list: ['mgh', 'harvard'] });
    const { actor, called } = start(admin, { fetchUser: async ({ id }: { id: string }) => ({ ...admin, id }) });
    actor.send({ type: 'AUTH_CHANGED', person: person('a1') });
    await settled(actor);
    actor.send({ type: 'AUTH_CHANGED', person: person('a2') });
    const loaded = await settled(actor);
    expect(called('fetchUser').map((c) => c.input)).toEqual([{ id: 'a1' }, { id: 'a2' }]);
    expect(loaded.context.user?.id).toBe('a2');
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.errorGettingEvents });
    // Everything the bootstrap loaded is there before signing out ...
    expect(actor.getSnapshot().context).toMatchObject({
      groups,
      requirements,
      alerts: [{ open: true, message: MESSAGES.errorGettingEvents, type: 'error' }],
    });
    expect(actor.getSnapshot().context.cohorts).toHaveLength(3);
    actor.send({ type: 'AUTH_CHANGED', person: null });
    const state = actor.getSnapshot();
    expect(state.value).toBe('signedOut');
    // ... and nothing after.
    expect(state.context).toEqual(emptyContext);
  });

  it.each([
    ['without an id', { id: '' }],
    ['without last_login', { last_login: null }],
  ])('raises the authentication issue for a user %s', async (_label, overrides) => {
    const { actor, called } = start(user(overrides));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'failed' })).toBe(true);
    expect(state.context.alerts).toEqual([{ open: true, message: MESSAGES.userAuthenticationIssue, type: 'error' }]);
    expect(state.context.user).toBeNull();
    expect(called('fetchSharedCohorts')).toHaveLength(0);
    expect(called('fetchRequirements')).toHaveLength(0);
  });

  it.each(['recordLogin', 'fetchUser'])('says "Error getting user info" when %s fails', async (name) => {
    const { actor, called } = start(user(), { [name]: fail() });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'failed' })).toBe(true);
    expect(messagesOf(state)).toEqual([MESSAGES.errorGettingUserInfo]);
    expect(state.context.user).toBeNull();
    expect(called('fetchRequirements')).toHaveLength(0);
  });

  it('runs the whole bootstrap again on RELOAD', async () => {
    const { actor, called } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().hasTag('loading-user')).toBe(true);
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    for (const name of ['recordLogin', 'fetchUser', 'fetchSharedCohorts', 'fetchRequirements']) {
      expect(called(name)).toHaveLength(2);
    }
  });
});

describe('session machine: a peer', () => {
  it('loads their shared cohorts (adding alumni), user filter and requirements, and no page data', async () => {
    const alumnus = user({ alumni_community: true });
    const { actor, calls } = start(alumnus, {
      fetchSharedCohorts: async () => ({ cohorts: ['mgh-a'], cohort_ids: ['mgh-a'], user_filter: 'all' }),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(state.context).toMatchObject({
      sharedCohorts: ['mgh-a', 'alumni'],
      userFilter: 'all',
      cohorts: [],
      groups: [],
      requirements,
      alerts: [],
    });
    // Page data (people, events, announcements, activities) belongs to the features.
    expect(calls).toEqual([
      { name: 'recordLogin', input: { id: 'u1' } },
      { name: 'fetchUser', input: { id: 'u1' } },
      { name: 'fetchSharedCohorts', input: { cohort: 'mgh-a', group: 'mgh' } },
      { name: 'fetchRequirements', input: { group: 'mgh' } },
    ]);
  });

  it('does not add the alumni cohort twice', async () => {
    const { actor } = start(user({ alumni_community: true }), {
      fetchSharedCohorts: async () => ({
        cohorts: ['mgh-a', 'alumni'],
        cohort_ids: ['mgh-a', 'alumni'],
        user_filter: 'confirmed',
      }),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    expect((await settled(actor)).context.sharedCohorts).toEqual(['mgh-a', 'alumni']);
  });

  it('keeps an empty shared cohort list without an alert', async () => {
    const { actor } = start(user(), {
      fetchSharedCohorts: async () => ({ cohorts: [], cohort_ids: [], user_filter: 'confirmed' }),
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(state.context).toMatchObject({ sharedCohorts: [], alerts: [] });
  });

  it('is loading-user while the scope loads, then loading-requirements while the requirements load', async () => {
    const scope = gate();
    const settings = gate();
    const { actor, called } = start(user(), {
      fetchSharedCohorts: async () => {
        await scope.opened;
        return { cohorts: ['mgh-a'], cohort_ids: ['mgh-a'], user_filter: 'confirmed' };
      },
      fetchRequirements: async () => {
        await settings.opened;
        return { settings: { engagement_requirements: requirements } };
      },
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const loadingScope = await waitFor(actor, (s) => s.matches({ signedIn: 'loadingSharedCohorts' }));
    expect(called('fetchSharedCohorts')).toHaveLength(1);
    expect(loadingScope.hasTag('loading-user')).toBe(true);
    expect(loadingScope.hasTag('loading-requirements')).toBe(false);
    scope.release();
    const loadingRequirements = await waitFor(actor, (s) => s.hasTag('loading-requirements'));
    expect(loadingRequirements.hasTag('loading-user')).toBe(false);
    expect(loadingRequirements.context.sharedCohorts).toEqual(['mgh-a']);
    expect(loadingRequirements.context.requirements).toBeNull();
    expect(called('fetchRequirements')).toEqual([{ name: 'fetchRequirements', input: { group: 'mgh' } }]);
    settings.release();
    const state = await settled(actor);
    expect(state.hasTag('loading-requirements')).toBe(false);
    expect(state.hasTag('loading-user')).toBe(false);
    expect(state.context.requirements).toEqual(requirements);
  });

  it.each([
    ['a current cohort', { current_cohort: null }],
    ['a current group', { current_group: null }],
  ])('says "Error fetching events" for a peer without %s, and loads no shared cohorts', async (_label, overrides) => {
    const { actor, called } = start(user(overrides));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(called('fetchSharedCohorts')).toHaveLength(0);
    expect(state.context.sharedCohorts).toEqual([]);
    expect(messagesOf(state)).toContain(MESSAGES.errorFetchingEvents);
  });

  it('shows each failure once, newest first, and closes them one by one', async () => {
    const { actor } = start(user({ current_cohort: null, current_group: null }));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    // No cohort: no events; no group: no requirements. Both are on show, the later one first.
    expect(messagesOf(state)).toEqual([MESSAGES.errorFetchingCertificateRequirements, MESSAGES.errorFetchingEvents]);
    actor.send({ type: 'DISMISS_ALERT', message: MESSAGES.errorFetchingCertificateRequirements });
    expect(messagesOf(actor.getSnapshot())).toEqual([MESSAGES.errorFetchingEvents]);
    actor.send({ type: 'DISMISS_ALERT', message: MESSAGES.errorFetchingEvents });
    expect(actor.getSnapshot().context.alerts).toEqual([]);
  });

  it.each([
    ['fetchSharedCohorts', MESSAGES.errorGettingCohorts],
    ['fetchRequirements', MESSAGES.errorGettingCertificateRequirements],
  ])('says the exact message when %s fails, and still finishes loading', async (name, message) => {
    const { actor, called } = start(user(), { [name]: fail() });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(messagesOf(state)).toContain(message);
    expect(called('fetchRequirements')).toHaveLength(1);
  });

  it('says "Problem loading certificate requirements" when the response has no settings', async () => {
    const { actor } = start(user(), { fetchRequirements: async () => ({}) });
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(messagesOf(state)).toContain(MESSAGES.problemLoadingCertificateRequirements);
    expect(state.context.requirements).toBeNull();
  });

  it('says "Error fetching certificate requirements" for a user without a current group', async () => {
    const { actor, called } = start(user({ role: 'facilitator', group_list: ['mgh'], current_group: null }));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(called('fetchRequirements')).toHaveLength(0);
    expect(messagesOf(state)).toContain(MESSAGES.errorFetchingCertificateRequirements);
  });
});

describe('session machine: features raise their alerts', () => {
  it('RAISE_ALERT opens the banner with the message', async () => {
    const { actor } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.problemGettingEvents });
    expect(actor.getSnapshot().context.alerts).toEqual([
      { open: true, message: MESSAGES.problemGettingEvents, type: 'error' },
    ]);
  });

  it('adds a new message on top, counts a repeated one once, and shows it again after it was closed', async () => {
    const { actor } = start(user());
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.problemGettingEvents });
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.errorFetchingAnnouncements });
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.problemGettingEvents });
    expect(messagesOf(actor.getSnapshot())).toEqual([
      MESSAGES.errorFetchingAnnouncements,
      MESSAGES.problemGettingEvents,
    ]);
    actor.send({ type: 'DISMISS_ALERT', message: MESSAGES.problemGettingEvents });
    expect(messagesOf(actor.getSnapshot())).toEqual([MESSAGES.errorFetchingAnnouncements]);
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.problemGettingEvents });
    expect(messagesOf(actor.getSnapshot())).toEqual([
      MESSAGES.problemGettingEvents,
      MESSAGES.errorFetchingAnnouncements,
    ]);
  });

  it("keeps the bootstrap's own failure beside a feature's", async () => {
    const { actor } = start(user({ current_cohort: null }));
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'RAISE_ALERT', message: MESSAGES.errorFetchingData });
    expect(messagesOf(actor.getSnapshot())).toEqual([MESSAGES.errorFetchingData, MESSAGES.errorFetchingEvents]);
  });
});

describe('session machine: staff', () => {
  const facilitator = user({ id: 'f1', role: 'facilitator', group_list: ['mgh'], cohort_list: [] });
  const admin = user({ id: 'a1', role: 'admin', group: ['mgh', 'harvard'], group_list: ['mgh', 'harvard'] });

  it('an admin loads every group with its cohorts flattened, then the requirements', async () => {
    const { actor, calls } = start(admin);
    actor.send({ type: 'AUTH_CHANGED', person: person('a1') });
    const state = await settled(actor);
    expect(state.context.groups).toEqual(groups);
    expect(state.context.cohorts.map((c) => c.id)).toEqual(['mgh-a', 'mgh-b', 'harvard-a']);
    expect(state.context).toMatchObject({ requirements, alerts: [] });
    expect(calls.map((c) => c.name)).toEqual(['recordLogin', 'fetchUser', 'fetchGroups', 'fetchRequirements']);
  });

  it.each([
    ['an empty group list', { fetchGroups: async () => [] }, MESSAGES.noGroupsFound],
    ['a failed group request', { fetchGroups: fail() }, MESSAGES.errorGettingGroups],
  ])('an admin with %s sees the exact message', async (_label, overrides, message) => {
    const { actor, called } = start(admin, overrides);
    actor.send({ type: 'AUTH_CHANGED', person: person('a1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(messagesOf(state)).toContain(message);
    expect(state.context.cohorts).toEqual([]);
    expect(called('fetchRequirements')).toHaveLength(1);
  });

  it.each([
    ['a facilitator', facilitator],
    ['an admin', admin],
  ])('%s without a current cohort is told "Error fetching events", and the scope still loads', async (_l, staff) => {
    const { actor, called } = start({ ...staff, current_cohort: null });
    actor.send({ type: 'AUTH_CHANGED', person: person(staff.id) });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(messagesOf(state)).toEqual([MESSAGES.errorFetchingEvents]);
    expect(state.context.cohorts.length).toBeGreaterThan(0);
    expect(called('fetchRequirements')).toHaveLength(1);
  });

  it('a facilitator loads the cohorts of their group_list', async () => {
    const { actor, called } = start(facilitator);
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    const state = await settled(actor);
    expect(called('fetchCohorts')[0]?.input).toEqual({ groups: ['mgh'] });
    expect(called('fetchGroups')).toHaveLength(0);
    expect(state.context.cohorts).toEqual([cohort('mgh-a', 'mgh')]);
    expect(state.context.requirements).toEqual(requirements);
  });

  it.each([
    ['fetchCohorts', async () => [], MESSAGES.noCohortsFound],
    ['fetchCohorts', fail(), MESSAGES.errorGettingCohorts],
  ])('a facilitator sees the exact message when %s answers badly', async (name, fn, message) => {
    const { actor } = start(facilitator, { [name]: fn });
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(messagesOf(state)).toContain(message);
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

    it('loads only the scope and requirements: the sandbox data belongs to the features', async () => {
      const { actor, calls } = start(sandbox);
      actor.send({ type: 'AUTH_CHANGED', person: person('s1') });
      const state = await settled(actor);
      expect(state.matches({ signedIn: 'ready' })).toBe(true);
      expect(calls).toEqual([
        { name: 'recordLogin', input: { id: 's1' } },
        { name: 'fetchUser', input: { id: 's1' } },
        { name: 'fetchCohorts', input: { groups: ['facilitators'] } },
        { name: 'fetchRequirements', input: { group: 'facilitators' } },
      ]);
      expect(state.context.alerts).toEqual([]);
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

describe('session machine: switching cohort', () => {
  const facilitator = user({ id: 'f1', role: 'facilitator', group_list: ['mgh'], cohort_list: [] });
  const admin = user({ id: 'a1', role: 'admin', group: ['mgh', 'harvard'], group_list: ['mgh', 'harvard'] });
  const bothMghCohorts = { fetchCohorts: async () => [cohort('mgh-a', 'mgh'), cohort('mgh-b', 'mgh')] };

  it('a facilitator switches to another of their cohorts: saved, then the scope and requirements load again', async () => {
    const { actor, called } = start(facilitator, bothMghCohorts);
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    await settled(actor);
    actor.send({ type: 'SWITCH_COHORT', cohort: 'mgh-b', group: 'mgh' });
    const switching = actor.getSnapshot();
    expect(switching.matches({ signedIn: 'switchingCohort' })).toBe(true);
    expect(switching.hasTag('loading-user')).toBe(true);
    const state = await settled(actor);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(called('saveScope').map((c) => c.input)).toEqual([
      { id: 'f1', cohort: 'mgh-b', group: 'mgh', groupChanged: false },
    ]);
    expect(state.context.user).toEqual({ ...facilitator, current_cohort: 'mgh-b', current_group: 'mgh' });
    expect(called('fetchCohorts')).toHaveLength(2);
    expect(called('fetchRequirements').map((c) => c.input)).toEqual([{ group: 'mgh' }, { group: 'mgh' }]);
    expect(state.context).toMatchObject({ requirements, alerts: [] });
    // Staff scope is their current cohort: shared cohorts are a peer's (docs/api.md), and peers
    // cannot switch, so no switch loads them.
    expect(called('fetchSharedCohorts')).toHaveLength(0);
  });

  it('clears the requirements while the new ones load', async () => {
    const settings = gate();
    let first = true;
    const { actor } = start(facilitator, {
      ...bothMghCohorts,
      fetchRequirements: async () => {
        if (!first) await settings.opened;
        first = false;
        return { settings: { engagement_requirements: requirements } };
      },
    });
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    expect((await settled(actor)).context.requirements).toEqual(requirements);
    actor.send({ type: 'SWITCH_COHORT', cohort: 'mgh-b', group: 'mgh' });
    const loading = await waitFor(actor, (s) => s.hasTag('loading-requirements'));
    expect(loading.context.requirements).toBeNull();
    expect(loading.context.user?.current_cohort).toBe('mgh-b');
    settings.release();
    expect((await settled(actor)).context.requirements).toEqual(requirements);
  });

  it("an admin switches to a cohort of another group: the group changes too, with that group's requirements", async () => {
    const { actor, called } = start(admin);
    actor.send({ type: 'AUTH_CHANGED', person: person('a1') });
    await settled(actor);
    actor.send({ type: 'SWITCH_COHORT', cohort: 'harvard-a', group: 'harvard' });
    const state = await settled(actor);
    expect(called('saveScope').map((c) => c.input)).toEqual([
      { id: 'a1', cohort: 'harvard-a', group: 'harvard', groupChanged: true },
    ]);
    expect(state.context.user).toMatchObject({ current_cohort: 'harvard-a', current_group: 'harvard' });
    expect(called('fetchGroups')).toHaveLength(2);
    expect(called('fetchRequirements').map((c) => c.input)).toEqual([{ group: 'mgh' }, { group: 'harvard' }]);
    expect(state.context.requirements).toEqual(harvardRequirements);
  });

  it("ignores a peer's SWITCH_COHORT", async () => {
    const peer = user({ cohort_list: ['mgh-a', 'mgh-b'] });
    const { actor, called } = start(peer);
    actor.send({ type: 'AUTH_CHANGED', person: person('u1') });
    await settled(actor);
    actor.send({ type: 'SWITCH_COHORT', cohort: 'mgh-b', group: 'mgh' });
    const state = actor.getSnapshot();
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(called('saveScope')).toHaveLength(0);
    expect(state.context.user).toEqual(peer);
  });

  it.each([
    ['a facilitator', facilitator, 'a cohort they were not given', { cohort: 'mgh-b', group: 'mgh' }],
    ['a facilitator', facilitator, 'a cohort of another group', { cohort: 'harvard-a', group: 'harvard' }],
    ['an admin', admin, 'a listed cohort under the wrong group', { cohort: 'mgh-b', group: 'harvard' }],
    ['an admin', admin, 'an unknown cohort', { cohort: 'mgh-z', group: 'mgh' }],
  ])('ignores %s picking %s', async (_who, profile, _what, pick) => {
    const { actor, called } = start(profile);
    actor.send({ type: 'AUTH_CHANGED', person: person(profile.id) });
    await settled(actor);
    actor.send({ type: 'SWITCH_COHORT', ...pick });
    const state = actor.getSnapshot();
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(called('saveScope')).toHaveLength(0);
    expect(state.context.user).toEqual(profile);
  });

  it('says SWITCH_COHORT_FAILED and keeps the user when saving the scope fails', async () => {
    const { actor, called } = start(facilitator, { ...bothMghCohorts, saveScope: fail() });
    actor.send({ type: 'AUTH_CHANGED', person: person('f1') });
    await settled(actor);
    actor.send({ type: 'SWITCH_COHORT', cohort: 'mgh-b', group: 'mgh' });
    const state = await settled(actor);
    expect(called('saveScope')).toHaveLength(1);
    expect(state.matches({ signedIn: 'ready' })).toBe(true);
    expect(state.context.alerts).toEqual([{ open: true, message: SWITCH_COHORT_FAILED, type: 'error' }]);
    expect(state.context.user).toEqual(facilitator);
    expect(state.context.requirements).toEqual(requirements);
    expect(called('fetchCohorts')).toHaveLength(1);
    expect(called('fetchRequirements')).toHaveLength(1);
  });
});
