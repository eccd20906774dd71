/** Each demo group's program name, contact and reminder schedule (docs/settings.md). */
import { SANDBOX_GROUP_ID, type ProgramSettings } from '@peer-coaching/domain';
import { GROUPS } from './program.ts';

/** MGH reminds three days before a survey closes (the standard), Harvard five; the sandbox never. */
const PROGRAMS: Record<string, ProgramSettings> = {
  mgh: {
    program_name: 'MGH Peer Coaching Program',
    contact_name: 'Dana Reyes',
    contact_email: 'peer-coaching@mgh.demo.test',
    survey_reminder_days: 3,
  },
  harvard: {
    program_name: 'Harvard Peer Coaching',
    contact_name: 'Sam Whitaker',
    contact_email: 'coaching@harvard.demo.test',
    survey_reminder_days: 5,
  },
  [SANDBOX_GROUP_ID]: {
    program_name: 'Facilitators sandbox',
    contact_name: '',
    contact_email: '',
    survey_reminder_days: 0,
  },
};

export function buildProgramSettings(): ({ group: string } & ProgramSettings)[] {
  return GROUPS.map((g) => ({
    group: g.id,
    ...(PROGRAMS[g.id] ?? { program_name: g.name, contact_name: '', contact_email: '', survey_reminder_days: 3 }),
  }));
}
