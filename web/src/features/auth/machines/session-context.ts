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
    cohorts: [],
    groups: [],
    sharedCohorts: [],
    userFilter: 'confirmed',
    requirements: null,
    alerts: [],
  };
}

/** The banner with `message` added on top, unless it is open already. */
export const withAlert = (context: SessionContext, message: string): Partial<SessionContext> =>
  context.alerts.some((alert) => alert.message === message)
    ? {}
    : { alerts: [{ open: true, message, type: 'error' as const }, ...context.alerts] };
