/**
 * Which e-mails a person wants (set on /account, docs/account.md). Each kind the program sends
 * can be turned off, except what the person needs to take part at all: invitations, sign-in links
 * and the messages staff write to them directly (group e-mails).
 */
import { z } from 'zod';

export const EMAIL_KINDS = [
  'announcements',
  'event_messages',
  'survey_reminders',
  'matching',
  'discussion_digest',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export type EmailPreferences = Partial<Record<EmailKind, boolean>>;

/** What someone who never chose gets: everything but the daily digest, which is opt-in. */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<Record<EmailKind, boolean>> = {
  announcements: true,
  event_messages: true,
  survey_reminders: true,
  matching: true,
  discussion_digest: false,
};

/** How /account names each kind, and what it covers. */
export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, { label: string; hint: string }>> = {
  announcements: { label: 'Announcements', hint: 'When staff e-mail an announcement to your cohort' },
  event_messages: { label: 'Session messages', hint: 'What staff write to the people of a session' },
  survey_reminders: { label: 'Survey reminders', hint: 'When a survey you still owe is about to close' },
  matching: { label: 'Coaching partner', hint: 'Who your coaching partner is, when a round is published' },
  discussion_digest: { label: 'Daily discussion digest', hint: "One e-mail a day with the discussion's new posts" },
};

/** A stored or sent preferences map: only known kinds, each true or false. */
export const emailPreferencesField = z.strictObject(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
    EmailKind,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** Every kind, the person's choice where they made one. */
export function emailPreferencesOf(person: {
  email_preferences?: EmailPreferences | null;
}): Record<EmailKind, boolean> {
  return { ...DEFAULT_EMAIL_PREFERENCES, ...stripUndefined(person.email_preferences ?? {}) };
}

/** Whether to send `kind` of e-mail to the person. */
export function wantsEmail(person: { email_preferences?: EmailPreferences | null }, kind: EmailKind): boolean {
  return emailPreferencesOf(person)[kind];
}

function stripUndefined(preferences: EmailPreferences): EmailPreferences {
  return Object.fromEntries(Object.entries(preferences).filter(([, on]) => typeof on === 'boolean'));
}
