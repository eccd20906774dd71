/**
 * Everyone in the demo: the named accounts of accounts.mjs, the participants of the real cohorts
 * and alumni, and the sample people of the sandbox. Pure: ids, names and memberships come from
 * curated lists and seeded draws, dates from the demo clock.
 */
import { ALUMNI_COHORT_ID, SANDBOX_GROUP_ID, type Role } from '@peer-coaching/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type NamedDemoAccount } from './accounts.mjs';
import type { DemoClock } from './clock.ts';
import {
  CASE_VARIANT_PAIRS,
  DEPARTMENTS,
  PARTICIPANT_NAMES,
  SANDBOX_NAMES,
  STAFF_DEPARTMENT,
  demoEmail,
} from './names.ts';
import type { PersonName } from './names.ts';
import { COHORTS, GROUPS, cohortPlan, programCohortsOf } from './program.ts';
import { randomFor } from './random.ts';
import type { DemoAccount, UserDoc } from './types.ts';

/** How many curated participants become alumni (graduates of an earlier year). */
const ALUMNI_GRADUATES = 6;
const INVITED_SHARE = 0.1;
const ALUMNI_COMMUNITY_SHARE = 0.12;

/** Where each case-variant pair goes: the facilitator's current cohort first, so it shows. */
const PAIR_COHORTS = ['mgh-2026-a', 'mgh-2026-b', 'harvard-2026-a', 'harvard-2026-b'] as const;

interface Membership {
  role: Role;
  groups: string[];
  groupList: string[];
  cohorts: string[];
  current: { group: string; cohort: string };
}

function namedMembership(account: NamedDemoAccount): Membership {
  const allGroups = GROUPS.map((g) => g.id);
  switch (account.uid) {
    case 'demo-admin':
      return {
        role: 'admin',
        groups: allGroups,
        groupList: allGroups,
        cohorts: COHORTS.map((c) => c.id),
        current: { group: 'mgh', cohort: 'mgh-2026-a' },
      };
    case 'demo-facilitator':
      return facilitatorOf('mgh', 'mgh-2026-a');
    case 'demo-sandbox':
      return facilitatorOf(SANDBOX_GROUP_ID, 'facilitators-sandbox');
    case 'demo-peer':
      return peerIn('mgh-2026-a');
    case 'demo-peer2':
      return peerIn('harvard-2026-a');
    case 'demo-alumni':
      return peerIn(ALUMNI_COHORT_ID);
    default:
      throw new Error(`No membership for named account ${account.uid}`);
  }
}

/** A facilitator runs one group and belongs to all its cohorts. */
function facilitatorOf(group: string, currentCohort: string): Membership {
  const cohorts = COHORTS.filter((c) => c.group === group).map((c) => c.id);
  return {
    role: 'facilitator',
    groups: [group],
    groupList: [group],
    cohorts,
    current: { group, cohort: currentCohort },
  };
}

function peerIn(cohort: string): Membership {
  const group = cohortPlan(cohort).group;
  return { role: 'peer', groups: [group], groupList: [], cohorts: [cohort], current: { group, cohort } };
}

interface PersonDraft extends PersonName {
  uid: string;
  email: string;
  membership: Membership;
  status: UserDoc['status'];
  alumniCommunity: boolean;
  tutorial: boolean;
  department: string;
}

function namedDrafts(): PersonDraft[] {
  return DEMO_ACCOUNTS.map((account) => {
    const membership = namedMembership(account);
    return {
      uid: account.uid,
      email: account.email,
      first_name: account.first_name,
      last_name: account.last_name,
      membership,
      status: 'confirmed',
      alumniCommunity: account.uid === 'demo-alumni',
      // Only the sandbox facilitator has the tutorial still to do (spec: shown while false).
      tutorial: account.uid !== 'demo-sandbox',
      department: membership.role === 'peer' ? departmentFor(account.uid, membership.current.group) : STAFF_DEPARTMENT,
    };
  });
}

function departmentFor(uid: string, group: string): string {
  return randomFor(`department|${uid}`).pick(DEPARTMENTS[group] ?? []);
}

