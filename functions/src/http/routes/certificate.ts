/**
 * Certificate requirements (staff change them per group) and a person's certificate status
 * (docs/certificate.md).
 */
import { auditSummary, fieldChangeList, staffesGroup } from '@peer-coaching/domain';
import { describeAudit } from '../../data/audit/audit-log.ts';
import { getGroupSetting, groupExists, saveEngagementRequirements } from '../../data/program/settings.ts';
import { certificateStatusOf } from '../../services/certificate/certificate-status.ts';
import { notAllowed, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { readablePerson } from './shared.ts';

export const certificateHandlers: Handlers<'updateSetting' | 'certificateStatus'> = {
  updateSetting: async ({ body, caller }) => {
    const { group, setting, settings } = body;
    if (!staffesGroup(caller, group)) throw notAllowed(`group: you do not run group ${group}`);
    const [exists, before] = await Promise.all([groupExists(group), getGroupSetting(group, setting)]);
    if (!exists) throw notFound(`No group ${group}`);
    const was = before?.engagement_requirements ?? {};
    const parts = fieldChangeList(was, settings.engagement_requirements);
    const summary = auditSummary(parts || 'Saved, nothing changed');
    describeAudit({ group, target: `groups/${group}/settings/certificate`, summary });
    await saveEngagementRequirements(group, settings.engagement_requirements);
    const saved = await getGroupSetting(group, setting);
    if (!saved) throw new Error(`The ${setting} settings of ${group} were not saved`);
    return { group, setting, settings: saved };
  },

  certificateStatus: async ({ query, caller }) => {
    const person = await readablePerson(caller, query.id);
    const { required, earned, percentage, status, still_needed, certificate_id } = await certificateStatusOf(
      person,
      new Date(),
    );
    return { required, earned, percentage, status, still_needed, certificate_id };
  },
};
