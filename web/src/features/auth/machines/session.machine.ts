/**
 * The auth bootstrap (spec sections 4 and 5): from the identity provider's signed-in person to who
 * the user is and their scope: the user, the groups and cohorts they may switch between, their
 * shared cohorts and their group's certificate requirements. Page data (people, events,
 * announcements, activities) lives with its feature (features/<feature>/api), which raises its own
 * section 8 messages through RAISE_ALERT. All I/O is injected as actors, so every path is testable
 * without a network; every failure raises its exact message of section 8.
 */
import {
  ALUMNI_COHORT_ID,
  MESSAGES,
  NEW_USER_LOOKUP_DELAY_MS,
  type Cohort,
  type EngagementRequirements,
  type User,
} from '@peer-coaching/domain';
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  emptyContext,
  userPredatesSignIn,
  withAlert,
  type AuthPerson,
  type GroupWithCohorts,
  type SessionContext,
  type SessionEvent,
} from './session-context.ts';

export type { Alert, AuthPerson, GroupWithCohorts, SessionContext, SessionEvent } from './session-context.ts';

/** Not in the spec's catalogue: switching scope is ours (docs/decisions.md). */
export const SWITCH_COHORT_FAILED = 'Could not switch to that cohort. Please try again.';

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

/** Either call of the user's load failing: the one message of section 8 for both. */
const raiseErrorGettingUserInfo = { type: 'raiseAlert', params: { message: MESSAGES.errorGettingUserInfo } } as const;

