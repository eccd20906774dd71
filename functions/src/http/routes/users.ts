/** People administration for staff (docs/users.md); the checks live in services/people/users.ts. */
import { publicUser } from '../serialize.ts';
import { graduateCohort, inviteUsers, updateUser } from '../../services/people/users.ts';
import type { Handlers } from '../register.ts';

export const userAdminHandlers: Handlers<'inviteUsers' | 'updateUser' | 'graduateCohort'> = {
  inviteUsers: async ({ body, caller, origin }) => inviteUsers(caller, body, origin),
  updateUser: async ({ params, body, caller }) => publicUser(await updateUser(caller, params.id, body)),
  graduateCohort: async ({ params, caller }) => graduateCohort(caller, params.id),
};
