/** groups/{groupId}/settings/{setting}: a group's settings; `certificate` holds the requirements. */
import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants.ts';
import type { CertificateSettings, EngagementRequirement } from '../model.ts';
import { defineCollection } from './define.ts';

export const engagementRequirementSchema: z.ZodType<EngagementRequirement> = z.object({
  value_min: z.number(),
  value_max: z.number(),
  value: z.union([z.string(), z.boolean()]),
  user_note: z.string(),
  title: z.string(),
});

export const certificateSettingsSchema = z.object({
  engagement_requirements: z.object(
    Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, engagementRequirementSchema])) as Record<
      (typeof ACTIVITY_TYPES)[number],
      typeof engagementRequirementSchema
    >,
  ),
});

export const SETTING_NAMES = ['certificate'] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** The path's `{group}` is the group id: see settingsPath. */
export const certificateSettingsCollection = defineCollection<CertificateSettings & { id: string }>(
  'groups/{group}/settings',
  certificateSettingsSchema,
);
