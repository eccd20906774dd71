/** Certificate settings per group: what a participant must do to earn the certificate. */
import type { EngagementRequirement, EngagementRequirements } from '@peer-coaching/domain';
import { GROUPS } from './program.ts';
import type { CertificateSettingsDoc } from './types.ts';

function counted(title: string, value_min: number, value_max: number, user_note: string): EngagementRequirement {
  return { title, value_min, value_max, value: '', user_note };
}

/** Yes/no requirements are switched on by `value`; their min and max stay 0 (unused). */
function yesNo(title: string, required: boolean, user_note: string): EngagementRequirement {
  return { title, value_min: 0, value_max: 0, value: required, user_note };
}

export interface Targets {
  checkIns: number;
  officeHours: number;
  reflections: number;
}

export function requirements({ checkIns, officeHours, reflections }: Targets): EngagementRequirements {
  return {
    kickoff: counted('KickOff', 1, 1, 'Attend the program kickoff.'),
    check_in: counted('Check-Ins', checkIns, checkIns + 4, `Attend at least ${checkIns} biweekly check-ins.`),
    office_hours: counted('Office Hours', officeHours, officeHours + 3, `Come to ${officeHours} office hours.`),
    reflection: counted('Reflections', reflections, reflections, `Submit ${reflections} reflections.`),
    completion: counted('Completion', 1, 1, 'Attend the completion celebration.'),
    kickoff_response: yesNo('Kickoff Response', true, 'Send your kickoff response in the first week.'),
    program_eval: yesNo('Program Evaluation', true, 'Fill in the program evaluation at the end.'),
  };
}

/** Harvard asks for fewer check-ins than MGH; the sandbox keeps a small, easy target. */
const TARGETS: Record<string, Targets> = {
  mgh: { checkIns: 18, officeHours: 3, reflections: 3 },
  harvard: { checkIns: 16, officeHours: 2, reflections: 3 },
  facilitators: { checkIns: 2, officeHours: 1, reflections: 1 },
};

export function buildSettings(): CertificateSettingsDoc[] {
  return GROUPS.map((g) => ({
    group: g.id,
    certificate: {
      engagement_requirements: requirements(TARGETS[g.id] ?? { checkIns: 0, officeHours: 0, reflections: 0 }),
    },
  }));
}
