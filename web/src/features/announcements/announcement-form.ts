/**
 * The announcement form's values, kept in the wire shape the API takes (domain AnnouncementBody:
 * dates as `YYYY-MM-DDTHH:mm:ssZ` strings or null), so the form validates with the server's own
 * schema. The pickers need strings while the form is open, so a manual announcement's dates are ''
 * in the form and null on the wire.
 */
import { DISPLAY_TIMEZONE, dayjs, toApiDate, type Announcement, type AnnouncementBody } from '@peer-coaching/domain';

export const ANNOUNCEMENT_FORM_FIELDS = [
  'title',
  'body',
  'display',
  'visible',
  'start_date',
  'end_date',
  'cohorts',
] as const satisfies readonly (keyof AnnouncementBody)[];

/** What the form holds: the body's fields, dates as '' while none is chosen. */
export interface AnnouncementFormValues {
  title: string;
  body: string;
  display: 'manual' | 'timed';
  visible: boolean;
  start_date: string;
  end_date: string;
  cohorts: string[];
}

/**
 * A new announcement: manual and visible, for the current cohort. Its timed window, if the
 * facilitator switches to timed, starts at the next whole hour in New York and lasts a week.
 */
export function newAnnouncementValues(now: Date, cohort: string | null): AnnouncementFormValues {
  const start = dayjs(now).tz(DISPLAY_TIMEZONE).add(1, 'hour').startOf('hour');
  return {
    title: '',
    body: '',
    display: 'manual',
    visible: true,
    start_date: toApiDate(start),
    end_date: toApiDate(start.add(7, 'day')),
    cohorts: cohort ? [cohort] : [],
  };
}

/** An existing announcement's values (a manual one gets the default window, should it turn timed). */
export function announcementValues(announcement: Announcement, now: Date): AnnouncementFormValues {
  const fallback = newAnnouncementValues(now, null);
  return {
    title: announcement.title,
    body: announcement.body,
    display: announcement.display,
    visible: announcement.visible,
    start_date: announcement.start_date ? toApiDate(announcement.start_date) : fallback.start_date,
    end_date: announcement.end_date ? toApiDate(announcement.end_date) : fallback.end_date,
    cohorts: [...announcement.cohorts],
  };
}

/** The API body: a manual announcement sends no dates; a date not chosen is null (the schema names it). */
export function bodyToSend(values: AnnouncementFormValues): AnnouncementBody {
  const timed = values.display === 'timed';
  return {
    title: values.title,
    body: values.body,
    display: values.display,
    visible: timed ? true : values.visible,
    start_date: timed && values.start_date ? values.start_date : null,
    end_date: timed && values.end_date ? values.end_date : null,
    cohorts: values.cohorts,
  };
}

/** The same values with one announcement's visible switch flipped (the list's Show/Hide). */
export function withVisible(announcement: Announcement, visible: boolean, now: Date): AnnouncementBody {
  return bodyToSend({ ...announcementValues(announcement, now), visible });
}
