/** The zod schemas of a group's editable content (docs/pages.md): stored documents and API bodies. */
import { z } from 'zod';
import { defineCollection } from '../collections/define.ts';
import { idField, storedDate, type DateSchema } from '../collections/fields.ts';
import {
  CONTENT_KEYS,
  isPageKey,
  MAIL_SUBJECT_MAX,
  PAGE_MARKDOWN_MAX,
  type ContentKey,
  type PageContent,
  type PageVersion,
} from './page-defaults.ts';

const keyField = z.enum(CONTENT_KEYS);
const versionField = z.number().int().min(1);

export const pageContentFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  key: keyField,
  markdown: z.string().max(PAGE_MARKDOWN_MAX),
  subject: z.string().max(MAIL_SUBJECT_MAX).nullable(),
  version: versionField,
  updated_at: date,
  updated_by: idField,
  updated_by_name: z.string(),
});

export const pageVersionFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  key: keyField,
  version: versionField,
  markdown: z.string().max(PAGE_MARKDOWN_MAX),
  subject: z.string().max(MAIL_SUBJECT_MAX).nullable(),
  saved_at: date,
  saved_by: idField,
  saved_by_name: z.string(),
  restored_from: versionField.nullable(),
});

/** The path's `{group}` is the group id; the same schema serves mail_templates. */
export const pagesCollection = defineCollection<PageContent>(
  'groups/{group}/pages',
  z.object(pageContentFields(storedDate)),
);
export const pageVersionsCollection = defineCollection<PageVersion>(
  'groups/{group}/pages/{key}/versions',
  z.object(pageVersionFields(storedDate)),
);

const markdownField = z.string().max(PAGE_MARKDOWN_MAX, `must be at most ${PAGE_MARKDOWN_MAX} characters`);

/** PUT /api/facilitator/pages/:key: the new text (a template also needs its subject). */
export const savePageBody = z.strictObject({
  group: z.string().trim().min(1, 'must not be empty').max(128, 'is too long'),
  markdown: markdownField,
  subject: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MAIL_SUBJECT_MAX, `must be at most ${MAIL_SUBJECT_MAX} characters`)
    .refine((s) => !/[\r\n]/.test(s), 'must be one line')
    .optional(),
});
export type SavePageBody = z.infer<typeof savePageBody>;

/** POST /api/facilitator/pages/:key/restore: which earlier version's text to save again. */
export const restorePageBody = z.strictObject({
  group: z.string().trim().min(1, 'must not be empty').max(128, 'is too long'),
  version: z.number().int('must be a whole number').min(1, 'must be at least 1'),
});

/** /api/facilitator/pages/:key: any content key; others are a 400 naming the key. */
export const pageKeyParams = z.strictObject({
  key: z.enum(CONTENT_KEYS, {
    error: `must be one of ${CONTENT_KEYS.join(', ')}`,
  }),
});

/**
 * The subject rule a saved text must meet beyond its schema: a template needs a subject, a page
 * has none. Returns the 400 message naming the field, or null.
 */
export function pageSubjectProblem(key: ContentKey, subject: string | undefined): string | null {
  if (isPageKey(key)) return subject === undefined ? null : 'subject: a page has no subject';
  return subject === undefined ? 'subject: an e-mail template needs a subject' : null;
}

/** A save or a restore: the key and the version it made. */
export const savePageResponse = z.strictObject({ key: keyField, version: versionField });

/** GET /api/user/facilitators?group=: the group's facilitators, for /facilitators. */
export const facilitatorsQuery = z.strictObject({
  group: z.string().trim().min(1, 'must not be empty').max(128, 'is too long'),
});
export const facilitatorsResponse = z.strictObject({
  facilitators: z.array(z.strictObject({ id: idField, name: z.string(), email: z.string() })),
});
