/**
 * The auth bootstrap (spec sections 4 and 5): from the identity provider's signed-in person to the
 * shared context every page reads: the user, their cohorts, people, events, announcements,
 * activities and certificate requirements. All I/O is injected as actors, so every path is
 * testable without a network; every failure raises its exact message of section 8.
 */
import {
  ALUMNI_COHORT_ID,
  MESSAGES,
  NEW_USER_LOOKUP_DELAY_MS,
  SANDBOX_GROUP_ID,
  type ActivityCounts,
  type Announcement,
  type AttendanceRecord,
  type CalendarEvent,
  type Cohort,
  type EngagementRequirements,
  type Group,
  type User,
} from '@peer-coaching/domain';
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';

/** The identity provider's view of the signed-in person. */
export interface AuthPerson {
  uid: string;
  metadata: { creationTime?: string; lastSignInTime?: string };
}

export interface Alert {
  open: boolean;
  message: string;
  type: 'error';
}

export interface SessionContext {
  authPerson: AuthPerson | null;
  user: User | null;
  /** Staff: every cohort they may switch to (an admin's flattened over all groups). */
  cohorts: Cohort[];
  groups: GroupWithCohorts[];
  /** Cohort ids whose events and announcements the person sees. */
  sharedCohorts: string[];
  userFilter: string;
  users: User[];
  events: CalendarEvent[];
  records: AttendanceRecord[];
  announcements: Announcement[];
  activities: ActivityCounts | null;
  requirements: EngagementRequirements | null;
  alert: Alert | null;
}

export type SessionEvent =
  | { type: 'AUTH_CHANGED'; person: AuthPerson | null }
  | { type: 'DISMISS_ALERT' }
  | { type: 'TUTORIAL_DONE' }
  | { type: 'RELOAD' };

/** GET /api/admin/groups: each group with its cohort objects. */
export type GroupWithCohorts = Omit<Group, 'cohorts'> & { cohorts: Cohort[] };
export type PeerCalendar = { events: CalendarEvent[]; records: AttendanceRecord[] };
export type SandboxData = { users: User[]; events: CalendarEvent[]; announcements: Announcement[] };

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

function emptyContext(): SessionContext {
  return {
    authPerson: null,
    user: null,
    cohorts: [],
    groups: [],
    sharedCohorts: [],
    userFilter: 'confirmed',
    users: [],
    events: [],
    records: [],
    announcements: [],
    activities: null,
    requirements: null,
    alert: null,
  };
}

const isStaffUser = (user: User | null) => user?.role === 'admin' || user?.role === 'facilitator';
const inSandbox = (user: User | null) => user?.current_group === SANDBOX_GROUP_ID;
const hasScope = (user: User | null) => Boolean(user?.id && user.current_cohort && user.current_group);

/**
 * The transition of a failed request: raise its section 8 message and end the region, so the
 * other parts of the session still load.
 */
