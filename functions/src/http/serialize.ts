/** JSON for the wire: Date instants become `YYYY-MM-DDTHH:mm:ssZ` in America/New_York. */
import { toApiDate, type User } from '@peer-coaching/domain';

export function serialize(value: unknown): unknown {
  if (value instanceof Date) return toApiDate(value);
  if (Array.isArray(value)) return value.map(serialize);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialize(v)]));
  }
  return value;
}

/** Fields that never leave the server. */
export function publicUser(user: User): User {
  const { last_name_lower: _lower, ...rest } = user as User & { last_name_lower?: string };
  return rest;
}
