/**
 * invitations/{id}: one row of a bulk invitation and how far its sending got (docs/users.md,
 * "Invitations in a queue"). The id is derived from the lower-case address (functions/src/data/
 * invitations.ts), so an address has one invitation whoever sends it and a retried request finds
 * the rows it wrote. Written only by the functions; staff of `group` read it.
 */
import { z } from 'zod';
import { INVITATION_STATES, type Invitation } from '../people/invitations.ts';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, storedDate, type DateSchema } from './fields.ts';

export const invitationFields = <D extends DateSchema>(date: D) => ({
  email: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  department: z.string(),
  cohort: idField,
  group: idField,
  uid: idField,
  state: z.enum(INVITATION_STATES),
  error: z.string().nullable(),
  attempt: z.number().int().min(1),
  invited_by: idField,
  created_at: date,
  updated_at: date,
});

export const invitationsCollection = defineCollection<Invitation>(
  COLLECTION_PATHS.invitations,
  z.object(invitationFields(storedDate)),
);
