import { describeIssues } from '@peer-coaching/domain';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

/** Parses input with a domain schema; a failure is a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}
