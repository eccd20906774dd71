/** A group's program settings (name, contact, reminder schedule) and its cohorts (docs/settings.md). */
import {
  createCohort,
  getProgramSettings,
  saveProgramSettings,
  updateCohort,
} from '../../services/program/settings.ts';
import type { Handlers } from '../register.ts';

export const settingsHandlers: Handlers<'programSettings' | 'saveProgramSettings' | 'createCohort' | 'updateCohort'> = {
  programSettings: async ({ query, caller }) => getProgramSettings(caller, query.group),
  saveProgramSettings: async ({ body, caller }) => {
    const { group, ...settings } = body;
    return saveProgramSettings(caller, group, settings);
  },
  createCohort: async ({ body, caller }) => createCohort(caller, body),
  updateCohort: async ({ params, body, caller }) => updateCohort(caller, params.id, body),
};
