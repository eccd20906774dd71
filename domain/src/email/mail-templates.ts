/**
 * The e-mails the app sends, as per-group editable templates (docs/pages.md). Each template is a
 * subject and a Markdown body with merge fields in braces ({first_name}); a group without its own
 * template sends the default below, which is the text the app sent before templates existed.
 * Messages go out as plain text: Markdown reads well as text, and nothing typed becomes HTML.
 */
import { inDisplayZone } from '../time.ts';

export const MAIL_TEMPLATE_KEYS = [
  'invitation',
  'survey_reminder',
  'event_email',
  'announcement_email',
  'match_announcement',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

export interface MailTemplateText {
  subject: string;
  markdown: string;
}

export interface MailTemplateInfo extends MailTemplateText {
  label: string;
  /** When the app sends it. */
  summary: string;
  /** The merge fields it fills, each with what it holds. */
  fields: Record<string, string>;
}

export const MAIL_TEMPLATES: Record<MailTemplateKey, MailTemplateInfo> = {
  invitation: {
    label: 'Invitation',
    summary: 'Sent to each person invited on /user, with their sign-in link.',
    fields: {
      first_name: "The person's first name",
      cohort: "The cohort's name",
      link: 'The sign-in link (works once)',
    },
    subject: 'Your invitation to the Peer Coaching Program',
    markdown:
      'Hello {first_name},\n\n' +
      'You are invited to the Peer Coaching Program, in {cohort}.\n\n' +
      'Sign in with this link (it works once; you can ask for a new one on the sign-in page):\n{link}\n\n' +
      '--\nPeer Coaching Program',
  },
  survey_reminder: {
    label: 'Survey reminder',
    summary: 'Sent to those who have not answered a survey (by Remind, and automatically before it closes).',
    fields: {
      survey: "The survey's title",
      until: "' by <day and time> (New York time)' when the window closes, else nothing",
      link: 'Where to answer',
    },
    subject: 'Reminder: {survey}',
    markdown:
      'Hello,\n\nWe have not received your answers to "{survey}" yet. Please answer{until}:\n{link}\n\n' +
      'Thank you!\n\n--\nPeer Coaching Program',
  },
  event_email: {
    label: 'Event e-mail',
    summary: "Wraps the message staff write to an event's participants (E-mail on /event).",
    fields: {
      subject: 'The subject staff typed',
      message: 'The message staff typed',
      event: "The event's title",
      when: 'When it starts, in New York time',
    },
    subject: '{subject}',
    markdown: '{message}\n\n--\nAbout: {event}, {when} (New York time)',
  },
  announcement_email: {
    label: 'Announcement e-mail',
    summary: 'Sent to the peers of its cohorts when staff e-mail an announcement.',
    fields: {
      title: "The announcement's title",
      body: "The announcement's text",
      link: "The app's address",
    },
    subject: '{title}',
    markdown: '{body}\n\n--\nPosted on Peer Coaching: {link}',
  },
  match_announcement: {
    label: 'Match announcement',
    summary:
      'Sent once to each group of a published matching round (E-mail groups on /matching), addressed to all its members.',
    fields: {
      first_name: "The group's first names (Ana and Ben)",
      partners: 'Everyone in the group, names and e-mail addresses, one a line',
      meeting_time: 'The suggested first meeting time (the first time they all picked)',
      link: 'Where to see them in the app',
    },
    subject: 'Your peer coaching partners',
    markdown:
      'Hello {first_name},\n\nYour peer coaching group for this round:\n\n{partners}\n\n' +
      'Suggested first meeting: {meeting_time}.\n\n' +
      'Reply to all to set up your first meeting. You can see your partners any time at {link}\n\n--\nPeer Coaching Program',
  },
};

/** A value for each merge field, for the editor's preview of a message as a person receives it. */
export const MAIL_FIELD_EXAMPLES: Readonly<Record<string, string>> = {
  first_name: 'Jordan',
  cohort: 'MGH 2026 Cohort A',
  link: 'https://peer-coaching.example.org/login?link=example',
  survey: 'Kickoff survey',
  until: ' by Monday, March 9 at 5:00 PM (New York time)',
  subject: 'Slides from today',
  message: 'Thank you for coming! The slides are on the resources page.',
  event: 'Kickoff',
  when: 'Monday, March 2, 2026 9:00 AM',
  title: 'Room change',
  body: 'From next week we meet in **room 5**.',
  partners: '- Ana Lima, ana.lima@example.org\n- Ben Osei, ben.osei@example.org',
  meeting_time: 'weekday mornings',
  next_event: 'Check-in 2, Tuesday, March 10 at 9:00 AM (New York time)',
};

export const isMailTemplateKey = (key: string): key is MailTemplateKey =>
  (MAIL_TEMPLATE_KEYS as readonly string[]).includes(key);

/**
 * Fills `{name}` merge fields from `values`. A field the template names but `values` lacks stays
 * as written (a typo shows in the message instead of vanishing); `{{` and `}}` write literal braces.
 * One pass: a value containing braces is never filled again.
 */
export function fillMergeFields(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{|\}\}|\{([a-z_]+)\}/g, (match, name: string | undefined) => {
    if (match === '{{') return '{';
    if (match === '}}') return '}';
    return name !== undefined && Object.hasOwn(values, name) ? (values[name] as string) : match;
  });
}

/** The merge fields a text names that the template does not fill (shown as warnings in the editor). */
export function unknownMergeFields(text: string, key: MailTemplateKey): string[] {
  const known = MAIL_TEMPLATES[key].fields;
  const named = [...text.replace(/\{\{|\}\}/g, '').matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1] as string);
  return [...new Set(named.filter((name) => !Object.hasOwn(known, name)))];
}

/**
 * The message of a template: the group's own text when it has one, the default otherwise, with its
 * merge fields filled. The subject is one line (line breaks in a value become spaces).
 */
export function renderMail(
  key: MailTemplateKey,
  groupTemplate: MailTemplateText | null,
  values: Readonly<Record<string, string>>,
): { subject: string; text: string } {
  const template = groupTemplate ?? MAIL_TEMPLATES[key];
  const subject = fillMergeFields(template.subject, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  return { subject: subject || MAIL_TEMPLATES[key].label, text: fillMergeFields(template.markdown, values) };
}

/** The survey reminder's merge fields; `until` is empty for a survey open without end. */
export function surveyReminderValues(title: string, closesAt: Date | null, link: string): Record<string, string> {
  const until = closesAt ? ` by ${inDisplayZone(closesAt).format('dddd, MMMM D [at] h:mm A')} (New York time)` : '';
  return { survey: title, until, link };
}
