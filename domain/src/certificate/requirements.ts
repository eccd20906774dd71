/**
 * Engagement requirements as the app edits and reads them: the spec's defaults and stored values
 * made whole. Free of zod, so the peer's home can use it without loading the schemas.
 */
import { BOOLEAN_ACTIVITY_TYPES, ACTIVITY_TYPES, type ActivityType, type BooleanActivityType } from '../constants.ts';
import type { EngagementRequirement, EngagementRequirements } from '../model.ts';

export const isBooleanActivity = (type: ActivityType): type is BooleanActivityType =>
  (BOOLEAN_ACTIVITY_TYPES as readonly string[]).includes(type);

/** A requirement as the spec's defaults have it: empty or zero (yes/no: not required). */
export function emptyRequirement(type: ActivityType): EngagementRequirement {
  return { value_min: 0, value_max: 0, value: isBooleanActivity(type) ? false : '', user_note: '', title: '' };
}

export function emptyRequirements(): EngagementRequirements {
  return Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, emptyRequirement(type)])) as EngagementRequirements;
}

/**
 * Stored requirements in the shape the form and the API take: a stored yes/no value written as
 * text ("true") reads as yes, a counted type's boolean as empty text, and a missing type as empty.
 */
export function editableRequirements(stored: Partial<EngagementRequirements> | null): EngagementRequirements {
  const result = emptyRequirements();
  for (const type of ACTIVITY_TYPES) {
    const requirement = stored?.[type];
    if (!requirement) continue;
    const value = isBooleanActivity(type)
      ? requirement.value === true || requirement.value === 'true'
      : typeof requirement.value === 'string'
        ? requirement.value
        : '';
    result[type] = { ...requirement, value };
  }
  return result;
}
