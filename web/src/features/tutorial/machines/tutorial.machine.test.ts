import { TUTORIAL_STEP_COUNT } from '@peer-coaching/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { TUTORIAL_MESSAGES, tutorialMachine, type TutorialInput } from './tutorial.machine.ts';

const LAST_STEP = TUTORIAL_STEP_COUNT - 1;

/** A started actor whose save resolves or rejects as `save` says, with spies for both injections. */
function startTutorial({
  save = async () => {},
  input = { startOpen: true },
}: { save?: () => Promise<void>; input?: TutorialInput } = {}) {
  const saveSpy = vi.fn(save);
  const notify = vi.fn();
  const machine = tutorialMachine.provide({
    actors: { saveTutorialDone: fromPromise(() => saveSpy()) },
    actions: { notify },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, saveSpy, notify };
}

function sendTimes(actor: ReturnType<typeof startTutorial>['actor'], type: 'NEXT' | 'PREVIOUS', times: number) {
  for (let i = 0; i < times; i += 1) actor.send({ type });
}

/** The spy's calls as the `params` each notify received (the first argument is XState's own). */
function notifications(notify: ReturnType<typeof vi.fn>) {
  return notify.mock.calls.map((call: unknown[]) => call[1]);
}

describe('tutorialMachine', () => {
  it('starts open and expanded on the first of 24 steps', () => {
    const { actor } = startTutorial();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: 'expanded' })).toBe(true);
    expect(snapshot.hasTag('visible')).toBe(true);
    expect(snapshot.context).toEqual({ stepIndex: 0, total: 24 });
  });

  it('starts closed when told so, and OPEN shows the first step', () => {
    const { actor } = startTutorial({ input: { startOpen: false } });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);

    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
  });

  it('starts minimized when told so (a phone), and OPEN brings the whole panel up', () => {
    const { actor } = startTutorial({ input: { startOpen: true, startMinimized: true } });
    expect(actor.getSnapshot().matches({ open: 'minimized' })).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);

    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
  });

  it('stays closed on a phone when the tutorial is done', () => {
    const { actor } = startTutorial({ input: { startOpen: false, startMinimized: true } });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('cannot go below the first step', () => {
    const { actor } = startTutorial();
    expect(actor.getSnapshot().can({ type: 'PREVIOUS' })).toBe(false);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
  });

  it('walks forward and back one step at a time', () => {
    const { actor } = startTutorial();
    sendTimes(actor, 'NEXT', 3);
    expect(actor.getSnapshot().context.stepIndex).toBe(3);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.stepIndex).toBe(2);
  });

  it('cannot go past the last step (23)', () => {
    const { actor } = startTutorial();
    sendTimes(actor, 'NEXT', LAST_STEP);
    expect(actor.getSnapshot().context.stepIndex).toBe(23);
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);

    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(23);
  });

  it('keeps the step while minimized and expanded again', () => {
    const { actor } = startTutorial();
    sendTimes(actor, 'NEXT', 5);
    actor.send({ type: 'MINIMIZE' });
    expect(actor.getSnapshot().matches({ open: 'minimized' })).toBe(true);
    expect(actor.getSnapshot().hasTag('minimized')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().context.stepIndex).toBe(5);

    actor.send({ type: 'EXPAND' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(actor.getSnapshot().context.stepIndex).toBe(5);
  });

  it('does not change steps while minimized (the buttons are hidden)', () => {
    const { actor } = startTutorial();
    actor.send({ type: 'MINIMIZE' });
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
  });

  it('resumes on the same step after close and reopen', () => {
    const { actor } = startTutorial();
    sendTimes(actor, 'NEXT', 7);
    actor.send({ type: 'MINIMIZE' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);

    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(actor.getSnapshot().context.stepIndex).toBe(7);
  });

  it('expands a minimized panel when the tutorial is started again', () => {
    const { actor } = startTutorial();
    actor.send({ type: 'MINIMIZE' });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
  });

  it('allows FINISH only on the last step', () => {
    const { actor, saveSpy } = startTutorial();
    sendTimes(actor, 'NEXT', LAST_STEP - 1);
    expect(actor.getSnapshot().can({ type: 'FINISH' })).toBe(false);
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(saveSpy).not.toHaveBeenCalled();

    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().can({ type: 'FINISH' })).toBe(true);
  });

  it('saves, closes the panel and says so when finishing succeeds', async () => {
    const { actor, saveSpy, notify } = startTutorial();
    sendTimes(actor, 'NEXT', LAST_STEP);
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot().matches('finishing')).toBe(true);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);

    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(saveSpy).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(notifications(notify)).toEqual([{ message: TUTORIAL_MESSAGES.complete, variant: 'success' }]);
    expect(TUTORIAL_MESSAGES.complete).toBe('Tutorial complete!');
  });

  it('returns to the last step and reports the error when saving fails', async () => {
    const { actor, notify } = startTutorial({
      save: async () => {
        throw new Error('network down');
      },
    });
    sendTimes(actor, 'NEXT', LAST_STEP);
    actor.send({ type: 'FINISH' });

    await waitFor(actor, (snapshot) => !snapshot.matches('finishing'));
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(actor.getSnapshot().context.stepIndex).toBe(LAST_STEP);
    expect(actor.getSnapshot().can({ type: 'FINISH' })).toBe(true);
    expect(notifications(notify)).toEqual([{ message: TUTORIAL_MESSAGES.failed, variant: 'error' }]);
    expect(TUTORIAL_MESSAGES.failed).toBe('Error completing tutorial');
  });

  it('saves once when FINISH is sent again while saving, and ignores CLOSE meanwhile', async () => {
    let resolveSave: () => void = () => {};
    const { actor, saveSpy } = startTutorial({ save: () => new Promise<void>((resolve) => (resolveSave = resolve)) });
    sendTimes(actor, 'NEXT', LAST_STEP);
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().matches('finishing')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'FINISH' })).toBe(false);

    resolveSave();
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(saveSpy).toHaveBeenCalledTimes(1);
  });

  it('restarts from the first step when opened after finishing', async () => {
    const { actor } = startTutorial();
    sendTimes(actor, 'NEXT', LAST_STEP);
    actor.send({ type: 'FINISH' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));

    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
  });

  it('reports a failure when no save was provided, rather than pretending to succeed', async () => {
    const notify = vi.fn();
    const actor = createActor(tutorialMachine.provide({ actions: { notify } }), { input: { startOpen: true } }).start();
    sendTimes(actor, 'NEXT', LAST_STEP);
    actor.send({ type: 'FINISH' });

    await waitFor(actor, (snapshot) => !snapshot.matches('finishing'));
    expect(actor.getSnapshot().matches({ open: 'expanded' })).toBe(true);
    expect(notifications(notify)).toEqual([{ message: TUTORIAL_MESSAGES.failed, variant: 'error' }]);
  });
});
