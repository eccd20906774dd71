import { describe, expect, it } from 'vitest';
import { isPrivateSandbox, isSandboxGroup, isSandboxMember, sandboxGroupId } from '../people/access.ts';
import { sandboxCopy, templateIds, type StoredDocument } from './sandbox.ts';

const template: StoredDocument[] = [
  { path: 'groups/facilitators', data: { id: 'facilitators', name: 'Facilitators sandbox', cohorts: ['fs'] } },
  { path: 'groups/facilitators/pages/guidelines', data: { group: 'facilitators', markdown: 'Ask the facilitators' } },
  { path: 'cohorts/fs', data: { id: 'fs', name: 'Sandbox cohort', group: 'facilitators' } },
  {
    path: 'users/p1',
    data: {
      id: 'p1',
      email: 'ada.sample@demo.test',
      group: ['facilitators'],
      group_list: [],
      cohort: ['Sandbox cohort', 'Alumni'],
      cohort_list: ['fs', 'alumni'],
      current_group: 'facilitators',
      current_cohort: 'alumni',
      alumni_community: true,
    },
  },
  { path: 'events/kick', data: { title: 'Kickoff', group: 'facilitators', cohorts: ['fs'], kind: 'kickoff' } },
  { path: 'attendance/kick_p1', data: { event_id: 'kick', user_id: 'p1', group: 'facilitators', cohort: 'fs' } },
  { path: 'activities/p1', data: { user_id: 'p1', group: 'facilitators', attendance: { kick: 'attended' } } },
  { path: 'announcements/hello', data: { title: 'facilitators', body: 'Hello fs and kick', group: 'facilitators' } },
  {
    path: 'cohort_report_shards/fs_h',
    data: {
      cohort: 'fs',
      group: 'facilitators',
      prefix: '',
      size: 0,
      peers: { p1: { email: 'ada.sample@demo.test', activity: { attendance: { kick: 'attended' } } } },
    },
  },
];

describe('sandbox groups', () => {
  it('names a private group per person, and tells it and the template from real groups', () => {
    expect(sandboxGroupId('u1')).toBe('sandbox-u1');
    expect(isSandboxGroup('facilitators')).toBe(true);
    expect(isSandboxGroup('sandbox-u1')).toBe(true);
    expect(isSandboxGroup('mgh')).toBe(false);
    expect(isSandboxGroup(null)).toBe(false);
    expect(isPrivateSandbox('sandbox-u1')).toBe(true);
    expect(isPrivateSandbox('facilitators')).toBe(false);
  });

  it('lets staff of the facilitators group have one, and nobody else', () => {
    expect(isSandboxMember({ role: 'facilitator', group: ['facilitators'] })).toBe(true);
    expect(isSandboxMember({ role: 'admin', group: ['mgh', 'facilitators'] })).toBe(true);
    expect(isSandboxMember({ role: 'facilitator', group: ['mgh'] })).toBe(false);
    expect(isSandboxMember({ role: 'peer', group: ['facilitators'] })).toBe(false);
  });
});

describe('sandboxCopy', () => {
  const copy = Object.fromEntries(sandboxCopy(template, 'u1').map((d) => [d.path, d.data]));

  it('moves every document to its mapped path, compound ids and sub-collections included', () => {
    expect(Object.keys(copy)).toEqual([
      'groups/sandbox-u1',
      'groups/sandbox-u1/pages/guidelines',
      'cohorts/fs--u1',
      'users/p1--u1',
      'events/kick--u1',
      'attendance/kick--u1_p1--u1',
      'activities/p1--u1',
      'announcements/hello--u1',
      'cohort_report_shards/fs--u1_h',
    ]);
    expect(templateIds(template)).toEqual(new Set(['facilitators', 'fs', 'p1', 'kick', 'hello']));
  });

  it('maps ids in fields, lists and map keys, and leaves text alone', () => {
    expect(copy['groups/sandbox-u1']).toEqual({ id: 'sandbox-u1', name: 'Facilitators sandbox', cohorts: ['fs--u1'] });
    expect(copy['events/kick--u1']).toEqual({
      title: 'Kickoff',
      group: 'sandbox-u1',
      cohorts: ['fs--u1'],
      kind: 'kickoff',
    });
    expect(copy['attendance/kick--u1_p1--u1']).toMatchObject({ event_id: 'kick--u1', user_id: 'p1--u1' });
    expect(copy['activities/p1--u1']).toMatchObject({ attendance: { 'kick--u1': 'attended' } });
    // A whole string that is an id is one; words inside text are not.
    expect(copy['announcements/hello--u1']).toMatchObject({ title: 'sandbox-u1', body: 'Hello fs and kick' });
    expect(copy['groups/sandbox-u1/pages/guidelines']).toMatchObject({ markdown: 'Ask the facilitators' });
  });

  it("keeps sample peers inside the copy: its cohorts only, no alumni community, an address of the person's", () => {
    expect(copy['users/p1--u1']).toMatchObject({
      id: 'p1--u1',
      email: 'ada.sample+u1@demo.test',
      group: ['sandbox-u1'],
      group_list: [],
      cohort: ['Sandbox cohort'],
      cohort_list: ['fs--u1'],
      current_group: 'sandbox-u1',
      current_cohort: 'fs--u1',
      alumni_community: false,
    });
  });

  it('gives two people copies that share no document', () => {
    const paths = (uid: string) => sandboxCopy(template, uid).map((d) => d.path);
    const first = new Set(paths('u1'));
    expect(paths('u2').some((path) => first.has(path))).toBe(false);
    expect(paths('u1').some((path) => template.some((t) => t.path === path))).toBe(false);
  });

  it("spreads each copied report's peers over the copy's own shards, named as the copied profiles", () => {
    const copy = sandboxCopy(template, 'u1');
    const shards = copy.filter(({ path }) => path.startsWith('cohort_report_shards/'));
    expect(shards).toEqual([
      {
        path: 'cohort_report_shards/fs--u1_h',
        data: expect.objectContaining({
          cohort: 'fs--u1',
          group: 'sandbox-u1',
          prefix: '',
          peers: {
            'p1--u1': { email: 'ada.sample+u1@demo.test', activity: { attendance: { 'kick--u1': 'attended' } } },
          },
        }),
      },
    ]);
    expect(shards[0]!.data.size).toBeGreaterThan(0);
  });
});
