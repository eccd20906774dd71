/**
 * The self-serve sandbox (docs/sandbox.md). The seeded `facilitators` group (SANDBOX_GROUP_ID) is
 * the template: its cohort, sample peers, events, announcements, attendance, surveys and the rest.
 * Each of its staff members works in a private copy, the group `sandbox-{uid}`, made from the
 * template on their first visit and remade by "Reset sandbox". Every id of the template is mapped
 * to `{id}--{uid}` in the copy, so the copy's documents never share an id with the template, with
 * another person's copy, or with a real group, and every write made in the sandbox lands in it.
 */
import { sandboxGroupId } from '../people/access.ts';
import { reportShardsOf } from '../reports/cohort-report-shards.ts';
import { COLLECTION_PATHS } from '../collections/paths.ts';
import { SANDBOX_GROUP_ID } from '../constants.ts';

/** A template id in the person's copy. */
export const sandboxCopyId = (id: string, userId: string) => `${id}--${userId}`;

export interface StoredDocument {
  /** e.g. 'events/facilitators-sandbox-kickoff', 'groups/facilitators/pages/guidelines'. */
  path: string;
  data: Record<string, unknown>;
}

/**
 * The ids the template's documents use for one another: its group, and the id of every top-level
 * document (cohorts, people, events, surveys, threads ...). Compound ids (`{event}_{user}`) are
 * made of these, joined by '_'.
 */
export function templateIds(template: readonly StoredDocument[]): Set<string> {
  const ids = new Set<string>([SANDBOX_GROUP_ID]);
  for (const { path } of template) {
    const [collection, id] = path.split('/');
    // Compound ids are made of others; a group's pages are named by their key, not an id.
    if (collection !== 'groups' && id && !id.includes('_')) ids.add(id);
  }
  return ids;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A function that maps one template id, or a compound of them (`{event}_{user}`), to the copy's;
 * every other string is left as it is (free text that happens to say "facilitators" included).
 */
function idMapper(ids: ReadonlySet<string>, userId: string) {
  const group = sandboxGroupId(userId);
  const one = (id: string) => (id === SANDBOX_GROUP_ID ? group : sandboxCopyId(id, userId));
  return (value: string): string => {
    if (ids.has(value)) return one(value);
    const parts = value.split('_');
    if (parts.length > 1 && parts.every((part) => ids.has(part))) return parts.map(one).join('_');
    return value;
  };
}

/** Every string that is a template id, and every map key that is one, mapped; the rest kept. */
function mapIds(value: unknown, map: (value: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapIds(item, map));
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [map(key), mapIds(item, map)]));
  return value;
}

/**
 * The person's private copy of the template: each document at its mapped path with its ids
 * mapped. Sample peers belong to the copy's cohorts only, and to no alumni community: a copy
 * never reaches a real group or cohort. Their addresses get the person's id (`name+{uid}@…`), so
 * an address is never shared by two people of the app.
 */
export function sandboxCopy(template: readonly StoredDocument[], userId: string): StoredDocument[] {
  const ids = templateIds(template);
  const map = idMapper(ids, userId);
  const copies = template.map(({ path, data }) => {
    const copiedPath = path.split('/').map(map).join('/');
    const copied = mapIds(data, map) as Record<string, unknown>;
    if (path.startsWith('users/')) {
      const inTemplate = (list: unknown) => (Array.isArray(list) ? (list as string[]).filter((id) => ids.has(id)) : []);
      const names = (data.cohort as string[] | undefined) ?? [];
      const cohorts = ((data.cohort_list as string[] | undefined) ?? [])
        .map((id, index) => ({ id, name: names[index] ?? '' }))
        .filter(({ id }) => ids.has(id));
      Object.assign(copied, {
        group: inTemplate(data.group).map(map),
        group_list: inTemplate(data.group_list).map(map),
        cohort_list: cohorts.map(({ id }) => map(id)),
        cohort: cohorts.map(({ name }) => name),
        current_cohort: cohorts.some(({ id }) => id === data.current_cohort)
          ? map(data.current_cohort as string)
          : ((cohorts[0] && map(cohorts[0].id)) ?? null),
        alumni_community: false,
        email: typeof data.email === 'string' ? data.email.replace('@', `+${userId}@`) : data.email,
      });
    }
    return { path: copiedPath, data: copied };
  });
  return reshardReports(copies);
}

/**
 * A report's peers are spread over shards by the hash of their ids (domain/src/reports/cohort-report-shards.ts):
 * the copy's ids hash elsewhere, so each copied cohort's entries are spread anew.
 */
function reshardReports(copies: StoredDocument[]): StoredDocument[] {
  const prefix = `${COLLECTION_PATHS.cohortReportShards}/`;
  const shards = copies.filter(({ path }) => path.startsWith(prefix));
  const byCohort = new Map<string, StoredDocument[]>();
  for (const shard of shards) {
    const cohort = shard.data.cohort as string;
    byCohort.set(cohort, [...(byCohort.get(cohort) ?? []), shard]);
  }
  // Each entry names its peer as the copied profile does (their address carries the owner's id).
  const emailOf = new Map(
    copies.filter(({ path }) => path.startsWith('users/')).map(({ path, data }) => [path.slice(6), data.email]),
  );
  const resharded = [...byCohort].flatMap(([cohort, parts]) => {
    const first = parts[0]!.data;
    const peers = Object.fromEntries(
      parts.flatMap(({ data }) =>
        Object.entries(data.peers as Record<string, Record<string, unknown>>).map(([id, entry]) => [
          id,
          emailOf.has(id) ? { ...entry, email: emailOf.get(id) } : entry,
        ]),
      ),
    );
    return reportShardsOf(cohort, first.group as string, peers).map(({ id, ...shard }) => ({
      path: `${prefix}${id}`,
      data: { ...shard, updated_at: first.updated_at },
    }));
  });
  return [...copies.filter(({ path }) => !path.startsWith(prefix)), ...resharded];
}
