/** alumni_profiles/{uid}: an alumnus's profile in the alumni network (docs/alumni.md). */
import { z } from 'zod';
import { ALUMNI_LIMITS, type AlumniProfile } from '../community/alumni.ts';
import { defineCollection } from './define.ts';
import { idField, storedDate } from './fields.ts';
import { COLLECTION_PATHS } from './paths.ts';

export const alumniProfilesCollection = defineCollection<AlumniProfile>(
  COLLECTION_PATHS.alumniProfiles,
  z.object({
    user_id: idField,
    group: idField,
    first_name: z.string(),
    last_name: z.string(),
    cohort_year: z.number().int().min(ALUMNI_LIMITS.firstYear).max(ALUMNI_LIMITS.lastYear),
    department: z.string().max(ALUMNI_LIMITS.department),
    interests: z.string().max(ALUMNI_LIMITS.interests),
    contact: z.string().max(ALUMNI_LIMITS.contact),
    opted_in: z.boolean(),
    updated_at: storedDate,
  }),
);
