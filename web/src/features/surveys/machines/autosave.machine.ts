/**
 * Saving a survey's answers while the person types (docs/surveys.md): each change restarts a short
 * quiet period, after which the answers are saved once; leaving the page or submitting saves at
 * once (FLUSH). Saving is an emitted `save` event the page listens to (actor.on): a Firestore
 * write that is not awaited, since offline it would only resolve when the connection returns (the
 * page shows the cache's pending state instead).
 */
import type { SurveyAnswers } from '@peer-coaching/domain';
import { assign, emit, setup } from 'xstate';

export const AUTOSAVE_QUIET_MS = 600;

export const autosaveMachine = setup({
  types: {
    context: {} as { answers: SurveyAnswers | null },
    events: {} as { type: 'CHANGE'; answers: SurveyAnswers } | { type: 'FLUSH' },
    emitted: {} as { type: 'save'; answers: SurveyAnswers },
  },
  actions: {
    save: emit(({ context }) => ({ type: 'save' as const, answers: context.answers! })),
  },
  delays: { quiet: AUTOSAVE_QUIET_MS },
}).createMachine({
  id: 'autosave',
  context: { answers: null },
  initial: 'saved',
  states: {
    saved: {
      on: { CHANGE: { target: 'waiting', actions: assign({ answers: ({ event }) => event.answers }) } },
    },
    waiting: {
      after: {
        quiet: { target: 'saved', actions: 'save' },
      },
      on: {
        CHANGE: { target: 'waiting', reenter: true, actions: assign({ answers: ({ event }) => event.answers }) },
        FLUSH: { target: 'saved', actions: 'save' },
      },
    },
  },
});
