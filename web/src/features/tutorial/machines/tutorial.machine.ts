import { MESSAGES, TUTORIAL_STEP_COUNT } from '@peer-coaching/domain';
import { and, assign, fromPromise, setup } from 'xstate';

/** The two toasts of the spec's error catalogue (section 8) that belong to the tutorial. */
export const TUTORIAL_MESSAGES = {
  complete: MESSAGES.tutorialComplete,
  failed: MESSAGES.errorCompletingTutorial,
} as const;

export interface TutorialContext {
  /** 0 .. total - 1 */
  stepIndex: number;
  total: number;
}

export interface TutorialInput {
  /** Show the panel at once: true while the user's tutorial flag is false (spec section 2). */
  startOpen: boolean;
  /** Open with the header only: on a phone the whole panel would cover the page and its banner. */
  startMinimized?: boolean;
}

export type TutorialEvent =
  | { type: 'OPEN' }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'MINIMIZE' }
  | { type: 'EXPAND' }
  | { type: 'CLOSE' }
  | { type: 'FINISH' };

export interface NotifyParams {
  message: string;
  variant: 'success' | 'error';
}

/** visible: render the panel; minimized: header only; saving: the Finish call is in flight. */
export type TutorialTag = 'visible' | 'minimized' | 'saving';

/**
 * XState runs the first macrostep with an `xstate.init` event that carries the actor's input, so
 * the transient `starting` state can pick the first real state without keeping the input in
 * context for the rest of the actor's life.
 */
function inputOfInitEvent(event: { type: string }): TutorialInput | undefined {
  return event.type === 'xstate.init' ? (event as { input?: TutorialInput }).input : undefined;
}

export const tutorialMachine = setup({
  types: {
    context: {} as TutorialContext,
    events: {} as TutorialEvent,
    input: {} as TutorialInput,
    tags: {} as TutorialTag,
  },
  actors: {
    /** Sets the user's tutorial flag (PUT /api/shared/user_info). The host provides it. */
    saveTutorialDone: fromPromise<void>(async () => {
      throw new Error('saveTutorialDone not provided');
    }),
  },
  actions: {
    /** Shows a toast. The host provides it; without one the machine stays silent. */
    notify: (_, _params: NotifyParams) => {},
    goToNextStep: assign({ stepIndex: ({ context }) => context.stepIndex + 1 }),
    goToPreviousStep: assign({ stepIndex: ({ context }) => context.stepIndex - 1 }),
    goToFirstStep: assign({ stepIndex: 0 }),
  },
  guards: {
    // Open unless told otherwise, also for a caller that bypasses the types and passes no input.
    startsOpen: ({ event }) => inputOfInitEvent(event)?.startOpen !== false,
    startsMinimized: ({ event }) => inputOfInitEvent(event)?.startMinimized === true,
    hasNextStep: ({ context }) => context.stepIndex < context.total - 1,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    isLastStep: ({ context }) => context.stepIndex === context.total - 1,
  },
}).createMachine({
  id: 'tutorial',
  context: { stepIndex: 0, total: TUTORIAL_STEP_COUNT },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: and(['startsOpen', 'startsMinimized']), target: 'open.minimized' },
        { guard: 'startsOpen', target: 'open' },
        { target: 'closed' },
      ],
    },
    closed: {
      // Closing keeps the step, so opening again resumes where the facilitator left off.
      on: { OPEN: 'open' },
    },
    open: {
      tags: ['visible'],
      initial: 'expanded',
      on: {
        CLOSE: 'closed',
        // 'Start Tutorial' while the panel is already up brings it back into full view.
        OPEN: '.expanded',
      },
      states: {
        expanded: {
          on: {
            MINIMIZE: 'minimized',
            NEXT: { guard: 'hasNextStep', actions: 'goToNextStep' },
            PREVIOUS: { guard: 'hasPreviousStep', actions: 'goToPreviousStep' },
            FINISH: { guard: 'isLastStep', target: '#tutorial.finishing' },
          },
        },
        minimized: {
          tags: ['minimized'],
          on: { EXPAND: 'expanded' },
        },
      },
    },
    finishing: {
      // Still visible: the panel shows the Finish button's progress. No FINISH here, so a second
      // press while saving cannot start a second save; CLOSE waits for the outcome too.
      tags: ['visible', 'saving'],
      invoke: {
        src: 'saveTutorialDone',
        onDone: {
          target: 'done',
          actions: { type: 'notify', params: { message: TUTORIAL_MESSAGES.complete, variant: 'success' } },
        },
        onError: {
          target: 'open.expanded',
          actions: { type: 'notify', params: { message: TUTORIAL_MESSAGES.failed, variant: 'error' } },
        },
      },
    },
    done: {
      // The flag is saved; 'Start Tutorial' runs the tour again from the first step.
      on: { OPEN: { target: 'open', actions: 'goToFirstStep' } },
    },
  },
});
