import { describe, expect, it } from 'vitest';
import {
  authorName,
  isPostNew,
  isThreadUnread,
  postedAgo,
  postInput,
  sortPosts,
  sortThreads,
  threadActivity,
  threadInput,
} from './discussion.ts';

const at = (iso: string) => new Date(iso);

describe('threadInput and postInput', () => {
  it('trims, and names the field that is empty or too long', () => {
    expect(threadInput.parse({ title: '  Hello ', body: ' **hi** ' })).toEqual({ title: 'Hello', body: '**hi**' });
    const empty = threadInput.safeParse({ title: '   ', body: '' });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'must not be empty'],
      ['body', 'must not be empty'],
    ]);
    const long = postInput.safeParse({ body: 'x'.repeat(5001) });
    expect(long.error!.issues[0]!.message).toBe('must be at most 5000 characters');
    expect(postInput.safeParse({ body: 'x'.repeat(5000) }).success).toBe(true);
    expect(threadInput.safeParse({ title: 't'.repeat(121), body: 'b' }).error!.issues[0]!.path).toEqual(['title']);
  });
});

describe('authorName', () => {
  it('is the names as the rules compare them, with one space', () => {
    expect(authorName({ first_name: 'Ada', last_name: 'Łukasiewicz' })).toBe('Ada Łukasiewicz');
    expect(authorName({ first_name: 'Cher', last_name: '' })).toBe('Cher ');
  });
});

describe('sortThreads and sortPosts', () => {
  it('puts pinned threads first, then the most recently active', () => {
    const threads = [
      { id: 'old', pinned: false, last_post_at: at('2026-01-01T00:00:00Z') },
      { id: 'pinned-old', pinned: true, last_post_at: at('2025-01-01T00:00:00Z') },
      { id: 'new', pinned: false, last_post_at: at('2026-02-01T00:00:00Z') },
    ];
    expect(sortThreads(threads).map((t) => t.id)).toEqual(['pinned-old', 'new', 'old']);
  });
  it('orders replies oldest first, ties by id', () => {
    const same = at('2026-01-01T00:00:00Z');
    const posts = [
      { id: 'b', created_at: same },
      { id: 'c', created_at: at('2025-12-31T00:00:00Z') },
      { id: 'a', created_at: same },
    ];
    expect(sortPosts(posts).map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('unread markers', () => {
  const thread = { id: 't1', last_post_at: at('2026-03-01T10:00:00Z'), last_author_id: 'bea' };
  it('marks a thread never opened, or with a newer post by someone else', () => {
    expect(isThreadUnread(thread, null, 'ana')).toBe(true);
    expect(isThreadUnread(thread, { threads: {} }, 'ana')).toBe(true);
    expect(isThreadUnread(thread, { threads: { t1: at('2026-03-01T09:00:00Z') } }, 'ana')).toBe(true);
    expect(isThreadUnread(thread, { threads: { t1: at('2026-03-01T10:00:00Z') } }, 'ana')).toBe(false);
  });
  it("never marks a thread whose newest post is the reader's own", () => {
    expect(isThreadUnread(thread, null, 'bea')).toBe(false);
  });
  it('marks a reply new when it came after the last visit and is not the reader’s', () => {
    const post = { created_at: at('2026-03-01T10:00:00Z'), author_id: 'bea' };
    expect(isPostNew(post, at('2026-03-01T09:00:00Z'), 'ana')).toBe(true);
    expect(isPostNew(post, at('2026-03-01T11:00:00Z'), 'ana')).toBe(false);
    expect(isPostNew(post, at('2026-03-01T09:00:00Z'), 'bea')).toBe(false);
    // The first visit: nothing is "new", the whole thread is.
    expect(isPostNew(post, null, 'ana')).toBe(false);
  });
});

describe('threadActivity', () => {
  const thread = { created_at: at('2026-03-01T08:00:00Z'), author_id: 'ana' };
  it('is the thread itself without visible replies', () => {
    expect(threadActivity(thread, [])).toEqual({
      last_post_at: thread.created_at,
      last_author_id: 'ana',
      reply_count: 0,
    });
  });
  it('counts the replies and names the newest, whatever their order', () => {
    const replies = [
      { created_at: at('2026-03-01T09:00:00Z'), author_id: 'bea' },
      { created_at: at('2026-03-02T09:00:00Z'), author_id: 'cy' },
      { created_at: at('2026-03-01T12:00:00Z'), author_id: 'ana' },
    ];
    expect(threadActivity(thread, replies)).toEqual({
      last_post_at: at('2026-03-02T09:00:00Z'),
      last_author_id: 'cy',
      reply_count: 3,
    });
  });
  it('takes the count from the caller when given only the newest reply', () => {
    const newest = [{ created_at: at('2026-03-02T09:00:00Z'), author_id: 'cy' }];
    expect(threadActivity(thread, newest, 500)).toEqual({
      last_post_at: at('2026-03-02T09:00:00Z'),
      last_author_id: 'cy',
      reply_count: 500,
    });
  });
});

describe('postedAgo', () => {
  const now = at('2026-11-24T15:00:00Z');
  it.each([
    ['2026-11-24T14:59:30Z', 'just now'],
    ['2026-11-24T14:55:00Z', '5 min ago'],
    ['2026-11-24T12:00:00Z', '3 h ago'],
    ['2026-11-23T14:00:00Z', 'yesterday'],
    ['2026-11-20T15:00:00Z', '4 days ago'],
    ['2026-11-03T15:00:00Z', 'Nov 3'],
    ['2025-12-30T15:00:00Z', 'Dec 30, 2025'],
  ])('%s is "%s"', (iso, text) => {
    expect(postedAgo(at(iso), now)).toBe(text);
  });
  it('uses the day in New York: 02:00 UTC on Nov 3 is Nov 2 there', () => {
    expect(postedAgo(at('2026-11-03T02:00:00Z'), now)).toBe('Nov 2');
  });
  it('says "just now" for a post whose server time is a moment ahead of the clock', () => {
    expect(postedAgo(at('2026-11-24T15:00:02Z'), now)).toBe('just now');
  });
});
