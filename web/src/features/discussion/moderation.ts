/**
 * What staff may do to a thread or a reply (docs/discussion.md): each button's label, the field
 * it turns over and what the toast says once the server has it. A reply is only hidden or shown;
 * a thread is also pinned and locked.
 */
import type { DiscussionPost, DiscussionThread } from '@peer-coaching/domain';

export type ModerationTarget =
  | { kind: 'thread'; item: Pick<DiscussionThread, 'id' | 'pinned' | 'locked' | 'hidden'> }
  | { kind: 'reply'; item: Pick<DiscussionPost, 'id' | 'hidden'> };

export type ModerationField = 'pinned' | 'locked' | 'hidden';

export interface ModerationAction {
  /** Also the button's key: it stays while its label turns over, so keyboard focus stays on it. */
  field: ModerationField;
  /** The field's new value. */
  value: boolean;
  label: string;
  done: string;
}

export function moderationActions(target: ModerationTarget): ModerationAction[] {
  const { hidden } = target.item;
  const noun = target.kind === 'thread' ? 'Thread' : 'Reply';
  const visibility: ModerationAction = {
    field: 'hidden',
    value: !hidden,
    label: hidden ? 'Show to peers' : 'Hide from peers',
    done: hidden ? `${noun} shown to peers` : `${noun} hidden from peers`,
  };
  if (target.kind === 'reply') return [visibility];
  const { pinned, locked } = target.item;
  return [
    {
      field: 'pinned',
      value: !pinned,
      label: pinned ? 'Unpin' : 'Pin',
      done: pinned ? 'Thread unpinned' : 'Thread pinned',
    },
    {
      field: 'locked',
      value: !locked,
      label: locked ? 'Unlock' : 'Lock',
      done: locked ? 'Thread unlocked' : 'Thread locked',
    },
    visibility,
  ];
}

export const moderationFailed = (target: ModerationTarget) =>
  `The ${target.kind} could not be changed. Please try again.`;
