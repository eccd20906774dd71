import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { verifyMachine, type VerifiedCertificate, type VerifyFailure } from './verify.machine.ts';

const genuine: VerifiedCertificate = { name: 'Łukasz Nowak', program: 'MGH Peer Coaching Program', date: '2026-06-03' };

function run(answers: (() => Promise<VerifiedCertificate>)[]) {
  const asked: string[] = [];
  const actor = createActor(
    verifyMachine.provide({
      actors: {
        verify: fromPromise(async ({ input }: { input: { id: string } }) => {
          asked.push(input.id);
          return answers.shift()!();
        }),
      },
    }),
    { input: { id: 'AbCdEfGhIjKlMnOpQrSt_-' } },
  ).start();
  return { actor, asked };
}

const failure = (status: number, message: string): VerifyFailure => ({ status, message });

describe('verifyMachine', () => {
  it('asks the server about the link’s id and shows a genuine certificate', async () => {
    const { actor, asked } = run([async () => genuine]);
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('genuine');
    expect(actor.getSnapshot().context.certificate).toEqual(genuine);
    expect(asked).toEqual(['AbCdEfGhIjKlMnOpQrSt_-']);
  });

  it('says unknown for a 404 and not an id for a 400', async () => {
    const unknown = run([() => Promise.reject(failure(404, 'No certificate with this id'))]).actor;
    await waitFor(unknown, (s) => s.status === 'done');
    expect(unknown.getSnapshot().value).toBe('unknown');
    const invalid = run([() => Promise.reject(failure(400, 'id: is not a certificate id'))]).actor;
    await waitFor(invalid, (s) => s.status === 'done');
    expect(invalid.getSnapshot().value).toBe('invalid');
  });

  it('keeps the message of any other failure, and tries again on RETRY', async () => {
    const { actor, asked } = run([
      () => Promise.reject(failure(0, 'The server could not be reached. Check your connection.')),
      async () => genuine,
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server could not be reached. Check your connection.');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('genuine'));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(asked).toHaveLength(2);
  });
});