/** The element at `index`, which the caller knows exists (noUncheckedIndexedAccess). */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at ${index}`);
  return item;
}

interface Placement {
  person: PersonName;
  uid: string;
  cohort: string;
  /** Case-variant pairs stay confirmed so both show under the default 'confirmed' users filter. */
  alwaysConfirmed: boolean;
}

function participantDraft({ person, uid, cohort, alwaysConfirmed }: Placement): PersonDraft {
  const membership = peerIn(cohort);
  const random = randomFor(`person|${uid}`);
  const graduate = cohort === ALUMNI_COHORT_ID;
  const invited = !graduate && !alwaysConfirmed && random.chance(INVITED_SHARE);
  return {
    ...person,
    uid,
    email: demoEmail(person),
    membership,
    // Graduates accepted long ago; newcomers may not have accepted their invitation yet.
    status: invited ? 'invited' : 'confirmed',
    alumniCommunity: graduate || random.chance(ALUMNI_COMMUNITY_SHARE),
    tutorial: true,
    department: departmentFor(uid, membership.current.group),
  };
}

const participantUid = (index: number) => `peer-${String(index + 1).padStart(3, '0')}`;

/**
 * Curated participants get ids by their position in the lists (peer-001 ...), then a seeded
 * shuffle deals them: the first few to the alumni cohort, the rest round-robin over the program
 * cohorts. Case-variant pairs are placed by hand so each pair shares a cohort.
 */
function participantDrafts(): PersonDraft[] {
  const programCohorts = [...programCohortsOf('mgh'), ...programCohortsOf('harvard')].map((c) => c.id);
  const pool = PARTICIPANT_NAMES.map((person, index) => ({ person, uid: participantUid(index) }));
  const dealt: Placement[] = randomFor('deal-participants')
    .shuffle(pool)
    .map((entry, i) => ({
      ...entry,
      cohort:
        i < ALUMNI_GRADUATES ? ALUMNI_COHORT_ID : at(programCohorts, (i - ALUMNI_GRADUATES) % programCohorts.length),
      alwaysConfirmed: false,
    }))
    .sort((a, b) => a.uid.localeCompare(b.uid));
  const pairs: Placement[] = CASE_VARIANT_PAIRS.flatMap((pair, i) =>
    pair.map((person, j) => ({
      person,
      uid: participantUid(PARTICIPANT_NAMES.length + 2 * i + j),
      cohort: at(PAIR_COHORTS, i % PAIR_COHORTS.length),
      alwaysConfirmed: true,
    })),
  );
  return [...withOneDeactivated(dealt.map(participantDraft)), ...pairs.map(participantDraft)];
}

/** The cohort of the demo's one deactivated participant (someone who left: docs/users.md). */
export const DEACTIVATED_COHORT = 'mgh-2026-b';

/** The first confirmed participant of DEACTIVATED_COHORT (by id) left the program: deactivated, nothing deleted. */
function withOneDeactivated(drafts: PersonDraft[]): PersonDraft[] {
  const index = drafts.findIndex((d) => d.membership.current.cohort === DEACTIVATED_COHORT && d.status === 'confirmed');
  return drafts.map((draft, i) => (i === index ? { ...draft, status: 'deactivated' } : draft));
}

function sandboxDrafts(): PersonDraft[] {
  return SANDBOX_NAMES.map((person, index) => {
    const uid = `sandbox-peer-${String(index + 1).padStart(2, '0')}`;
    const draft = participantDraft({ person, uid, cohort: 'facilitators-sandbox', alwaysConfirmed: true });
    return { ...draft, email: `${uid}@demo.test` };
  });
}

function toUserDoc(draft: PersonDraft, clock: DemoClock): UserDoc {
  const { membership } = draft;
  const random = randomFor(`dates|${draft.uid}`);
  const firstCohort = cohortPlan(membership.current.cohort);
  // Accounts exist from a month before the cohort starts; staff and alumni from long before.
  const createdOffset = membership.role === 'peer' ? Math.max(firstCohort.startOffset, -400) - 30 : -420;
  const lastLoginOffset = membership.role === 'peer' && !draft.uid.startsWith('demo-') ? -random.int(1, 14) : -1;
  return {
    id: draft.uid,
    email: draft.email,
    first_name: draft.first_name,
    last_name: draft.last_name,
    last_name_lower: draft.last_name.toLowerCase(),
    role: membership.role,
    group: membership.groups,
    group_list: membership.groupList,
    cohort: membership.cohorts.map((id) => cohortPlan(id).name),
    cohort_list: membership.cohorts,
    current_cohort: membership.current.cohort,
    current_group: membership.current.group,
    alumni_community: draft.alumniCommunity,
    tutorial: draft.tutorial,
    last_login:
      draft.status === 'invited'
        ? null
        : clock.at(lastLoginOffset, `${String(random.int(7, 21)).padStart(2, '0')}:${random.pick(['05', '20', '40'])}`),
    status: draft.status,
    department: draft.department,
    created_at: clock.at(createdOffset, '10:00'),
  };
}

export function buildUsers(clock: DemoClock): UserDoc[] {
  return [...namedDrafts(), ...participantDrafts(), ...sandboxDrafts()].map((draft) => toUserDoc(draft, clock));
}

/** One Auth account per user; invited people have one too, unverified, never signed in. */
export function buildAccounts(users: readonly UserDoc[]): DemoAccount[] {
  return users.map((user) => ({
    uid: user.id,
    email: user.email,
    password: DEMO_PASSWORD,
    displayName: `${user.first_name} ${user.last_name}`,
    emailVerified: user.status !== 'invited',
    // A deactivated person's account is disabled (PUT /api/facilitator/users/:id does the same).
    ...(user.status === 'deactivated' && { disabled: true }),
  }));
}
