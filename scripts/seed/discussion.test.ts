import { threadActivity } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';

const data = buildDemoData(new Date('2026-11-24T15:00:00Z'));
const { discussionThreads: threads, discussionPosts: posts, discussionReads: reads } = data;

describe('the demo discussion', () => {
  it('gives every program cohort and the alumni community threads with replies', () => {
    const cohorts = data.cohorts.filter((c) => !c.id.includes('sandbox')).map((c) => c.id);
    for (const cohort of cohorts) {
      const own = threads.filter((t) => t.cohort === cohort);
      expect(own.length, cohort).toBeGreaterThanOrEqual(2);
      expect(posts.filter((p) => p.cohort === cohort).length, cohort).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes each thread with the figures the replies trigger would keep, and its group and cohort', () => {
    for (const thread of threads) {
      const replies = posts.filter((p) => p.thread_id === thread.id);
      expect(replies.length).toBeGreaterThan(0);
      expect(threadActivity(thread, replies)).toEqual({
        last_post_at: thread.last_post_at,
        last_author_id: thread.last_author_id,
        reply_count: thread.reply_count,
      });
      for (const reply of replies) {
        expect(reply).toMatchObject({ group: thread.group, cohort: thread.cohort });
        expect(reply.created_at.getTime()).toBeGreaterThan(thread.created_at.getTime());
        expect(reply.created_at.getTime()).toBeLessThan(new Date('2026-11-24T05:00:00Z').getTime());
      }
    }
  });

  it('names every author as their user document does, each a member of the cohort or its staff', () => {
    const users = new Map(data.users.map((u) => [u.id, u]));
    for (const post of [...threads, ...posts]) {
      const author = users.get(post.author_id)!;
      expect(post.author_name).toBe(`${author.first_name} ${author.last_name}`);
      const member = author.cohort_list.includes(post.cohort) || (post.cohort === 'alumni' && author.alumni_community);
      expect(member || author.group_list.includes(post.group)).toBe(true);
    }
  });

  it('pins a welcome thread and locks one per program cohort; the demo peer has read those two only', () => {
    const mgh = threads.filter((t) => t.cohort === 'mgh-2026-a');
    expect(mgh.filter((t) => t.pinned).map((t) => t.title)).toEqual(['Welcome: introduce yourself']);
    expect(mgh.filter((t) => t.locked)).toHaveLength(1);
    expect(reads).toHaveLength(1);
    expect(Object.keys(reads[0]!.threads).sort()).toEqual(
      mgh
        .filter((t) => t.pinned || t.locked)
        .map((t) => t.id)
        .sort(),
    );
  });
});
