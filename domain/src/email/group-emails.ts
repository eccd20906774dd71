/**
 * Group e-mails (docs/emails.md): staff write one message to a cohort, a whole group or a saved
 * filter (at risk, non-respondents of a survey, absent from an event), with merge fields filled per
 * recipient, sent now or at a later time. Each recipient gets their own plain-text message through
 * the outbox (mail/{id}); the message's history reads their delivery state.
 *
 * Also the match announcement's merge fields (one e-mail per matching group, docs/matching.md).
 */
import { z } from 'zod';
import { apiDate } from '../api/wire.ts';
import { defineCollection } from '../collections/define.ts';
import { idField, storedDate, type DateSchema } from '../collections/fields.ts';
import { fillMergeFields, unknownMergeFields } from './mail-templates.ts';
import type { MailState } from './mail.ts';
import type { CalendarEvent, User } from '../model.ts';
import { inDisplayZone } from '../time.ts';

export const GROUP_EMAILS_PATH = 'group_emails';

// ---- audience -------------------------------------------------------------------------------

export const GROUP_EMAIL_FILTERS = ['at_risk', 'survey_non_respondents', 'event_absent'] as const;
export type GroupEmailFilterName = (typeof GROUP_EMAIL_FILTERS)[number];

export const GROUP_EMAIL_FILTER_LABELS: Record<GroupEmailFilterName, string> = {
  at_risk: 'At risk of not earning the certificate',
  survey_non_respondents: 'Have not answered a survey',
  event_absent: 'Absent from an event',
};

/** The field each saved filter needs: a cohort, a survey or an event. */
export const GROUP_EMAIL_FILTER_TARGET = {
  at_risk: 'cohort',
  survey_non_respondents: 'survey',
  event_absent: 'event',
} as const satisfies Record<GroupEmailFilterName, 'cohort' | 'survey' | 'event'>;

export interface GroupEmailFilter {
  name: GroupEmailFilterName;
  cohort?: string;
  survey?: string;
  event?: string;
}

export type GroupEmailAudience = { cohort: string } | { group: string } | { filter: GroupEmailFilter };

/** A document id in a body: never a path (a slash would reach another collection). */
const targetId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(128, 'is too long')
  .regex(/^[^/]+$/, 'is not a valid id');

