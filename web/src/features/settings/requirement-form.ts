/**
 * The certificate section's form values: the seven requirements as typed (counts kept as text, so
 * nothing typed is lost, not even "2.5" or "-1"), checked by the server's own schema (domain
 * engagementRequirementsInput) after turning the counts into numbers. Server errors name fields as
 * `settings.engagement_requirements.<type>.<field>`; they go back onto the same fields.
 */
import {
  ACTIVITY_TYPES,
  engagementRequirementsInput,
  type ActivityType,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import { z } from 'zod';

export interface RequirementValues {
  value_min: string;
  value_max: string;
  value: string | boolean;
  user_note: string;
  title: string;
}
export type RequirementFormValues = Record<ActivityType, RequirementValues>;

export function formValuesOf(requirements: EngagementRequirements): RequirementFormValues {
  return Object.fromEntries(
    ACTIVITY_TYPES.map((type) => {
      const r = requirements[type];
      return [type, { ...r, value_min: String(r.value_min), value_max: String(r.value_max) }];
    }),
  ) as RequirementFormValues;
}

/** "3" -> 3, " 4 " -> 4, "2.5" -> 2.5; anything else (empty, "abc") is not a number. */
export function countOf(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function toRequirements(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([type, requirement]) => {
      if (!requirement || typeof requirement !== 'object') return [type, requirement];
      const r = requirement as Record<string, unknown>;
      return [type, { ...r, value_min: countOf(r.value_min), value_max: countOf(r.value_max) }];
    }),
  );
}

/** The form's schema: its text made numbers, then the server's schema, field for field. */
export const requirementFormSchema = z.preprocess(toRequirements, engagementRequirementsInput) as unknown as z.ZodType<
  EngagementRequirements,
  RequirementFormValues
>;

const SERVER_PREFIX = 'settings.engagement_requirements.';

export interface MappedRequirementErrors {
  /** `check_in.value_min` -> "must not be above the maximum (6)". */
  fields: Record<string, string>;
  /** Messages naming no field of the form. */
  form: string[];
}

/** A 400's message, "a.b.check_in.value_min: ...; group: ...", back onto the form's fields. */
export function mapRequirementErrors(message: string): MappedRequirementErrors {
  const result: MappedRequirementErrors = { fields: {}, form: [] };
  for (const part of message
    .split('; ')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const colon = part.indexOf(': ');
    const path = colon > 0 ? part.slice(0, colon) : '';
    const field = path.startsWith(SERVER_PREFIX) ? path.slice(SERVER_PREFIX.length) : '';
    const [type, name] = field.split('.');
    if (type && name && (ACTIVITY_TYPES as readonly string[]).includes(type)) {
      result.fields[field] = part.slice(colon + 2);
    } else {
      result.form.push(part);
    }
  }
  return result;
}
