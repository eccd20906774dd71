/**
 * The order people are listed in (spec section 5). Kept apart from user-admin.ts, whose zod
 * schemas would otherwise come with it into every page that sorts people (the home among them).
 */
import type { User } from '../model.ts';

/** Last name ignoring case (spec section 5), then first name, then id: a stable order. */
export function compareByLastName(
  a: Pick<User, 'id' | 'first_name' | 'last_name'>,
  b: Pick<User, 'id' | 'first_name' | 'last_name'>,
): number {
  return (
    a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) ||
    a.first_name.toLowerCase().localeCompare(b.first_name.toLowerCase()) ||
    a.id.localeCompare(b.id)
  );
}
