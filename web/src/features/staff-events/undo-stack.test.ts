import { describe, expect, it } from 'vitest';
import { popUndo, pushUndo, revertsOf, UNDO_LIMIT, type UndoEntry } from './undo-stack.ts';

const entry = (label: string): UndoEntry => ({ label, changes: [{ userId: label, previous: null, next: 'attended' }] });

describe('the undo stack', () => {
  it('takes back the last action first', () => {
    const stack = pushUndo(pushUndo([], entry('one')), entry('two'));
    const { entry: last, rest } = popUndo(stack);
    expect(last?.label).toBe('two');
    expect(popUndo(rest).entry?.label).toBe('one');
    expect(popUndo([]).entry).toBeUndefined();
  });

  it('ignores an action that changed nothing', () => {
    expect(pushUndo([entry('one')], { label: 'nothing', changes: [] })).toEqual([entry('one')]);
  });

  it(`keeps the last ${UNDO_LIMIT} actions`, () => {
    let stack: UndoEntry[] = [];
    for (let i = 0; i <= UNDO_LIMIT; i += 1) stack = pushUndo(stack, entry(String(i)));
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack[0]?.label).toBe('1');
  });

  it('does not change the stack it was given', () => {
    const stack = [entry('one')];
    pushUndo(stack, entry('two'));
    popUndo(stack);
    expect(stack).toEqual([entry('one')]);
  });
});

describe('revertsOf', () => {
  it('restores a previous status, and clears a first mark', () => {
    expect(
      revertsOf({
        label: 'all',
        changes: [
          { userId: 'r', previous: 'registered', next: 'attended' },
          { userId: 'n', previous: null, next: 'attended' },
          { userId: 'a', previous: 'attended', next: 'registered' },
        ],
      }),
    ).toEqual([
      { userId: 'r', action: 'mark', status: 'registered' },
      { userId: 'n', action: 'clear' },
      { userId: 'a', action: 'mark', status: 'attended' },
    ]);
  });
});
