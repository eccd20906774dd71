/**
 * One collection of Firestore as the app knows it: where it lives, the zod schema of its stored
 * fields (dates as Date), and the mapping from a stored document (Timestamps) to the app's type.
 * Both SDKs (web, admin) read through `fromStored`; writes need no mapping, since both SDKs store
 * a Date as a Timestamp.
 */
import type { z } from 'zod';
import { describeIssues } from '../api-schemas.ts';
import { withDates } from '../stored-values.ts';
import { MalformedDocumentError } from './malformed.ts';

export { MalformedDocumentError };

export type IsTimestamp = (value: unknown) => value is { toDate(): Date };

export interface ReadOptions {
  isTimestamp: IsTimestamp;
  /** Validate against the schema (development and tests); production only maps the dates. */
  validate: boolean;
}

export interface Collection<T extends { id: string }> {
  /** The collection path, e.g. 'users'; a sub-collection's path has its parent's id as `{parent}`. */
  readonly path: string;
  /** The stored fields after Timestamps become Dates (without the document id). */
  readonly schema: z.ZodType<Omit<T, 'id'>>;
  /** A stored document as the app's type; `docPath` names it in errors. */
  fromStored(data: unknown, id: string, docPath: string, options: ReadOptions): T;
}

export function defineCollection<T extends { id: string }>(
  path: string,
  schema: z.ZodType<Omit<T, 'id'>>,
): Collection<T> {
  return {
    path,
    schema,
    fromStored(data, id, docPath, { isTimestamp, validate }) {
      const withDateValues = withDates(data, isTimestamp) as Record<string, unknown>;
      if (!validate) return { ...withDateValues, id } as unknown as T;
      const result = schema.safeParse(withDateValues);
      if (!result.success) throw new MalformedDocumentError(docPath, describeIssues(result.error));
      return { ...(result.data as object), id } as T;
    },
  };
}
