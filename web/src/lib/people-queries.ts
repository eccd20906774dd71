/**
 * The people queries of staff pages, bounded (issue 26, docs/users.md "A bounded list"): /user's
 * pages filtered on the server and their counts, /settings' facilitators, /matching's cohort. Kept
 * apart from live-queries.ts so the peer home's bundle does not carry the count aggregation. The
 * rules suite runs these very builders (tests/rules/live-queries.test.ts).
 */
import { COLLECTION_PATHS, type User } from '@peer-coaching/domain';
import {
  collection,
  getCountFromServer,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { converterOf } from './firestore.ts';
import { countDocumentReads } from './read-counter.ts';

const users = (db: Firestore) =>
  collection(db, COLLECTION_PATHS.users).withConverter(converterOf<User>(COLLECTION_PATHS.users));

/**
 * What /user asks the server for (docs/users.md "A bounded list"): a role, a status, a cohort (the
 * person's current cohort) and a search, each 'all' / null / '' for no filter. The search is a
 * prefix of the last name (`last_name_lower`, kept by every write of a name), or, when it holds
 * an "@", a whole e-mail address.
 */
export interface PeopleQueryFilters {
  role: User['role'] | 'all';
  status: User['status'] | 'all';
  cohort: string | null;
  search: string;
}

/** The search as the server compares it: trimmed, lower case. */
export function normalisedPeopleSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** Whether the search names an e-mail address (looked up whole) rather than a last name (a prefix). */
export function isEmailSearch(search: string): boolean {
  return normalisedPeopleSearch(search).includes('@');
}

function peopleConstraints(group: string, filters: PeopleQueryFilters): QueryConstraint[] {
  const search = normalisedPeopleSearch(filters.search);
  const constraints: QueryConstraint[] = [where('group', 'array-contains', group)];
  if (search.includes('@')) {
    // One address is one person at most: the other filters are applied to it in the browser.
    constraints.push(where('email', '==', search));
    return constraints;
  }
  if (filters.role !== 'all') constraints.push(where('role', '==', filters.role));
  if (filters.status !== 'all') constraints.push(where('status', '==', filters.status));
  if (filters.cohort) constraints.push(where('current_cohort', '==', filters.cohort));
  if (search) {
    constraints.push(where('last_name_lower', '>=', search), where('last_name_lower', '<', `${search}\uf8ff`));
  }
  return constraints;
}

/**
 * One page of a group's people for its staff (/user), filtered on the server, by last name:
 * the first `size` of them (the page's "Show more" asks for more). The rules' `staffesAny` is
 * proved by the `group` filter.
 */
export function groupPeoplePageQuery(
  db: Firestore,
  group: string,
  filters: PeopleQueryFilters,
  size: number,
): Query<User> {
  const constraints = peopleConstraints(group, filters);
  if (isEmailSearch(filters.search)) return query(users(db), ...constraints, limit(size));
  return query(users(db), ...constraints, orderBy('last_name_lower'), limit(size));
}

/** The same filters without order or limit: what the status filter's counts count (an aggregation). */
export function groupPeopleCountQuery(db: Firestore, group: string, filters: PeopleQueryFilters): Query<User> {
  return query(users(db), ...peopleConstraints(group, filters));
}

/** A group's facilitators (any status), for its staff (/settings): never its peers. */
export function groupFacilitatorsQuery(db: Firestore, group: string): Query<User> {
  return query(users(db), where('group', 'array-contains', group), where('role', '==', 'facilitator'));
}

/**
 * The confirmed peers of a cohort for staff of its group (/matching), by the cohort they are in now
 * (`current_cohort`, which the rules cannot check, so the group is named too).
 */
export function cohortPeersQuery(db: Firestore, group: string, cohort: string): Query<User> {
  return query(
    users(db),
    where('group', 'array-contains', group),
    where('role', '==', 'peer'),
    where('status', '==', 'confirmed'),
    where('current_cohort', '==', cohort),
  );
}

/**
 * How many documents a query matches, from the server: a count aggregation, billed one read per
 * 1,000 documents counted (at least one), and counted so in the page's reads.
 */
export async function countMatching(q: Query<unknown>): Promise<number> {
  const count = (await getCountFromServer(q)).data().count;
  countDocumentReads(Math.max(1, Math.ceil(count / 1000)), 'count aggregations');
  return count;
}
