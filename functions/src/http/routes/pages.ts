/**
 * Staff edit a group's pages and e-mail templates, each save a new version (docs/pages.md). Peers
 * read the pages live from Firestore; /facilitators also lists the group's facilitators from here.
 */
import { isStaff } from '@peer-coaching/domain';
import { listFacilitatorsOfGroup } from '../../data/program/pages.ts';
import { restorePage, savePage } from '../../services/program/pages.ts';
import { notAllowed } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

export const pageHandlers: Handlers<'savePage' | 'restorePage' | 'facilitators'> = {
  savePage: async ({ params, body, caller }) => {
    const page = await savePage(caller, params.key, body);
    return { key: page.key, version: page.version };
  },

  restorePage: async ({ params, body, caller }) => {
    const page = await restorePage(caller, params.key, body);
    return { key: page.key, version: page.version };
  },

  /** A member of the group (or its staff, or an admin) sees its facilitators, confirmed ones only. */
  facilitators: async ({ query, caller }) => {
    const member = caller.group.includes(query.group) || caller.role === 'admin';
    if (!member && !(isStaff(caller) && caller.group_list.includes(query.group))) {
      throw notAllowed(`group: you are not a member of group ${query.group}`);
    }
    const people = await listFacilitatorsOfGroup(query.group);
    return {
      facilitators: people.map((p) => ({
        id: p.id,
        name: `${p.first_name} ${p.last_name}`.trim() || p.email,
        email: p.email,
      })),
    };
  },
};
