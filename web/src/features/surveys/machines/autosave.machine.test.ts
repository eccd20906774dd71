import type { SurveyAnswers } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AUTOSAVE_QUIET_MS, autosaveMachine } from './autosave.machine.ts';

function start() {
  const saved: SurveyAnswers[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(autosaveMachine, { clock });
  actor.on('save', (event) => void saved.push(event.answers));
  actor.start();
  return { actor, clock, saved };
}

describe('autosave', () => {
  it('saves once after the person stops typing, with the last answers', () => {
    const { actor, clock, saved } = start();
    actor.send({ type: 'CHANGE', answers: { a: 'H' } });
    clock.increment(AUTOSAVE_QUIET_MS - 1);
    actor.send({ type: 'CHANGE', answers: { a: 'He' } });
    clock.increment(AUTOSAVE_QUIET_MS - 1);
    expect(saved).toEqual([]);
    clock.increment(1);
    expect(saved).toEqual([{ a: 'He' }]);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('saves at once on FLUSH, and not again after', () => {
    const { actor, clock, saved } = start();
    actor.send({ type: 'CHANGE', answers: { a: 'x' } });
    actor.send({ type: 'FLUSH' });
    expect(saved).toEqual([{ a: 'x' }]);
    clock.increment(AUTOSAVE_QUIET_MS * 2);
    expect(saved).toEqual([{ a: 'x' }]);
  });

  it('saves nothing on FLUSH when nothing changed', () => {
    const { actor, saved } = start();
    actor.send({ type: 'FLUSH' });
    expect(saved).toEqual([]);
  });
});
