import { TUTORIAL_STEP_COUNT } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_PAGES, TUTORIAL_STEPS } from './steps.ts';

const ALLOWED_ROUTES = [
  '/',
  '/event',
  '/announcement',
  '/user',
  '/discussion',
  '/survey',
  '/report',
  '/settings',
  '/alumni',
  '/matching',
  '/account',
  '/resources',
];

describe('TUTORIAL_STEPS', () => {
  it('has exactly TUTORIAL_STEP_COUNT (24) steps', () => {
    expect(TUTORIAL_STEP_COUNT).toBe(24);
    expect(TUTORIAL_STEPS).toHaveLength(TUTORIAL_STEP_COUNT);
  });

  it('gives every step a unique id', () => {
    expect(new Set(TUTORIAL_STEPS.map((step) => step.id)).size).toBe(TUTORIAL_STEPS.length);
  });

  it.each(TUTORIAL_STEPS.map((step) => [step.id, step] as const))('%s has a title and 1 to 3 sentences', (_, step) => {
    expect(step.id.trim()).not.toBe('');
    expect(step.title.trim()).not.toBe('');
    // A sentence ends with '.', '!' or '?' followed by a space or the end of the text.
    const sentences = step.body.trim().match(/[.!?](\s|$)/g) ?? [];
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
  });

  it('points every step at an allowed app page that has a link name', () => {
    for (const step of TUTORIAL_STEPS) {
      expect(ALLOWED_ROUTES).toContain(step.route);
      expect(TUTORIAL_PAGES[step.route]).toBeTruthy();
    }
  });

  it("follows the spec's order: events first, matching last", () => {
    const order = TUTORIAL_STEPS.map((step) => step.id);
    const position = (id: string) => order.indexOf(id);
    const specOrder = [
      'filter-events',
      'edit-event',
      'create-event',
      'delete-event',
      'duplicate-event',
      'attendance',
      'email-participants',
      'announcement-visibility',
      'timed-announcements',
      'reorder-announcements',
      'user-profiles',
      'top-menu',
      'discussions',
      'surveys',
      'reports',
      'group-emails',
      'settings',
      'edit-pages',
      'edit-emails',
      'alumni-network',
      'matching-load-users',
      'matching-match-users',
      'matching-send-emails',
    ];
    const positions = specOrder.map(position);
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
