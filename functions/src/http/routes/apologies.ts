/** A peer's apology for a future event, with a reason (docs/events.md, "Events API"). */
import { apologyId } from '@peer-coaching/domain';
import { saveApology } from '../../data/events/apologies.ts';
import { callerCohortFor, existingEvent } from '../../services/events/events.ts';
import { invalidInput } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

export const apologyHandlers: Handlers<'sendApology'> = {
  sendApology: async ({ body, caller }) => {
    const event = await existingEvent(body.event_id);
    const cohort = callerCohortFor(caller, event);
    if (event.type === 'deadline') throw invalidInput('event_id: a deadline takes no apologies');
    const now = new Date();
    if (event.start_date.getTime() <= now.getTime()) {
      throw invalidInput('event_id: the event has already started; apologies are for events ahead');
    }
    const id = apologyId(event.id, caller.id);
    await saveApology({
      id,
      event_id: event.id,
      user_id: caller.id,
      group: event.group,
      cohort,
      reason: body.reason,
      created_at: now,
    });
    return { id };
  },
};
