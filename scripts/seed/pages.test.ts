import { contentCollectionPath, DEFAULT_PAGES, PAGE_KEYS, SANDBOX_GROUP_ID } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { demoDocuments } from './documents.ts';

const data = buildDemoData(new Date('2026-05-12T16:00:00Z'));

describe('the demo groups’ pages', () => {
  it('MGH and Harvard have each of the four pages at version 1, with a matching version entry', () => {
    for (const group of ['mgh', 'harvard']) {
      const pages = data.pages.filter((p) => p.group === group);
      expect(pages.map((p) => p.key).sort()).toEqual([...PAGE_KEYS].sort());
      for (const page of pages) {
        expect(page).toMatchObject({ id: page.key, version: 1, subject: null, updated_by: 'demo-admin' });
        const version = data.pageVersions.find((v) => v.group === group && v.key === page.key);
        expect(version).toMatchObject({ id: '000001', version: 1, markdown: page.markdown, restored_from: null });
      }
    }
  });

  it('each group’s text names its own program, beyond the default', () => {
    const guidelines = (group: string) => data.pages.find((p) => p.group === group && p.key === 'guidelines')!.markdown;
    expect(guidelines('mgh')).toMatch(/^# Guidelines of the MGH Peer Coaching Program/);
    expect(guidelines('harvard')).toMatch(/^# Guidelines of the Harvard Peer Coaching Program/);
    expect(guidelines('mgh')).toContain(DEFAULT_PAGES.guidelines.markdown);
    const facilitators = data.pages.find((p) => p.group === 'mgh' && p.key === 'facilitators')!.markdown;
    expect(facilitators).toContain('mailto:peer-coaching@mgh.example.org');
  });

  it('the sandbox keeps the defaults (no page written) and no group has a seeded e-mail template', () => {
    expect(data.pages.filter((p) => p.group === SANDBOX_GROUP_ID)).toEqual([]);
    expect(data.pages.every((p) => contentCollectionPath(p.group, p.key).endsWith('/pages'))).toBe(true);
  });

  it('is written where the app reads it, without the id (the key is the document id)', () => {
    const documents = demoDocuments(data);
    const page = documents.find((d) => d.path === 'groups/mgh/pages/guidelines');
    const version = documents.find((d) => d.path === 'groups/mgh/pages/guidelines/versions/000001');
    expect(page?.data).toMatchObject({ key: 'guidelines', version: 1 });
    expect(page?.data).not.toHaveProperty('id');
    expect(version?.data).not.toHaveProperty('id');
    expect(documents.filter((x) => x.path.startsWith('groups/mgh/pages/')).length).toBe(8);
  });
});
