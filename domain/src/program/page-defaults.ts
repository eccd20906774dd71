/**
 * A group's editable content (docs/pages.md), the part without zod so that the peers' pages can
 * use it without shipping the schemas (page-content.ts has those): the keys, where each lives,
 * the stored shapes, the default texts and how a save makes the next version.
 *
 * groups/{group}/pages/{key}: the current text of a page (peers of the group read it live).
 * groups/{group}/mail_templates/{key}: the current text of an e-mail template (staff only).
 * .../{key}/versions/{NNNNNN}: every saved text, numbered from 1 (staff only); restoring an
 * earlier version saves its text as a new version, so nothing is ever lost.
 */
import {
  isMailTemplateKey,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATES,
  type MailTemplateKey,
} from '../email/mail-templates.ts';

export const PAGE_KEYS = ['guidelines', 'howto', 'overview', 'facilitators'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export type ContentKey = PageKey | MailTemplateKey;
export const CONTENT_KEYS: readonly [ContentKey, ...ContentKey[]] = [...PAGE_KEYS, ...MAIL_TEMPLATE_KEYS];

export const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as readonly string[]).includes(key);
export const isContentKey = (key: string): key is ContentKey => isPageKey(key) || isMailTemplateKey(key);

/** Longest Markdown a page or template may hold (a long guide is about 10 000 characters). */
export const PAGE_MARKDOWN_MAX = 50_000;
export const MAIL_SUBJECT_MAX = 200;

/** Where a key's documents live: pages are readable by the group's peers, templates by staff only. */
export const contentCollectionPath = (group: string, key: ContentKey) =>
  `groups/${group}/${isPageKey(key) ? 'pages' : 'mail_templates'}`;
export const contentVersionsPath = (group: string, key: ContentKey) =>
  `${contentCollectionPath(group, key)}/${key}/versions`;
/** A version's document id: zero-padded, so ids sort as versions do. */
export const contentVersionId = (version: number) => String(version).padStart(6, '0');

export interface PageContent {
  /** The key (the document id). */
  id: string;
  group: string;
  key: ContentKey;
  markdown: string;
  /** A template's subject; null for a page. */
  subject: string | null;
  /** The version this text is (1 for the first save). */
  version: number;
  updated_at: Date;
  updated_by: string;
  updated_by_name: string;
}

export interface PageVersion {
  id: string;
  group: string;
  key: ContentKey;
  version: number;
  markdown: string;
  subject: string | null;
  saved_at: Date;
  saved_by: string;
  saved_by_name: string;
  /** The version whose text was restored, or null for an edit. */
  restored_from: number | null;
}

export interface PageText {
  title: string;
  markdown: string;
}

/** What each page says when its group has not written its own (the spec's route titles). */
export const DEFAULT_PAGES: Record<PageKey, PageText> = {
  guidelines: {
    title: 'Guidelines',
    markdown: [
      '## How peer coaching works here',
      '',
      'You meet a small group of peers from your cohort a few times over the program and coach each other on',
      'what matters to you at work. Nobody is the expert: each of you listens, asks, and helps the other think.',
      '',
      '## What we ask of each pair or trio',
      '',
      '- **Meet** at least once a month, for about an hour, in person or on a call.',
      '- **Keep it confidential**: what is said in a coaching conversation stays there.',
      '- **Come prepared**: bring one question or situation you want to think through.',
      '- **Listen first**: ask open questions before offering advice.',
      '- **Tell us** if a meeting cannot happen: send an apology from the event page.',
      '',
      '## Certificate',
      '',
      'Attend the sessions and answer the surveys on your home page; your progress shows there.',
    ].join('\n'),
  },
  howto: {
    title: 'How to',
    markdown: [
      '## Using this app',
      '',
      '1. **Your home page** lists what is next: events, announcements and surveys due.',
      '2. **Check in** at a session with the code the facilitator shows.',
      '3. **Cannot come?** Open the event on your calendar and send an apology before it starts.',
      '4. **Surveys** open on your home page when they are due; answers are saved as you type.',
      '5. **Add the calendar** to your own: use the calendar feed link on your account page.',
      '',
      'Questions? Write to your facilitators (see [Facilitators](/facilitators)).',
    ].join('\n'),
  },
  overview: {
    title: 'Program overview',
    markdown: [
      '## The program',
      '',
      'The Peer Coaching Program brings colleagues together to coach one another. Each cohort starts with a',
      'kickoff, meets in small coaching groups through the year, and closes with a completion session.',
      '',
      '| When | What |',
      '| --- | --- |',
      '| Start | Kickoff session and matching survey |',
      '| Monthly | Coaching meetings and check-ins |',
      '| End | Completion session, reflection and program evaluation |',
    ].join('\n'),
  },
  facilitators: {
    title: 'Facilitators',
    markdown: [
      'Your facilitators run the program: sessions, matching and the certificate.',
      'Write to them with any question; they answer within two working days.',
    ].join('\n'),
  },
};

/** A page's Markdown: the group's saved text, or the default. */
export const pageMarkdownOf = (key: PageKey, saved: Pick<PageContent, 'markdown'> | null | undefined) =>
  saved ? saved.markdown : DEFAULT_PAGES[key].markdown;

/** A key's default text (what the app says or sends when the group has written nothing). */
export function defaultContentOf(key: ContentKey): { markdown: string; subject: string | null } {
  if (isPageKey(key)) return { markdown: DEFAULT_PAGES[key].markdown, subject: null };
  return { markdown: MAIL_TEMPLATES[key].markdown, subject: MAIL_TEMPLATES[key].subject };
}

/** The content's label in the editor. */
export const contentLabelOf = (key: ContentKey) =>
  isPageKey(key) ? DEFAULT_PAGES[key].title : MAIL_TEMPLATES[key].label;

/**
 * The documents of one save: the current text and its version entry. `current` is the stored
 * document before the save (null when the group still shows the default).
 */
export function nextPageVersion(
  current: Pick<PageContent, 'version'> | null,
  input: {
    group: string;
    key: ContentKey;
    markdown: string;
    subject: string | null;
    by: { id: string; name: string };
    at: Date;
    restoredFrom?: number;
  },
): { page: PageContent; version: PageVersion } {
  const version = (current?.version ?? 0) + 1;
  const page: PageContent = {
    id: input.key,
    group: input.group,
    key: input.key,
    markdown: input.markdown,
    subject: input.subject,
    version,
    updated_at: input.at,
    updated_by: input.by.id,
    updated_by_name: input.by.name,
  };
  return {
    page,
    version: {
      id: contentVersionId(version),
      group: input.group,
      key: input.key,
      version,
      markdown: input.markdown,
      subject: input.subject,
      saved_at: input.at,
      saved_by: input.by.id,
      saved_by_name: input.by.name,
      restored_from: input.restoredFrom ?? null,
    },
  };
}
