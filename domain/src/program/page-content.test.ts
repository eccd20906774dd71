import { describe, expect, it } from 'vitest';
import { pageKeyParams, pageSubjectProblem, restorePageBody, savePageBody } from './page-content.ts';
import {
  CONTENT_KEYS,
  contentCollectionPath,
  contentVersionId,
  contentVersionsPath,
  defaultContentOf,
  DEFAULT_PAGES,
  nextPageVersion,
  PAGE_MARKDOWN_MAX,
  pageMarkdownOf,
} from './page-defaults.ts';
import { describeIssues } from '../api-schemas.ts';

const by = { id: 'fac', name: 'Fay Cole' };
const at = new Date('2026-02-01T15:00:00Z');

describe('where content lives', () => {
  it('pages under the group’s pages, templates under its mail_templates, versions beneath each', () => {
    expect(contentCollectionPath('mgh', 'guidelines')).toBe('groups/mgh/pages');
    expect(contentCollectionPath('mgh', 'invitation')).toBe('groups/mgh/mail_templates');
    expect(contentVersionsPath('mgh', 'howto')).toBe('groups/mgh/pages/howto/versions');
    expect(contentVersionsPath('mgh', 'survey_reminder')).toBe('groups/mgh/mail_templates/survey_reminder/versions');
  });

  it('version ids sort as the versions do', () => {
    const ids = [1, 2, 10, 100, 999_999].map(contentVersionId);
    expect(ids).toEqual(['000001', '000002', '000010', '000100', '999999']);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('nextPageVersion', () => {
  it('the first save is version 1 and records who and when', () => {
    const { page, version } = nextPageVersion(null, {
      group: 'mgh',
      key: 'guidelines',
      markdown: '# New',
      subject: null,
      by,
      at,
    });
    expect(page).toEqual({
      id: 'guidelines',
      group: 'mgh',
      key: 'guidelines',
      markdown: '# New',
      subject: null,
      version: 1,
      updated_at: at,
      updated_by: 'fac',
      updated_by_name: 'Fay Cole',
    });
    expect(version).toMatchObject({
      id: '000001',
      version: 1,
      markdown: '# New',
      restored_from: null,
      saved_by: 'fac',
    });
  });

  it('a later save, or a restore, is the next version and says what it restored', () => {
    const { page, version } = nextPageVersion(
      { version: 4 },
      { group: 'mgh', key: 'invitation', markdown: 'old', subject: 'S', by, at, restoredFrom: 2 },
    );
    expect(page.version).toBe(5);
    expect(version).toMatchObject({ id: '000005', version: 5, subject: 'S', restored_from: 2 });
  });
});

describe('bodies', () => {
  const problems = (schema: typeof savePageBody | typeof restorePageBody, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? '' : describeIssues(result.error);
  };

  it('a save needs the group and the Markdown, names each bad field', () => {
    expect(problems(savePageBody, { group: 'mgh', markdown: '' })).toBe('');
    expect(problems(savePageBody, { markdown: 'x' })).toMatch(/^group/);
    expect(problems(savePageBody, { group: 'mgh', markdown: 3 })).toMatch(/^markdown: must be a string/);
    expect(problems(savePageBody, { group: 'mgh', markdown: 'x'.repeat(PAGE_MARKDOWN_MAX + 1) })).toMatch(
      /^markdown: must be at most 50000 characters/,
    );
    expect(problems(savePageBody, { group: 'mgh', markdown: 'x', subject: 'a\nb' })).toMatch(
      /^subject: must be one line/,
    );
    expect(problems(savePageBody, { group: 'mgh', markdown: 'x', subject: '  ' })).toMatch(
      /^subject: must not be empty/,
    );
    expect(problems(savePageBody, { group: 'mgh', markdown: 'x', extra: 1 })).toMatch(/extra/);
  });

  it('a restore names a version of 1 or more', () => {
    expect(problems(restorePageBody, { group: 'mgh', version: 2 })).toBe('');
    expect(problems(restorePageBody, { group: 'mgh', version: 0 })).toMatch(/^version: must be at least 1/);
    expect(problems(restorePageBody, { group: 'mgh', version: 1.5 })).toMatch(/^version: must be an int/);
    expect(problems(restorePageBody, { group: 'mgh', version: '2' })).toMatch(/^version: must be a number/);
  });

  it('the key is one of the pages or templates', () => {
    for (const key of CONTENT_KEYS) expect(pageKeyParams.safeParse({ key }).success).toBe(true);
    const result = pageKeyParams.safeParse({ key: 'account' });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toMatch(/^key: must be one of guidelines/);
  });

  it('a template needs a subject, a page has none', () => {
    expect(pageSubjectProblem('guidelines', undefined)).toBeNull();
    expect(pageSubjectProblem('guidelines', 'x')).toBe('subject: a page has no subject');
    expect(pageSubjectProblem('invitation', undefined)).toBe('subject: an e-mail template needs a subject');
    expect(pageSubjectProblem('invitation', 'Hello')).toBeNull();
  });
});

describe('defaults', () => {
  it('a page shows the group’s text when saved (even empty) and the default otherwise', () => {
    expect(pageMarkdownOf('howto', null)).toBe(DEFAULT_PAGES.howto.markdown);
    expect(pageMarkdownOf('howto', { markdown: '' })).toBe('');
  });

  it('every key has default content; templates with a subject, pages without', () => {
    for (const key of CONTENT_KEYS) {
      const content = defaultContentOf(key);
      expect(content.markdown.length).toBeGreaterThan(0);
      expect(content.subject === null).toBe(key in DEFAULT_PAGES);
    }
  });
});
