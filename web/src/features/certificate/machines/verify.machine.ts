/**
 * The verification page's lifecycle: asking the server whether the certificate of the link is
 * genuine, then genuine (its name, program and date), unknown (never issued: 404), not an id (a
 * mangled link: 400), or failed (the server could not be reached: try again).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface VerifiedCertificate {
  name: string;
  program: string;
  /** The New York day of issue, YYYY-MM-DD. */
  date: string;
}

/** What the verify actor rejects with: the HTTP status (0 when unreachable) and the server's message. */
export interface VerifyFailure {
  status: number;
  message: string;
}

export const verifyMachine = setup({
  types: {
    input: {} as { id: string },
    context: {} as { id: string; certificate: VerifiedCertificate | null; error: string | null },
    events: {} as { type: 'RETRY' },
  },
  actors: {
    // Provided by the page (the public API); tests provide their own.
    verify: fromPromise<VerifiedCertificate, { id: string }>(async () => {
      throw new Error('verify actor not provided');
    }),
  },
  guards: {
    unknown: (_, failure: VerifyFailure) => failure.status === 404,
    invalid: (_, failure: VerifyFailure) => failure.status === 400,
  },
}).createMachine({
  id: 'verifyCertificate',
  context: ({ input }) => ({ id: input.id, certificate: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'genuine', actions: assign({ certificate: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'unknown', params: ({ event }) => event.error as VerifyFailure }, target: 'unknown' },
          { guard: { type: 'invalid', params: ({ event }) => event.error as VerifyFailure }, target: 'invalid' },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error as Partial<VerifyFailure>).message ?? null }),
          },
        ],
      },
    },
    genuine: { type: 'final' },
    unknown: { type: 'final' },
    invalid: { type: 'final' },
    failed: { on: { RETRY: { target: 'checking', actions: assign({ error: null }) } } },
  },
});
