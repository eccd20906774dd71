/**
 * Switching the functions emulator's background triggers off for a bulk write and on again, through
 * the emulator hub (PUT /functions/disableBackgroundTriggers, as scripts/seed/redate-cli.ts and
 * scripts/load/world.ts do). Writes made while they are off run no trigger, then or later.
 *
 * What switching off does not save (firebase-tools 13.35, seen with the large seed): the Firestore
 * emulator still delivers every write to every trigger whose path matches, one HTTP call each,
 * and the functions emulator answers each from its work queue ("disabled"), a few hundred a second
 * on this machine. Each switch on registers the triggers again under a new generation while the
 * Firestore emulator keeps the old registrations, so every later write is delivered once more per
 * switch (the old generations answer 404). A bulk write thus leaves a queue of deliveries behind
 * it, for minutes after its last commit, and a trigger's run for a new write waits behind them:
 * `triggersOnAgain` switches on and waits until a probe (an event's description changed and
 * changed back, each seen in its cohort's calendar) comes through, which is after that queue.
 */
import type { Firestore } from 'firebase-admin/firestore';

/** The emulators the hub at `hub` ('127.0.0.1:4400') runs: name -> host and port. */
export async function runningEmulators(hub: string): Promise<Record<string, { host: string; port: number }>> {
  const response = await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`The emulator hub at ${hub} answered ${response.status}.`);
  return (await response.json()) as Record<string, { host: string; port: number }>;
}

export async function setBackgroundTriggers(hub: string, enabled: boolean): Promise<void> {
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: ${response.status} ${await response.text()}`);
}

/** Whether the events trigger rebuilds a calendar within `timeoutMs` of an event's change, both ways. */
async function triggersAnswer(db: Firestore, timeoutMs: number): Promise<boolean> {
  const [event] = (await db.collection('events').limit(1).get()).docs;
  const cohort = (event?.get('cohorts') as string[] | undefined)?.[0];
  if (!event || !cohort) return true;
  const description = (event.get('description') as string | undefined) ?? '';
  const seen = async (text: string) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const events = (await db.doc(`cohort_calendars/${cohort}`).get()).get('events') as
        { id: string; description?: string }[] | undefined;
      if (events?.find((e) => e.id === event.id)?.description === text) return true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  };
  await event.ref.update({ description: `${description} [triggers check]` });
  const answered = await seen(`${description} [triggers check]`);
  await event.ref.update({ description });
  return (await seen(description)) && answered;
}

/**
 * Switches the triggers on and waits until they answer, behind the deliveries queued before
 * (`timeoutMs` for each of the probe's two changes); switches them on once more and waits again if
 * they do not. False when they still did not answer.
 */
export async function triggersOnAgain(hub: string, db: Firestore, timeoutMs = 600_000): Promise<boolean> {
  await setBackgroundTriggers(hub, true);
  if (await triggersAnswer(db, timeoutMs)) return true;
  await setBackgroundTriggers(hub, true);
  return triggersAnswer(db, 60_000);
}