function finishWithAlert(message: string) {
  return { target: 'done', actions: { type: 'raiseAlert', params: { message } } } as const;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actions: {
    /**
     * Opens the alert banner with one of the messages of spec section 8. The banner holds one
     * message: the first failure stays until dismissed, since later ones usually follow from it
     * (a person without a cohort cannot have events, nor requirements of a group).
     */
    raiseAlert: assign(({ context }, params: { message: string }) =>
      context.alert?.open ? {} : { alert: { open: true, message: params.message, type: 'error' as const } },
    ),
  },
  actors: {
    /** Reports the identity provider's person now and on every change. */
    watchAuth: fromCallback<SessionEvent>(notProvided('watchAuth')),
    recordLogin: fromPromise<unknown, { id: string }>(notProvided('recordLogin')),
    fetchUser: fromPromise<User, { id: string }>(notProvided('fetchUser')),
    fetchGroups: fromPromise<GroupWithCohorts[], void>(notProvided('fetchGroups')),
    fetchCohorts: fromPromise<Cohort[], { groups: string[] }>(notProvided('fetchCohorts')),
    fetchSharedCohorts: fromPromise<{ cohorts: string[]; user_filter: string }, { cohort: string; group: string }>(
      notProvided('fetchSharedCohorts'),
    ),
    fetchUsers: fromPromise<User[], { cohort: string }>(notProvided('fetchUsers')),
    fetchSandboxData: fromPromise<SandboxData, void>(notProvided('fetchSandboxData')),
    fetchPeerCalendar: fromPromise<PeerCalendar, { sharedCohorts: string[] }>(notProvided('fetchPeerCalendar')),
    /** Checks the calendar's shape; a failure is "Problem parsing events". */
    parseCalendar: fromPromise<PeerCalendar, PeerCalendar>(async ({ input }) => input),
    fetchEvents: fromPromise<CalendarEvent[], { sharedCohorts: string[] }>(notProvided('fetchEvents')),
    fetchAnnouncements: fromPromise<Announcement[], { sharedCohorts: string[] }>(notProvided('fetchAnnouncements')),
    fetchActivities: fromPromise<ActivityCounts, { id: string }>(notProvided('fetchActivities')),
    fetchRequirements: fromPromise<
      { settings?: { engagement_requirements?: EngagementRequirements } },
      { group: string }
    >(notProvided('fetchRequirements')),
  },
  delays: {
    newUserLookup: NEW_USER_LOOKUP_DELAY_MS,
  },
  guards: {
    signedIn: ({ event }) => event.type === 'AUTH_CHANGED' && event.person !== null,
    signedOut: ({ event }) => event.type === 'AUTH_CHANGED' && event.person === null,
    otherPerson: ({ context, event }) =>
      event.type === 'AUTH_CHANGED' && event.person !== null && event.person.uid !== context.authPerson?.uid,
    /** A brand-new account: its profile is still being created, so the lookup waits. */
    newAccount: ({ context }) => {
      const meta = context.authPerson?.metadata;
      return Boolean(meta?.creationTime && meta.creationTime === meta.lastSignInTime);
    },
    isAdmin: ({ context }) => context.user?.role === 'admin',
    isFacilitator: ({ context }) => context.user?.role === 'facilitator',
    isStaff: ({ context }) => isStaffUser(context.user),
    inSandbox: ({ context }) => inSandbox(context.user),
    lacksScope: ({ context }) => !hasScope(context.user),
    lacksCurrentGroup: ({ context }) => !context.user?.current_group,
    noSharedCohorts: ({ context }) => context.sharedCohorts.length === 0,
  },
}).createMachine({
  id: 'session',
  context: emptyContext,
  invoke: { src: 'watchAuth' },
  initial: 'checking',
  states: {
    checking: {
      on: {
        AUTH_CHANGED: [
          { guard: 'signedIn', target: 'signedIn', actions: assign({ authPerson: ({ event }) => event.person }) },
          { target: 'signedOut' },
        ],
      },
    },
    signedOut: {
      entry: assign(emptyContext),
      on: {
        AUTH_CHANGED: {
          guard: 'signedIn',
          target: 'signedIn',
          actions: assign({ authPerson: ({ event }) => event.person }),
        },
      },
    },
    signedIn: {
      initial: 'waitingIfNew',
      on: {
        AUTH_CHANGED: [
          { guard: 'signedOut', target: 'signedOut' },
          {
            guard: 'otherPerson',
            target: 'signedIn',
            reenter: true,
            actions: assign(({ event }) => ({
              ...emptyContext(),
              authPerson: (event as { person: AuthPerson }).person,
            })),
          },
          // The same person again (a token refresh): the loaded user is not refetched.
        ],
        DISMISS_ALERT: { actions: assign({ alert: null }) },
      },
      states: {
        waitingIfNew: {
          always: [{ guard: 'newAccount', target: 'delaying' }, { target: 'recordingLogin' }],
        },
        delaying: {
          tags: ['loading-user'],
          after: { newUserLookup: 'recordingLogin' },
        },
        recordingLogin: {
          tags: ['loading-user'],
          invoke: {
            src: 'recordLogin',
            input: ({ context }) => ({ id: context.authPerson!.uid }),
            onDone: 'fetchingUser',
            onError: {
              target: 'failed',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingUserInfo } },
            },
          },
        },
        fetchingUser: {
          tags: ['loading-user'],
          invoke: {
            src: 'fetchUser',
            input: ({ context }) => ({ id: context.authPerson!.uid }),
            onDone: [
              {
                guard: ({ event }) => !event.output?.id || !event.output.last_login,
                target: 'failed',
                actions: { type: 'raiseAlert', params: { message: MESSAGES.userAuthenticationIssue } },
              },
              { target: 'loadingScope', actions: assign({ user: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingUserInfo } },
            },
          },
        },
        loadingScope: {
          always: [
            { guard: 'isAdmin', target: 'loadingGroups' },
            { guard: 'isFacilitator', target: 'loadingCohorts' },
            { target: 'loadingSharedCohorts' },
          ],
        },
        loadingGroups: {
          tags: ['loading-user'],
          invoke: {
            src: 'fetchGroups',
            onDone: [
              {
                guard: ({ event }) => event.output.length === 0,
                target: 'loadingData',
                actions: { type: 'raiseAlert', params: { message: MESSAGES.noGroupsFound } },
              },
              {
                target: 'loadingData',
                actions: assign({
                  groups: ({ event }) => event.output,
                  cohorts: ({ event }) => event.output.flatMap((group) => group.cohorts),
                }),
              },
            ],
            onError: {
              target: 'loadingData',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingGroups } },
            },
          },
        },
        loadingCohorts: {
          tags: ['loading-user'],
          invoke: {
            src: 'fetchCohorts',
            input: ({ context }) => ({ groups: context.user!.group_list }),
            onDone: [
              {
                guard: ({ event }) => event.output.length === 0,
                target: 'loadingData',
                actions: { type: 'raiseAlert', params: { message: MESSAGES.noCohortsFound } },
              },
              { target: 'loadingData', actions: assign({ cohorts: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'loadingData',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingCohorts } },
            },
          },
        },
        loadingSharedCohorts: {
          tags: ['loading-user'],
          always: {
            guard: 'lacksScope',
            target: 'loadingData',
            actions: [
              assign({ events: [] }),
              { type: 'raiseAlert', params: { message: MESSAGES.errorFetchingEvents } },
            ],
          },
          invoke: {
            src: 'fetchSharedCohorts',
            input: ({ context }) => ({ cohort: context.user!.current_cohort!, group: context.user!.current_group! }),
            onDone: {
              target: 'loadingData',
              actions: assign({
                // The alumni cohort joins the list for alumni-community members who lack it (spec 4).
                sharedCohorts: ({ context, event }) =>
                  context.user?.alumni_community && !event.output.cohorts.includes(ALUMNI_COHORT_ID)
                    ? [...event.output.cohorts, ALUMNI_COHORT_ID]
                    : event.output.cohorts,
                userFilter: ({ event }) => event.output.user_filter,
              }),
            },
            onError: {
              target: 'loadingData',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingCohorts } },
            },
          },
        },
        loadingData: {
          type: 'parallel',
          onDone: 'ready',
          states: {
            // Regions start in this order, and the banner keeps the first failure: a person without
            // a current group hears about the certificate requirements before the people list.
            requirements: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [
                    {
                      guard: 'lacksCurrentGroup',
                      target: 'done',
                      actions: {
                        type: 'raiseAlert',
                        params: { message: MESSAGES.errorFetchingCertificateRequirements },
                      },
                    },
                    { target: 'fetching' },
                  ],
                },
                fetching: {
                  invoke: {
                    src: 'fetchRequirements',
                    input: ({ context }) => ({ group: context.user!.current_group! }),
                    onDone: [
                      {
                        guard: ({ event }) => !event.output?.settings?.engagement_requirements,
                        target: 'done',
                        actions: {
                          type: 'raiseAlert',
                          params: { message: MESSAGES.problemLoadingCertificateRequirements },
                        },
                      },
                      {
                        target: 'done',
                        actions: assign({
                          requirements: ({ event }) => event.output.settings!.engagement_requirements!,
                        }),
                      },
                    ],
                    onError: {
                      target: 'done',
                      actions: {
                        type: 'raiseAlert',
                        params: { message: MESSAGES.errorGettingCertificateRequirements },
                      },
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            users: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [
                    // Peers load no people; the sandbox's people come with its sample data.
                    { guard: ({ context }) => !isStaffUser(context.user) || inSandbox(context.user), target: 'done' },
                    {
                      guard: 'lacksScope',
                      target: 'done',
                      actions: { type: 'raiseAlert', params: { message: MESSAGES.errorFetchingUsers } },
                    },
                    { target: 'fetching' },
                  ],
                },
                fetching: {
                  tags: ['loading-users'],
                  invoke: {
                    src: 'fetchUsers',
                    input: ({ context }) => ({ cohort: context.user!.current_cohort! }),
                    onDone: { target: 'done', actions: assign({ users: ({ event }) => event.output }) },
                    onError: finishWithAlert(MESSAGES.errorFetchingUsers),
                  },
                },
                done: { type: 'final' },
              },
            },
            calendar: {
              initial: 'deciding',
              states: {
                deciding: {
                  always: [
                    { guard: 'inSandbox', target: 'sandbox' },
                    { guard: 'lacksScope', target: 'done' },
                    { guard: 'isStaff', target: 'staff' },
                    // Events load only for a peer whose shared cohort list is not empty (spec 5).
                    { guard: 'noSharedCohorts', target: 'done' },
                    { target: 'peer' },
                  ],
                },
                sandbox: {
                  tags: ['loading-users', 'loading-events', 'loading-announcements'],
                  invoke: {
                    src: 'fetchSandboxData',
                    onDone: {
                      target: 'done',
                      actions: assign({
                        users: ({ event }) => event.output.users,
                        events: ({ event }) => event.output.events,
                        announcements: ({ event }) => event.output.announcements,
                      }),
                    },
                    onError: finishWithAlert(MESSAGES.errorLoadingSandboxData),
                  },
                },
                staff: {
                  type: 'parallel',
                  onDone: 'done',
                  states: {
                    events: {
                      initial: 'fetching',
                      states: {
                        fetching: {
                          tags: ['loading-events'],
                          invoke: {
                            src: 'fetchEvents',
                            input: ({ context }) => ({ sharedCohorts: [context.user!.current_cohort!] }),
                            onDone: { target: 'done', actions: assign({ events: ({ event }) => event.output }) },
                            onError: finishWithAlert(MESSAGES.errorGettingEvents),
                          },
                        },
                        done: { type: 'final' },
                      },
                    },
                    announcements: {
                      initial: 'fetching',
                      states: {
                        fetching: {
                          tags: ['loading-announcements'],
                          invoke: {
                            src: 'fetchAnnouncements',
                            input: ({ context }) => ({ sharedCohorts: [context.user!.current_cohort!] }),
                            onDone: { target: 'done', actions: assign({ announcements: ({ event }) => event.output }) },
                            onError: finishWithAlert(MESSAGES.errorGettingAnnouncements),
                          },
                        },
                        done: { type: 'final' },
                      },
                    },
                  },
                },
                peer: {
                  type: 'parallel',
                  onDone: 'done',
                  states: {
                    events: {
                      initial: 'fetching',
                      states: {
                        fetching: {
                          tags: ['loading-events'],
                          invoke: {
                            src: 'fetchPeerCalendar',
                            input: ({ context }) => ({ sharedCohorts: context.sharedCohorts }),
                            onDone: { target: 'parsing' },
                            onError: finishWithAlert(MESSAGES.problemGettingEvents),
                          },
                        },
                        parsing: {
                          tags: ['loading-events'],
                          invoke: {
                            src: 'parseCalendar',
                            input: ({ event }) => (event as unknown as { output: PeerCalendar }).output,
                            onDone: {
                              target: 'done',
                              actions: assign({
                                events: ({ event }) => event.output.events,
                                records: ({ event }) => event.output.records,
                              }),
                            },
                            onError: finishWithAlert(MESSAGES.problemParsingEvents),
                          },
                        },
                        done: { type: 'final' },
                      },
                    },
                    announcements: {
                      initial: 'fetching',
                      states: {
                        fetching: {
                          tags: ['loading-announcements'],
                          invoke: {
                            src: 'fetchAnnouncements',
                            input: ({ context }) => ({ sharedCohorts: context.sharedCohorts }),
                            onDone: { target: 'done', actions: assign({ announcements: ({ event }) => event.output }) },
                            onError: finishWithAlert(MESSAGES.errorFetchingAnnouncements),
                          },
                        },
                        done: { type: 'final' },
                      },
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            activities: {
              initial: 'deciding',
              states: {
                deciding: { always: [{ guard: 'isStaff', target: 'done' }, { target: 'fetching' }] },
                fetching: {
                  tags: ['loading-activities'],
                  invoke: {
                    src: 'fetchActivities',
                    input: ({ context }) => ({ id: context.user!.id }),
                    onDone: { target: 'done', actions: assign({ activities: ({ event }) => event.output }) },
                    onError: finishWithAlert(MESSAGES.errorFetchingData),
                  },
                },
                done: { type: 'final' },
              },
            },
          },
        },
        ready: {
          on: {
            TUTORIAL_DONE: {
              actions: assign({ user: ({ context }) => (context.user ? { ...context.user, tutorial: true } : null) }),
            },
            RELOAD: { target: '#session.signedIn', reenter: true },
          },
        },
        failed: {},
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
