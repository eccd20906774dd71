/** Who may change a group's pages and templates, and the checks before a save (docs/pages.md). */
import {
  nextPageVersion,
  pageVersionSummary,
  pageSubjectProblem,
  staffesGroup,
  type ContentKey,
  type PageContent,
  type User,
} from '@peer-coaching/domain';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { getPageVersion, groupExists, savePageVersion } from '../../data/program/pages.ts';
import { invalidInput, notAllowed, notFound } from '../errors.ts';

const nameOf = (person: User) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** The group, when the caller runs it: 403 for staff of another group, 404 for no such group. */
async function staffGroup(caller: User, group: string): Promise<string> {
  if (!staffesGroup(caller, group)) throw notAllowed(`group: you do not run group ${group}`);
  if (!(await groupExists(group))) throw notFound(`No group ${group}`);
  return group;
}

/** The next version, described for the audit log (its number is known only inside the transaction). */
function describedVersion(group: string, key: ContentKey, next: ReturnType<typeof nextPageVersion>, what: string) {
  const summary = pageVersionSummary(key, next.page.version, what);
  describeAudit({ group, target: `groups/${group}/pages/${key}`, summary });
  return next;
}

/** Saves the text as the key's next version. */
export async function savePage(
  caller: User,
  key: ContentKey,
  input: { group: string; markdown: string; subject?: string | undefined },
): Promise<PageContent> {
  const problem = pageSubjectProblem(key, input.subject);
  if (problem) throw invalidInput(problem);
  const group = await staffGroup(caller, input.group);
  return savePageVersion(group, key, (current) =>
    describedVersion(
      group,
      key,
      nextPageVersion(current, {
        group,
        key,
        markdown: input.markdown,
        subject: input.subject ?? null,
        by: { id: caller.id, name: nameOf(caller) },
        at: new Date(),
      }),
      'saved',
    ),
  );
}

/** Saves an earlier version's text as the next version (404 when there is no such version). */
export async function restorePage(
  caller: User,
  key: ContentKey,
  input: { group: string; version: number },
): Promise<PageContent> {
  const group = await staffGroup(caller, input.group);
  const earlier = await getPageVersion(group, key, input.version);
  if (!earlier) throw notFound(`No version ${input.version} of ${key} in group ${group}`);
  return savePageVersion(group, key, (current) =>
    describedVersion(
      group,
      key,
      nextPageVersion(current, {
        group,
        key,
        markdown: earlier.markdown,
        subject: earlier.subject,
        by: { id: caller.id, name: nameOf(caller) },
        at: new Date(),
        restoredFrom: earlier.version,
      }),
      `version ${earlier.version} restored`,
    ),
  );
}
