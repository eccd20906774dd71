import { describe, expect, it } from 'vitest';
import { moderationActions, moderationFailed } from './moderation.ts';

const thread = { id: 't1', pinned: false, locked: true, hidden: false };

describe('moderationActions', () => {
  it('offers a thread pin, lock and hide, each the opposite of its state', () => {
    expect(moderationActions({ kind: 'thread', item: thread })).toEqual([
      { field: 'pinned', value: true, label: 'Pin', done: 'Thread pinned' },
      { field: 'locked', value: false, label: 'Unlock', done: 'Thread unlocked' },
      { field: 'hidden', value: true, label: 'Hide from peers', done: 'Thread hidden from peers' },
    ]);
  });

  it('offers a hidden reply only to be shown again', () => {
    expect(moderationActions({ kind: 'reply', item: { id: 'p1', hidden: true } })).toEqual([
      { field: 'hidden', value: false, label: 'Show to peers', done: 'Reply shown to peers' },
    ]);
  });

  it('names what could not be changed', () => {
    expect(moderationFailed({ kind: 'reply', item: { id: 'p1', hidden: false } })).toBe(
      'The reply could not be changed. Please try again.',
    );
  });
});
