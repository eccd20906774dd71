import { type FormEvent, useRef, useState } from 'react';
import { emailProblem } from './sign-in-validation.ts';
import type { AuthRequest } from './use-auth-request.ts';

/**
 * A form that sends something to an e-mail address (a reset link, a sign-in link): checks the
 * address once the person has tried, sends through the provider, remembers where it went, and
 * puts the focus back on the field when the address is the problem.
 */
export function useEmailSend(
  email: string,
  request: AuthRequest,
  send: (address: string) => Promise<void>,
  /** Provider codes that count as sent (e.g. user-not-found, so as not to reveal accounts). */
  sentDespite: readonly string[] = [],
) {
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const error = attempted ? emailProblem(email) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.pending) return;
    setAttempted(true);
    setSentTo(null);
    request.clearProblem();
    if (emailProblem(email)) {
      emailInput.current?.focus();
      return;
    }
    const address = email.trim();
    const failure = await request.run(() => send(address), sentDespite);
    if (!failure) setSentTo(address);
    else if (failure.field === 'email') emailInput.current?.focus();
  }

  return { error, sentTo, emailInput, submit };
}
