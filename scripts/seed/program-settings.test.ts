import { programSettingsFields, SANDBOX_GROUP_ID } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { GROUPS } from './program.ts';
import { buildProgramSettings } from './program-settings.ts';

describe('the demo program settings', () => {
  const settings = buildProgramSettings();
  it('gives every group a program the API would accept', () => {
    expect(settings.map((s) => s.group)).toEqual(GROUPS.map((g) => g.id));
    for (const { group: _group, ...program } of settings) {
      expect(programSettingsFields.parse(program)).toEqual(program);
    }
  });
  it('has different schedules, and no automatic reminder in the sandbox', () => {
    expect(new Set(settings.map((s) => s.survey_reminder_days)).size).toBe(3);
    expect(settings.find((s) => s.group === SANDBOX_GROUP_ID)?.survey_reminder_days).toBe(0);
  });
});
