import { describeIssues } from '@peer-coaching/domain';
import type { Request } from 'express';
import type { z } from 'zod';
import { invalidInput } from '../services/errors.ts';

/** Parses input with a domain schema; a failure is a 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalidInput(describeIssues(result.error));
  return result.data;
}

/**
 * The query string as the spec defines it: repeated keys become arrays (`a=1&a=2`), and nothing
 * else is interpreted (`a[0]=1` stays a key named `a[0]`, which the strict schemas reject). Read
 * from the URL itself so that no framework's query parser changes the meaning.
 */
export function queryOf(req: Request): Record<string, string | string[]> {
  const params = new URL(req.originalUrl, 'http://localhost').searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}
