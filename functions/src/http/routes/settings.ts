/** A group's program settings: name, contact, reminder schedule (docs/settings.md). */
import { getProgramSettings, saveProgramSettings } from '../../services/settings.ts';
import type { Handlers } from '../register.ts';

export const settingsHandlers: Handlers<'programSettings' | 'saveProgramSettings'> = {
  programSettings: async ({ query, caller }) => getProgramSettings(caller, query.group),
  saveProgramSettings: async ({ body, caller }) => {
    const { group, ...settings } = body;
    return saveProgramSettings(caller, group, settings);
  },
};
