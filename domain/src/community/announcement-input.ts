/**
 * What staff send to create or change an announcement (POST/PUT /api/facilitator/announcements)
 * and to reorder them (PUT /api/facilitator/announcements/order). The /announcement form validates
 * with this same schema before sending, so a message appears next to its field and the server
 * answers 400 with the same words (docs/announcements.md).
 */
import { z } from 'zod';
import { eventDate } from '../events/event-input.ts';
import type { Announcement } from '../model.ts';

export const ANNOUNCEMENT_TITLE_MAX = 120;
/** Markdown source; a long announcement belongs in a page or a resource. */
export const ANNOUNCEMENT_BODY_MAX = 10_000;
/** Announcements one reorder may place: far above what a group keeps, and within one Firestore batch. */
export const ANNOUNCEMENT_REORDER_MAX = 400;

const announcementId = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

export const announcementBody = z
  .strictObject({
    title: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(ANNOUNCEMENT_TITLE_MAX, `must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
    body: z.string().trim().max(ANNOUNCEMENT_BODY_MAX, `must be at most ${ANNOUNCEMENT_BODY_MAX} characters`),
    display: z.enum(['manual', 'timed'], { error: 'must be manual or timed' }),
    visible: z.boolean(),
    start_date: eventDate.nullable(),
    end_date: eventDate.nullable(),
    cohorts: z.array(announcementId).min(1, 'choose at least one cohort').max(50, 'at most 50 cohorts'),
  })
  // zod runs this even after a field failed its own check, with that field's raw input, so each
  // rule looks only at fields that parsed.
  .superRefine((body, ctx) => {
    const { display, start_date: start, end_date: end, cohorts } = body;
    if (display === 'timed') {
      if (start === null)
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'a timed announcement needs a start' });
      if (end === null)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'a timed announcement needs an end' });
      if (start instanceof Date && end instanceof Date && end.getTime() <= start.getTime()) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'must be after start_date' });
      }
    }
    if (Array.isArray(cohorts) && new Set(cohorts).size !== cohorts.length) {
      ctx.addIssue({ code: 'custom', path: ['cohorts'], message: 'must not repeat a cohort' });
    }
  });
/** The body as sent (dates as `YYYY-MM-DDTHH:mm:ssZ` strings or null). */
export type AnnouncementBody = z.input<typeof announcementBody>;
/** The body as parsed (dates as Dates). */
export type AnnouncementInput = z.output<typeof announcementBody>;

export const reorderAnnouncementsBody = z.strictObject({
  ids: z
    .array(announcementId)
    .min(1, 'list at least one announcement')
    .max(ANNOUNCEMENT_REORDER_MAX, `at most ${ANNOUNCEMENT_REORDER_MAX} announcements`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an announcement'),
});
export type ReorderAnnouncementsBody = z.input<typeof reorderAnnouncementsBody>;

/**
 * The stored fields an input sets. A manual announcement keeps no dates (whatever was sent: the
 * form may still hold the dates of a display just switched away from). A timed one is stored
 * `visible: true`: spec section 4 shows it by its window alone, and the rules then hand peers only
 * documents whose `visible` is true or which are timed.
 */
export function announcementFieldsOf(
  input: AnnouncementInput,
): Pick<Announcement, 'title' | 'body' | 'display' | 'visible' | 'start_date' | 'end_date' | 'cohorts'> {
  const timed = input.display === 'timed';
  return {
    title: input.title,
    body: input.body,
    display: input.display,
    visible: timed ? true : input.visible,
    start_date: timed ? input.start_date : null,
    end_date: timed ? input.end_date : null,
    cohorts: input.cohorts,
  };
}
