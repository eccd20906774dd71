/**
 * What the session machine (session.machine.ts) holds and hears: the signed-in person, their scope
 * and the alert banner's messages, and the events that change them.
 */
import type { Cohort, EngagementRequirements, Group, User } from '@peer-coaching/domain';

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
  /**
   * While the user loads: the profile as fetched and the sign-in time the API recorded (the two
   * calls run side by side; see userPredatesSignIn).
   */
  fetchedUser: User | null;
  recordedLogin: unknown;
  /** Staff: every cohort they may switch to (an admin's flattened over all groups). */
  cohorts: Cohort[];
  groups: GroupWithCohorts[];
  /** Cohort ids whose events and announcements the person sees. */
  sharedCohorts: string[];
  userFilter: string;
  requirements: EngagementRequirements | null;
  /** The alert banner's open messages, newest first, each message once. */
  alerts: Alert[];
}

export type SessionEvent =
  | { type: 'AUTH_CHANGED'; person: AuthPerson | null }
  /** Closes one message of the banner. */
  | { type: 'DISMISS_ALERT'; message: string }
  | { type: 'TUTORIAL_DONE' }
  /** The person changed their own profile on /account: the saved record replaces the loaded one. */
  | { type: 'PROFILE_SAVED'; user: User }
  /** A feature's failed load: shows its section 8 message in the banner. */
  | { type: 'RAISE_ALERT'; message: string }
  /** Staff pick another cohort (and, for admins, perhaps another group) from the top bar. */
  | { type: 'SWITCH_COHORT'; cohort: string; group: string }
  | { type: 'RELOAD' };

/** GET /api/admin/groups: each group with its cohort objects. */
export type GroupWithCohorts = Omit<Group, 'cohorts'> & { cohorts: Cohort[] };

export function emptyContext(): SessionContext {
  return {
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
}

const instantOf = (value: unknown) =>
  value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : Number.NaN;

/**
 * Whether a profile fetched beside `PUT user_info` (key last_login) may have been read before that
 * call's write: its last_login is not the sign-in the API just recorded, or it was invited (a first
 * sign-in confirms an invited person). A page reopened on a kept session records nothing new, so
 * its profile is current. Without a recorded time (offline, or an API that does not say), the
 * profile stands.
 */
export function userPredatesSignIn(user: User, recordedLogin: unknown): boolean {
  if (recordedLogin === null || recordedLogin === undefined) return false;
  return user.status === 'invited' || instantOf(user.last_login) !== instantOf(recordedLogin);
}

/** The banner with `message` added on top, unless it is open already. */
export const withAlert = (context: SessionContext, message: string): Partial<SessionContext> =>
  context.alerts.some((alert) => alert.message === message)
    ? {}
    : { alerts: [{ open: true, message, type: 'error' as const }, ...context.alerts] };