const hasScope = (user: User | null) => Boolean(user?.id && user.current_cohort && user.current_group);

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actions: {
    /**
     * Adds one of the messages of spec section 8 to the alert banner, newest first. A message
     * already open is not repeated (a listener that fails again, a page opened twice): it is one
     * problem, shown once, until dismissed.
     */
    raiseAlert: assign(({ context }, params: { message: string }) => withAlert(context, params.message)),
    raiseIfNoCurrentCohort: assign(({ context }) =>
      context.user?.current_cohort ? {} : withAlert(context, MESSAGES.errorFetchingEvents),
    ),
  },
  actors: {
    /** Reports the identity provider's person now and on every change. */
    watchAuth: fromCallback<SessionEvent>(notProvided('watchAuth')),
    /** PUT user_info, key last_login: answers the value stored (the sign-in time), or null offline. */
    recordLogin: fromPromise<{ value?: unknown } | null, { id: string }>(notProvided('recordLogin')),
    fetchUser: fromPromise<User, { id: string }>(notProvided('fetchUser')),
    fetchGroups: fromPromise<GroupWithCohorts[], void>(notProvided('fetchGroups')),
    fetchCohorts: fromPromise<Cohort[], { groups: string[] }>(notProvided('fetchCohorts')),
    fetchSharedCohorts: fromPromise<
      { cohorts: string[]; cohort_ids: string[]; user_filter: string },
      { cohort: string; group: string }
    >(notProvided('fetchSharedCohorts')),
    /** Saves the picked scope: current_group (when it changes) and current_cohort, through user_info. */
    saveScope: fromPromise<
      { cohort: string; group: string },
      { id: string; cohort: string; group: string; groupChanged: boolean }
    >(notProvided('saveScope')),
    fetchRequirements: fromPromise<
      { settings?: { engagement_requirements?: EngagementRequirements } | null },
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
    lacksScope: ({ context }) => !hasScope(context.user),
    lacksCurrentGroup: ({ context }) => !context.user?.current_group,
    /** Staff pick among the cohorts their scope loaded (an admin's span every group). */
    mayPickCohort: ({ context, event }) =>
      event.type === 'SWITCH_COHORT' &&
      (context.user?.role === 'admin' || context.user?.role === 'facilitator') &&
      context.cohorts.some((c) => c.id === event.cohort && c.group === event.group),
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
        DISMISS_ALERT: {
          actions: assign({
            alerts: ({ context, event }) => context.alerts.filter((alert) => alert.message !== event.message),
          }),
        },
        RAISE_ALERT: { actions: { type: 'raiseAlert', params: ({ event }) => ({ message: event.message }) } },
      },
      states: {
        waitingIfNew: {
          always: [{ guard: 'newAccount', target: 'delaying' }, { target: 'loadingUser' }],
        },
        delaying: {
          tags: ['loading-user'],
          after: { newUserLookup: 'loadingUser' },
        },
        // PUT user_info (last_login) and GET user side by side: on a page reopened on a kept
        // session, the usual start, the put records nothing new and the profile fetched beside it
        // is current, so the page waits for one round trip instead of two. A profile that may have
        // been read before the put's write (a new sign-in) is fetched again (userPredatesSignIn).
        loadingUser: {
          tags: ['loading-user'],
          type: 'parallel',
          states: {
            recordingLogin: {
              initial: 'pending',
              states: {
                pending: {
                  invoke: {
                    src: 'recordLogin',
                    input: ({ context }) => ({ id: context.authPerson!.uid }),
                    onDone: {
                      target: 'done',
                      actions: assign({ recordedLogin: ({ event }) => event.output?.value ?? null }),
                    },
                    onError: { target: '#session.signedIn.failed', actions: raiseErrorGettingUserInfo },
                  },
                },
                done: { type: 'final' },
              },
            },
            fetchingUser: {
              initial: 'pending',
              states: {
                pending: {
                  invoke: {
                    src: 'fetchUser',
                    input: ({ context }) => ({ id: context.authPerson!.uid }),
                    onDone: { target: 'done', actions: assign({ fetchedUser: ({ event }) => event.output }) },
                    onError: { target: '#session.signedIn.failed', actions: raiseErrorGettingUserInfo },
                  },
                },
                done: { type: 'final' },
              },
            },
          },
          onDone: [
            {
              // Both regions end only through their onDone, so the profile is there.
              guard: ({ context }) => userPredatesSignIn(context.fetchedUser!, context.recordedLogin),
              target: 'refetchingUser',
            },
            { target: 'checkingUser' },
          ],
        },
        refetchingUser: {
          tags: ['loading-user'],
          invoke: {
            src: 'fetchUser',
            input: ({ context }) => ({ id: context.authPerson!.uid }),
            onDone: { target: 'checkingUser', actions: assign({ fetchedUser: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: raiseErrorGettingUserInfo },
          },
        },
        checkingUser: {
          tags: ['loading-user'],
          always: [
            {
              guard: ({ context }) => !context.fetchedUser?.id || !context.fetchedUser.last_login,
              target: 'failed',
              actions: [
                assign({ fetchedUser: null }),
                { type: 'raiseAlert', params: { message: MESSAGES.userAuthenticationIssue } },
              ],
            },
            {
              target: 'loadingScope',
              actions: assign({ user: ({ context }) => context.fetchedUser, fetchedUser: null, recordedLogin: null }),
            },
          ],
        },
        loadingScope: {
          // Staff without a current cohort have no events to load, as a peer without one (whose
          // case loadingSharedCohorts raises): the same section 8 message, beside "No cohort selected".
          always: [
            { guard: 'isAdmin', target: 'loadingGroups', actions: 'raiseIfNoCurrentCohort' },
            { guard: 'isFacilitator', target: 'loadingCohorts', actions: 'raiseIfNoCurrentCohort' },
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
                target: 'loadingRequirements',
                actions: { type: 'raiseAlert', params: { message: MESSAGES.noGroupsFound } },
              },
              {
                target: 'loadingRequirements',
                actions: assign({
                  groups: ({ event }) => event.output,
                  cohorts: ({ event }) => event.output.flatMap((group) => group.cohorts),
                }),
              },
            ],
            onError: {
              target: 'loadingRequirements',
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
                target: 'loadingRequirements',
                actions: { type: 'raiseAlert', params: { message: MESSAGES.noCohortsFound } },
              },
              { target: 'loadingRequirements', actions: assign({ cohorts: ({ event }) => event.output }) },
            ],
            onError: {
              target: 'loadingRequirements',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingCohorts } },
            },
          },
        },
        loadingSharedCohorts: {
          tags: ['loading-user'],
          always: {
            guard: 'lacksScope',
            target: 'loadingRequirements',
            // Without a scope there are no events to load (spec 5): the calendar stays empty.
            actions: { type: 'raiseAlert', params: { message: MESSAGES.errorFetchingEvents } },
          },
          invoke: {
            src: 'fetchSharedCohorts',
            input: ({ context }) => ({ cohort: context.user!.current_cohort!, group: context.user!.current_group! }),
            onDone: {
              target: 'loadingRequirements',
              actions: assign({
                // The alumni cohort joins the list for alumni-community members who lack it (spec 4).
                sharedCohorts: ({ context, event }) =>
                  context.user?.alumni_community && !event.output.cohort_ids.includes(ALUMNI_COHORT_ID)
                    ? [...event.output.cohort_ids, ALUMNI_COHORT_ID]
                    : event.output.cohort_ids,
                userFilter: ({ event }) => event.output.user_filter,
              }),
            },
            onError: {
              target: 'loadingRequirements',
              actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingCohorts } },
            },
          },
        },
        loadingRequirements: {
          tags: ['loading-requirements'],
          initial: 'deciding',
          onDone: 'ready',
          states: {
            deciding: {
              always: [
                {
                  guard: 'lacksCurrentGroup',
                  target: 'done',
                  actions: { type: 'raiseAlert', params: { message: MESSAGES.errorFetchingCertificateRequirements } },
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
                    actions: assign({ requirements: ({ event }) => event.output.settings!.engagement_requirements! }),
                  },
                ],
                onError: {
                  target: 'done',
                  actions: { type: 'raiseAlert', params: { message: MESSAGES.errorGettingCertificateRequirements } },
                },
              },
            },
            done: { type: 'final' },
          },
        },
        ready: {
          on: {
            TUTORIAL_DONE: {
              actions: assign({ user: ({ context }) => (context.user ? { ...context.user, tutorial: true } : null) }),
            },
            PROFILE_SAVED: {
              guard: ({ context, event }) => context.user?.id === event.user.id,
              actions: assign({ user: ({ event }) => event.user }),
            },
            RELOAD: { target: '#session.signedIn', reenter: true },
            SWITCH_COHORT: { guard: 'mayPickCohort', target: 'switchingCohort' },
          },
        },
        switchingCohort: {
          tags: ['loading-user'],
          invoke: {
            src: 'saveScope',
            input: ({ context, event }) => {
              const { cohort, group } = event as Extract<SessionEvent, { type: 'SWITCH_COHORT' }>;
              return { id: context.user!.id, cohort, group, groupChanged: group !== context.user!.current_group };
            },
            onDone: {
              // Every page follows the new scope: the staff's cohorts (or groups) and the group's
              // requirements load again; pages read the current cohort from the user.
              target: 'loadingScope',
              actions: assign({
                user: ({ context, event }) => {
                  const { cohort, group } = (event.output ?? {}) as { cohort: string; group: string };
                  return { ...context.user!, current_cohort: cohort, current_group: group };
                },
                requirements: null,
              }),
            },
            onError: {
              target: 'ready',
              actions: { type: 'raiseAlert', params: { message: SWITCH_COHORT_FAILED } },
            },
          },
        },
        failed: {},
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
