/**
 * The self-serve sandbox (docs/sandbox.md): a member of the facilitators group opens their private
 * copy of the template (made the first time) or remakes it. The copy is written beside the
 * template, never over it, and never touches a real group: every path and id in it is mapped to
 * the person's (domain/src/sandbox/sandbox.ts).
 */
import {
  isSandboxMember,
  SANDBOX_GROUP_ID,
  sandboxCopy,
  sandboxCopyId,
  sandboxGroupId,
  type User,
} from '@peer-coaching/domain';
import {
  pointOwnerAtSandbox,
  readSandboxTemplate,
  resetSandboxDocuments,
  sandboxExists,
  writeSandboxDocuments,
} from '../../data/sandbox/sandbox.ts';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { listCohortsOfGroups } from '../../data/program/groups.ts';
import { notAllowed } from '../errors.ts';

export interface SandboxPlace {
  group: string;
  cohort: string | null;
}

function memberOnly(caller: User) {
  if (!isSandboxMember(caller)) throw notAllowed('Only members of the facilitators group have a sandbox');
}

/** Copies the template into the caller's group; the cohort they start in (the template's first). */
async function copyTemplate(caller: User): Promise<string | null> {
  const template = await readSandboxTemplate();
  await writeSandboxDocuments(sandboxCopy(template, caller.id));
  return firstCohortOfCopy(template, caller.id);
}

/** The copy's id of the template's first cohort. */
function firstCohortOfCopy(template: Awaited<ReturnType<typeof readSandboxTemplate>>, userId: string): string | null {
  const group = template.find(({ path }) => path === `groups/${SANDBOX_GROUP_ID}`);
  const cohorts = (group?.data.cohorts as string[] | undefined) ?? [];
  return cohorts[0] ? sandboxCopyId(cohorts[0], userId) : null;
}

/** The cohort the caller works in within the sandbox: theirs if it is the sandbox's, else its first. */
const cohortIn = (caller: User, group: string, first: string | null) =>
  caller.current_group === group && caller.current_cohort ? caller.current_cohort : first;

export async function openSandbox(caller: User): Promise<SandboxPlace> {
  memberOnly(caller);
  const group = sandboxGroupId(caller.id);
  const first = (await sandboxExists(group)) ? null : await copyTemplate(caller);
  const cohort = cohortIn(caller, group, first) ?? (await firstCohortOf(group));
  await pointOwnerAtSandbox(caller.id, group, cohort);
  return { group, cohort };
}

export async function resetSandbox(caller: User): Promise<SandboxPlace> {
  memberOnly(caller);
  const group = sandboxGroupId(caller.id);
  const template = await readSandboxTemplate();
  describeAudit({ group, target: `groups/${group}`, summary: 'Reset the sandbox to the sample program' });
  await resetSandboxDocuments(group, sandboxCopy(template, caller.id));
  const cohort = firstCohortOfCopy(template, caller.id);
  await pointOwnerAtSandbox(caller.id, group, cohort);
  return { group, cohort };
}

/** The sandbox's first cohort, by name. */
async function firstCohortOf(group: string): Promise<string | null> {
  return (await listCohortsOfGroups([group]))[0]?.id ?? null;
}