const filterSchema = z
  .strictObject({
    name: z.enum(GROUP_EMAIL_FILTERS, { error: `must be one of ${GROUP_EMAIL_FILTERS.join(', ')}` }),
    cohort: targetId.optional(),
    survey: targetId.optional(),
    event: targetId.optional(),
  })
  .superRefine((filter, ctx) => {
    const needed = GROUP_EMAIL_FILTER_TARGET[filter.name];
    for (const key of ['cohort', 'survey', 'event'] as const) {
      if (key === needed && filter[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is required for ${filter.name}` });
      } else if (key !== needed && filter[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `does not apply to ${filter.name}` });
      }
    }
  });

/** `{cohort}`, `{group}` or `{filter}`: exactly one. */
export const groupEmailAudience = z
  .strictObject({ cohort: targetId.optional(), group: targetId.optional(), filter: filterSchema.optional() })
  .superRefine((audience, ctx) => {
    const named = (['cohort', 'group', 'filter'] as const).filter((key) => audience[key] !== undefined);
    if (named.length !== 1)
      ctx.addIssue({ code: 'custom', message: 'must name exactly one of cohort, group or filter' });
  })
  .transform((audience) => audience as GroupEmailAudience);

// ---- merge fields ---------------------------------------------------------------------------

export const GROUP_EMAIL_FIELDS: Record<string, { label: string; example: string }> = {
  first_name: { label: "The recipient's first name", example: 'Jordan' },
  cohort: { label: "The recipient's cohort", example: 'MGH 2026 Cohort A' },
  next_event: {
    label: "The next event on the recipient's calendar, when sent",
    example: 'Check-in 2, Tuesday, March 10 at 9:00 AM (New York time)',
  },
};
export const GROUP_EMAIL_FIELD_NAMES = Object.keys(GROUP_EMAIL_FIELDS);
export const NO_NEXT_EVENT = 'no event scheduled yet';

/** The `{names}` a text uses that group e-mails do not fill (a typo would reach every recipient). */
export function unknownGroupEmailFields(text: string): string[] {
  const named = [...text.replace(/\{\{|\}\}/g, '').matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1] as string);
  return [...new Set(named.filter((name) => !Object.hasOwn(GROUP_EMAIL_FIELDS, name)))];
}

/** What is wrong with the merge fields of a subject or body, or null. */
export const mergeFieldProblem = (text: string) => {
  const unknown = unknownGroupEmailFields(text);
  return unknown.length === 0
    ? null
    : `${unknown.map((n) => `{${n}}`).join(', ')} ${unknown.length === 1 ? 'is not a merge field' : 'are not merge fields'} (use {first_name}, {cohort} or {next_event})`;
};

/** The next event (by start) after `now`, as a line for {next_event}. */
export function nextEventLabel(events: readonly CalendarEvent[], now: Date): string {
  const next = events
    .filter((e) => e.start_date.getTime() > now.getTime())
    .sort((a, b) => a.start_date.getTime() - b.start_date.getTime())[0];
  if (!next) return NO_NEXT_EVENT;
  return `${next.title}, ${inDisplayZone(next.start_date).format('dddd, MMMM D [at] h:mm A')} (New York time)`;
}

/** The cohort a recipient is written to about: the audience's cohort when it names one, else their current one. */
export function recipientCohort(person: Pick<User, 'cohort_list' | 'current_cohort'>, preferred: readonly string[]) {
  return (
    preferred.find((c) => person.cohort_list.includes(c)) ??
    (person.current_cohort && person.cohort_list.includes(person.current_cohort) ? person.current_cohort : null) ??
    person.cohort_list[0] ??
    null
  );
}

/** One recipient's merge values. */
export function groupEmailValues(
  person: Pick<User, 'first_name' | 'cohort_list' | 'current_cohort'>,
  context: {
    preferredCohorts: readonly string[];
    cohortNames: Readonly<Record<string, string>>;
    calendars: Readonly<Record<string, readonly CalendarEvent[]>>;
    now: Date;
  },
): Record<string, string> {
  const cohort = recipientCohort(person, context.preferredCohorts);
  return {
    first_name: person.first_name.trim() || 'there',
    cohort: cohort ? (context.cohortNames[cohort] ?? cohort) : '',
    next_event: cohort ? nextEventLabel(context.calendars[cohort] ?? [], context.now) : NO_NEXT_EVENT,
  };
}

/** The message one recipient gets: merge fields filled, the subject on one line. */
export function renderGroupEmail(
  message: { subject: string; body: string },
  values: Readonly<Record<string, string>>,
): { subject: string; text: string } {
  const subject = fillMergeFields(message.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  return { subject, text: fillMergeFields(message.body, values) };
}

// ---- who receives it ------------------------------------------------------------------------

export interface AudienceFacts {
  /** Everyone the audience is drawn from (the cohort's, group's, survey's or event's peers). */
  candidates: readonly User[];
  /** at_risk: who the certificate prediction says is at risk. */
  atRisk?: ReadonlySet<string>;
  /** survey_non_respondents: who has not answered (due, or closed without an answer). */
  nonRespondents?: ReadonlySet<string>;
  /** event_absent: who attended, and who apologised (neither of whom is absent). */
  attended?: ReadonlySet<string>;
  apologised?: ReadonlySet<string>;
}

const byLastName = (a: User, b: User) =>
  a.last_name.toLowerCase().localeCompare(b.last_name.toLowerCase()) ||
  a.first_name.toLowerCase().localeCompare(b.first_name.toLowerCase()) ||
  a.id.localeCompare(b.id);

/**
 * The recipients: the candidates who are confirmed peers (invited and deactivated people get no
 * group e-mail; staff neither), narrowed by the filter, once each, sorted by last name.
 */
export function selectRecipients(audience: GroupEmailAudience, facts: AudienceFacts): User[] {
  const unique = [...new Map(facts.candidates.map((p) => [p.id, p])).values()];
  let people = unique.filter((p) => p.role === 'peer' && p.status === 'confirmed');
  if ('filter' in audience) {
    const keep = (set: ReadonlySet<string> | undefined) => (p: User) => set?.has(p.id) ?? false;
    switch (audience.filter.name) {
      case 'at_risk':
        people = people.filter(keep(facts.atRisk));
        break;
      case 'survey_non_respondents':
        people = people.filter(keep(facts.nonRespondents));
        break;
      case 'event_absent':
        people = people.filter((p) => !facts.attended?.has(p.id) && !facts.apologised?.has(p.id));
        break;
    }
  }
  return people.sort(byLastName);
}

/** How the history names an audience ("MGH 2026 Cohort A", "Absent from Kickoff"). */
export function audienceLabel(
  audience: GroupEmailAudience,
  names: { cohort?: string; group?: string; survey?: string; event?: string },
): string {
  if ('cohort' in audience) return names.cohort ?? audience.cohort;
  if ('group' in audience) return `Everyone in ${names.group ?? audience.group}`;
  const { filter } = audience;
  switch (filter.name) {
    case 'at_risk':
      return `At risk in ${names.cohort ?? filter.cohort}`;
    case 'survey_non_respondents':
      return `Have not answered ${names.survey ?? filter.survey}`;
    case 'event_absent':
      return `Absent from ${names.event ?? filter.event}`;
  }
}

// ---- the API --------------------------------------------------------------------------------

/** A send time this far in the past still counts as "now" (a slow form, a clock a little off). */
export const SEND_AT_GRACE_MS = 5 * 60_000;
/** How far ahead a message may wait. */
export const SEND_AT_MAX_AHEAD_MS = 366 * 24 * 3_600_000;

const subjectField = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const bodyField = z.string().trim().min(1, 'must not be empty').max(10_000, 'must be at most 10000 characters');

export const groupEmailBody = z
  .strictObject({
    audience: groupEmailAudience,
    subject: subjectField,
    body: bodyField,
    /** Later: the message waits and goes out at that time; absent or null: now. */
    send_at: apiDate.nullable().optional(),
  })
  .superRefine((input, ctx) => {
    for (const key of ['subject', 'body'] as const) {
      const problem = mergeFieldProblem(input[key]);
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
  });
export type GroupEmailInput = z.output<typeof groupEmailBody>;

/** POST /api/facilitator/emails/preview: who would receive it, with each one's merge values. */
export const groupEmailPreviewBody = z.strictObject({ audience: groupEmailAudience });

export const groupEmailResponse = z.strictObject({ id: idField, recipients: z.number().int().min(0) });
export const groupEmailPreviewResponse = z.strictObject({
  label: z.string(),
  recipients: z.array(
    z.strictObject({
      id: idField,
      name: z.string(),
      email: z.string(),
      values: z.record(z.string(), z.string()),
    }),
  ),
});

/** The send time's problem, or null: in the past (beyond the grace) or more than a year ahead. */
export function sendAtProblem(sendAt: Date, now: Date): string | null {
  if (sendAt.getTime() < now.getTime() - SEND_AT_GRACE_MS) return 'must not be in the past';
  if (sendAt.getTime() > now.getTime() + SEND_AT_MAX_AHEAD_MS) return 'must be within a year';
  return null;
}

/** Whether a message with this send time waits (rather than going out at once). */
export const waitsUntil = (sendAt: Date | null | undefined, now: Date) =>
  sendAt != null && sendAt.getTime() > now.getTime();

// ---- stored ---------------------------------------------------------------------------------

export const GROUP_EMAIL_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type GroupEmailStatus = (typeof GROUP_EMAIL_STATUSES)[number];

export interface GroupEmailRecipient {
  user_id: string;
  name: string;
  email: string;
}

/** group_emails/{id}: one message as staff wrote it, and who it went to. */
export interface GroupEmail {
  id: string;
  group: string;
  audience: GroupEmailAudience;
  /** How the history names the audience, fixed when it was written. */
  audience_label: string;
  subject: string;
  body: string;
  /** When it goes (or went) out: the compose time for "now". */
  send_at: Date;
  status: GroupEmailStatus;
  /** How many the audience held when it was written (the 202's `recipients`). */
  recipient_count: number;
  /** Who it went to (filled when sent; the audience is resolved again for a message that waited). */
  recipients: GroupEmailRecipient[];
  created_by: string;
  created_by_name: string;
  created_at: Date;
  sent_at: Date | null;
}

export const groupEmailFields = <D extends DateSchema>(date: D) => ({
  group: idField,
  audience: z.object({
    cohort: idField.optional(),
    group: idField.optional(),
    filter: z
      .object({
        name: z.enum(GROUP_EMAIL_FILTERS),
        cohort: idField.optional(),
        survey: idField.optional(),
        event: idField.optional(),
      })
      .optional(),
  }),
  audience_label: z.string(),
  subject: z.string(),
  body: z.string(),
  send_at: date,
  status: z.enum(GROUP_EMAIL_STATUSES),
  recipient_count: z.number().int().min(0),
  recipients: z.array(z.object({ user_id: idField, name: z.string(), email: z.string() })),
  created_by: idField,
  created_by_name: z.string(),
  created_at: date,
  sent_at: date.nullable(),
});

export const groupEmailsCollection = defineCollection<GroupEmail>(
  GROUP_EMAILS_PATH,
  z.object(groupEmailFields(storedDate)) as unknown as z.ZodType<Omit<GroupEmail, 'id'>>,
);

/** The outbox message of one recipient carries these (not part of the mail itself; the rules read `group`). */
export interface GroupMailTags {
  group: string;
  group_email: string;
}

export interface DeliverySummary {
  sent: number;
  waiting: number;
  failed: number;
}

/** Counts the recipients' messages by state: sent, still waiting (queued or being sent), failed. */
export function deliverySummary(states: readonly (MailState | undefined)[]): DeliverySummary {
  const summary: DeliverySummary = { sent: 0, waiting: 0, failed: 0 };
  for (const state of states) {
    if (state === 'SENT') summary.sent += 1;
    else if (state === 'ERROR') summary.failed += 1;
    else summary.waiting += 1;
  }
  return summary;
}

// ---- the match announcement -----------------------------------------------------------------

/** "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The match announcement's merge values for one group (one e-mail to all its members, so they can
 * answer each other): their first names, everyone's name and e-mail one a line, and the suggested
 * first meeting time (the first time they all picked in the matching survey).
 */
export function matchAnnouncementValues(
  members: readonly { first_name: string; name: string; email: string }[],
  commonTimes: readonly string[],
  link: string,
): Record<string, string> {
  return {
    first_name: joinNames(members.map((m) => m.first_name.trim() || m.name)),
    partners: members.map((m) => `- ${m.name}, ${m.email}`).join('\n'),
    meeting_time: commonTimes[0] ?? 'a time you agree on together (you picked no time in common)',
    link,
  };
}

/**
 * POST /api/facilitator/matching/rounds/:id/email: the match announcement as edited for this
 * sending (subject and Markdown, both), or nothing for the group's template.
 */
export const emailMatchingRoundBody = z
  .strictObject({ subject: subjectField.optional(), markdown: bodyField.optional() })
  .superRefine((input, ctx) => {
    if ((input.subject === undefined) !== (input.markdown === undefined)) {
      const missing = input.subject === undefined ? 'subject' : 'markdown';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other (or send neither)' });
    }
    for (const key of ['subject', 'markdown'] as const) {
      const text = input[key];
      if (text === undefined) continue;
      const unknown = unknownMergeFields(text, 'match_announcement');
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${unknown.map((n) => `{${n}}`).join(', ')} ${unknown.length === 1 ? 'is not a merge field' : 'are not merge fields'} of the match announcement`,
        });
      }
    }
  });
export const emailMatchingRoundResponse = z.strictObject({ id: idField, emails: z.number().int().min(0) });
