import { describe, expect, it } from 'vitest';
import { digestFor, digestMessage, excerpt } from './discussion-digest.ts';
import type { DiscussionPost, DiscussionThread } from './discussion.ts';

const at = (iso: string) => new Date(iso);
const since = at('2026-03-01T12:00:00Z');
const until = at('2026-03-02T12:00:00Z');
const me = { id: 'ana', cohort_list: ['a'], alumni_community: false };

const thread = (id: string, extra: Partial<DiscussionThread> = {}): DiscussionThread => ({
  id,
  group: 'g',
  cohort: 'a',
  title: `Thread ${id}`,
  body: `Opening ${id}`,
  author_id: 'bea',
  author_name: 'Bea Brown',
  created_at: at('2026-02-20T12:00:00Z'),
  edited_at: null,
  last_post_at: at('2026-02-20T12:00:00Z'),
  last_author_id: 'bea',
  reply_count: 0,
  pinned: false,
  hidden: false,
  locked: false,
  ...extra,
});
const post = (id: string, threadId: string, iso: string, extra: Partial<DiscussionPost> = {}): DiscussionPost => ({
  id,
  group: 'g',
  cohort: 'a',
  thread_id: threadId,
  body: `Reply ${id}`,
  author_id: 'cy',
  author_name: 'Cy Chen',
  created_at: at(iso),
  edited_at: null,
  hidden: false,
  ...extra,
});

describe('digestFor', () => {
  const threads = [
    thread('old'),
    thread('new', { created_at: at('2026-03-02T09:00:00Z') }),
    thread('mine', { author_id: 'ana', created_at: at('2026-03-02T08:00:00Z') }),
    thread('hidden', { hidden: true }),
    thread('elsewhere', { cohort: 'b', created_at: at('2026-03-02T08:00:00Z') }),
  ];
  const posts = [
    post('p1', 'old', '2026-03-01T13:00:00Z'),
    post('p2', 'old', '2026-03-01T11:59:59Z'), // before the day
    post('p3', 'old', '2026-03-02T12:00:00Z'), // the next day's
    post('p4', 'old', '2026-03-01T14:00:00Z', { author_id: 'ana' }),
    post('p5', 'old', '2026-03-01T15:00:00Z', { hidden: true }),
    post('p6', 'hidden', '2026-03-01T15:00:00Z'),
    post('p7', 'elsewhere', '2026-03-01T15:00:00Z', { cohort: 'b' }),
    post('p8', 'mine', '2026-03-02T10:00:00Z'),
    post('p9', 'gone', '2026-03-02T10:00:00Z'),
  ];

  it("keeps the day's visible posts of others in the person's cohorts, grouped by thread, newest first", () => {
    const digest = digestFor(me, threads, posts, since, until);
    expect(digest.map((d) => [d.thread.id, d.posts.map((p) => p.body)])).toEqual([
      ['mine', ['Reply p8']],
      ['new', ['Opening new']],
      ['old', ['Reply p1']],
    ]);
  });

  it("includes the alumni community's discussion for its members only", () => {
    const alumni = [thread('alumni-news', { cohort: 'alumni', created_at: at('2026-03-02T09:00:00Z') })];
    expect(digestFor(me, alumni, [], since, until)).toEqual([]);
    const member = digestFor({ ...me, alumni_community: true }, alumni, [], since, until);
    expect(member.map((d) => d.thread.id)).toEqual(['alumni-news']);
  });

  it('is empty for a quiet day', () => {
    expect(digestFor(me, threads, posts, at('2026-04-01T00:00:00Z'), at('2026-04-02T00:00:00Z'))).toEqual([]);
  });
});

describe('excerpt', () => {
  it('drops Markdown marks and line breaks, keeps link text, and cuts at a word', () => {
    expect(excerpt('**Bold** and _soft_\n\n> quoted [link](https://x.test)')).toBe('Bold and soft quoted link');
    const long = excerpt('word '.repeat(60), 20);
    expect(long).toBe('word word word word…');
  });
});

describe('digestMessage', () => {
  it('names each thread with its cohort, each post with its author, and links to the thread', () => {
    const message = digestMessage(
      { email: 'ana@x.test', first_name: 'Ana' },
      [{ thread: { id: 't 1', cohort: 'a', title: 'Silence' }, posts: [post('p1', 't 1', '2026-03-01T13:00:00Z')] }],
      new Map([['a', 'Cohort A']]),
      'https://app.test',
    );
    expect(message.to).toEqual(['ana@x.test']);
    expect(message.subject).toBe('Discussion digest: 1 new post');
    expect(message.text).toContain('Hello Ana,');
    expect(message.text).toContain(
      'Silence (Cohort A)\n- Cy Chen: Reply p1\nhttps://app.test/discussion?cohort=a&thread=t%201',
    );
    expect(message.text).toContain('https://app.test/account');
  });
});
