/**
 * The group's resources library (docs/resources.md): links staff share with some of a group's
 * cohorts, in categories, searched and filtered on /resources. Staff write them through the API
 * (POST/PUT/DELETE /api/facilitator/resources, PUT /api/facilitator/resources/order), which
 * validates with `resourceBody`; the /resources form validates with the same schema, so a message
 * appears next to its field and the server answers 400 with the same words. Peers read the
 * resources of their shared cohorts live from Firestore under the rules.
 */
import { z } from 'zod';

export const RESOURCE_LIMITS = {
  title: 120,
  /** Plain text or Markdown, shown with the announcements' renderer. */
  description: 2_000,
  category: 60,
  url: 2_000,
  cohorts: 50,
  /** Resources one reorder may place: within one Firestore batch. */
  reorder: 400,
} as const;

/**
 * Categories offered in the form. Free text is accepted too (a group names its own); these keep
 * the usual ones spelled alike, so that they group together.
 */
export const RESOURCE_CATEGORY_SUGGESTIONS = [
  'Getting started',
  'Coaching skills',
  'Readings',
  'Templates and tools',
  'Wellbeing',
] as const;

/** resources/{id}: one link of a group's library. */
export interface Resource {
  id: string;
  group: string;
  /** The cohorts whose peers see it (as an announcement's `cohorts`); staff of the group see all. */
  cohorts: string[];
  category: string;
  title: string;
  /** http or https only. */
  url: string;
  /** Plain text or Markdown; may be empty. */
  description: string;
  /** Position within its category (ascending). */
  order: number;
  created_at: Date;
  updated_at: Date;
  /** The user id of the staff member who added it. */
  created_by: string;
}

const resourceId = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

/**
 * Whether the text is an absolute http(s) address with a host and no spaces (what a browser opens
 * in a new tab). No other scheme: never javascript:, data: or file:.
 */
export function isWebAddress(text: string): boolean {
  return /^https?:\/\/(?:[^\s/?#@]+@)?[\p{L}\p{N}[][^\s/?#]*(?:[/?#]\S*)?$/iu.test(text);
}

export const resourceBody = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(RESOURCE_LIMITS.title, `must be at most ${RESOURCE_LIMITS.title} characters`),
  url: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(RESOURCE_LIMITS.url, `must be at most ${RESOURCE_LIMITS.url} characters`)
    .refine(isWebAddress, 'must be a web address starting with http:// or https://'),
  description: z
    .string()
    .trim()
    .max(RESOURCE_LIMITS.description, `must be at most ${RESOURCE_LIMITS.description} characters`),
  category: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(RESOURCE_LIMITS.category, `must be at most ${RESOURCE_LIMITS.category} characters`),
  cohorts: z
    .array(resourceId)
    .min(1, 'choose at least one cohort')
    .max(RESOURCE_LIMITS.cohorts, `at most ${RESOURCE_LIMITS.cohorts} cohorts`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a cohort'),
});
/** The body as sent. */
export type ResourceBody = z.input<typeof resourceBody>;
/** The body as parsed (trimmed). */
export type ResourceInput = z.output<typeof resourceBody>;

export const reorderResourcesBody = z.strictObject({
  ids: z
    .array(resourceId)
    .min(1, 'list at least one resource')
    .max(RESOURCE_LIMITS.reorder, `at most ${RESOURCE_LIMITS.reorder} resources`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a resource'),
});
export type ReorderResourcesBody = z.input<typeof reorderResourcesBody>;

/** The ids in their new order, and how many resources changed place. */
export const reorderResourcesResponse = z.strictObject({
  ids: z.array(z.string().min(1)),
  moved: z.number().int().min(0),
});

/** Folds case and accents: "Résumé" and "resume" match. */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of the search is in the title, description, category or address (ignoring case and accents). */
export function matchesResourceSearch(
  resource: Pick<Resource, 'title' | 'description' | 'category' | 'url'>,
  search: string,
): boolean {
  const haystack = foldForSearch(`${resource.title} ${resource.description} ${resource.category} ${resource.url}`);
  return foldForSearch(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The key a category groups under: "Readings" and " readings " are one category. */
export const categoryKey = (category: string) => foldForSearch(category.trim());

const compareText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** By category (alphabetical, ignoring case and accents), then order, then title, then id. */
export function sortedResources<T extends Pick<Resource, 'category' | 'order' | 'title'> & { id?: string }>(
  resources: readonly T[],
): T[] {
  return [...resources].sort(
    (a, b) =>
      compareText(categoryKey(a.category), categoryKey(b.category)) ||
      a.order - b.order ||
      compareText(a.title, b.title) ||
      (a.id ?? '').localeCompare(b.id ?? ''),
  );
}

/** The resources in categories, in sortedResources order; a category is named as its first resource spells it. */
export function resourcesByCategory<T extends Pick<Resource, 'category' | 'order' | 'title'> & { id?: string }>(
  resources: readonly T[],
): { category: string; resources: T[] }[] {
  const groups = new Map<string, { category: string; resources: T[] }>();
  for (const resource of sortedResources(resources)) {
    const key = categoryKey(resource.category);
    const group = groups.get(key) ?? { category: resource.category.trim(), resources: [] };
    group.resources.push(resource);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The distinct categories, alphabetical, each spelled as its first resource spells it. */
export function resourceCategories(resources: readonly Pick<Resource, 'category' | 'order' | 'title'>[]): string[] {
  return resourcesByCategory(resources).map((g) => g.category);
}

/** A new resource goes last in its category. */
export function orderForNewResource(
  existing: readonly Pick<Resource, 'category' | 'order'>[],
  category: string,
): number {
  const key = categoryKey(category);
  const orders = existing.filter((r) => categoryKey(r.category) === key).map((r) => r.order);
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}

/** The stored fields an input sets. */
export function resourceFieldsOf(
  input: ResourceInput,
): Pick<Resource, 'title' | 'url' | 'description' | 'category' | 'cohorts'> {
  return {
    title: input.title,
    url: input.url,
    description: input.description,
    category: input.category,
    cohorts: input.cohorts,
  };
}
