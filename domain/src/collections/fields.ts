/**
 * Field schemas the collection modules share. Each entity's fields are written once, as a
 * function of how a date is represented: z.date() in stored documents (after the Timestamp
 * mapping), the API's `YYYY-MM-DDTHH:mm:ssZ` codec on the wire (api/wire.ts).
 */
import { z } from 'zod';
import { COUNTED_ACTIVITY_TYPES, ROLES } from '../constants.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DateSchema = z.ZodType<Date, any>;

export const idField = z.string().min(1, 'must not be empty');
export const idListField = z.array(idField);
export const roleField = z.enum(ROLES);
export const countedActivityField = z.enum(COUNTED_ACTIVITY_TYPES);
export const storedDate: DateSchema = z.date();
