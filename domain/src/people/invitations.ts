/**
 * Invitations in a queue (docs/users.md): a bulk invitation records one invitation per good row and
 * answers at once; a queued task per row makes the account and sends the e-mail. These rules say
 * what a row of a new request is, given what already exists for its address, so that a retried
 * request answers the rows its first attempt wrote instead of refusing them as taken. Pure.
 */
import { inviteRow, type RawInviteRow, type UserStatus } from './user-admin.ts';

/** pending: queued (or being retried); sent: account made and e-mail queued; failed: given up, with why. */
export const INVITATION_STATES = ['pending', 'sent', 'failed'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface Invitation {
  /** Derived from the lower-case address: one invitation per address. */
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string;
  cohort: string;
  group: string;
  /** The person's id, chosen when the row is recorded: their profile and Auth account use it. */
  uid: string;
  state: InvitationState;
  /** Why the last attempt failed (kept while retrying; the reason of a failed row). */
  error: string | null;
  /** Which sending of the row this is: 1, then one more each time staff invite a failed row again. */
  attempt: number;
  invited_by: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * What a row's address is to a new request:
 * - `new`: nothing holds it; record an invitation.
 * - `same`: this group's invitation of it to this cohort, not yet taken up (the person has not
 *   signed in): answered as invited with the recorded id; a failed one is sent again (`retry`).
 * - `taken`: someone else's account, another group's or cohort's invitation, or a person who has
 *   signed in already: refused as `email: already has an account`.
 */
export type RowStanding =
  { kind: 'new' } | { kind: 'same'; invitation: Invitation; retry: boolean } | { kind: 'taken' };

export interface KnownAddresses {
  /** Invitations by lower-case address. */
  invitations: ReadonlyMap<string, Invitation>;
  /** Auth accounts' ids by lower-case address. */
  accounts: ReadonlyMap<string, string>;
  /** The profile status of each invitation's person (absent: no profile). */
  statuses: ReadonlyMap<string, UserStatus>;
}

export function standingOfRow(email: string, cohort: string, group: string, known: KnownAddresses): RowStanding {
  const invitation = known.invitations.get(email);
  const account = known.accounts.get(email);
  if (!invitation) return account === undefined ? { kind: 'new' } : { kind: 'taken' };
  if (invitation.group !== group || invitation.cohort !== cohort) return { kind: 'taken' };
  if (account !== undefined && account !== invitation.uid) return { kind: 'taken' };
  const status = known.statuses.get(invitation.uid);
  if (status !== undefined && status !== 'invited') return { kind: 'taken' };
  return { kind: 'same', invitation, retry: invitation.state === 'failed' };
}

/**
 * The standing of each address of a request (its first row naming it; later rows are refused as
 * repeats anyway). Rows that do not parse or name an unknown cohort have none.
 */
export function standingsOfRows(
  rows: readonly RawInviteRow[],
  groupOfCohort: ReadonlyMap<string, string>,
  known: KnownAddresses,
): Map<string, RowStanding> {
  const standings = new Map<string, RowStanding>();
  for (const raw of rows) {
    const parsed = inviteRow.safeParse(raw);
    if (!parsed.success || standings.has(parsed.data.email)) continue;
    const group = groupOfCohort.get(parsed.data.cohort);
    if (group === undefined) continue;
    standings.set(parsed.data.email, standingOfRow(parsed.data.email, parsed.data.cohort, group, known));
  }
  return standings;
}
