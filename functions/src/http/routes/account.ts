/** /api/shared/my_data and /api/shared/sign_out_everywhere: the caller's own account (docs/account.md). */
import { personalData, revokeSessions } from '../../data/people/my-data.ts';
import type { Handlers } from '../register.ts';
import { publicUser } from '../serialize.ts';

export const accountHandlers: Handlers<'myData' | 'signOutEverywhere'> = {
  // Only ever the caller's own: there is no id to ask for someone else's.
  myData: async ({ caller }) => ({
    exported_at: new Date(),
    profile: publicUser(caller),
    ...(await personalData(caller.id, caller.email)),
  }),

  signOutEverywhere: async ({ caller }) => ({ signed_out_at: await revokeSessions(caller.id) }),
};
