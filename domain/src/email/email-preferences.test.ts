import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KINDS,
  emailPreferencesField,
  emailPreferencesOf,
  wantsEmail,
} from './email-preferences.ts';

describe('e-mail choices', () => {
  it('give everything but the digest to someone who never chose', () => {
    expect(emailPreferencesOf({})).toEqual(DEFAULT_EMAIL_PREFERENCES);
    expect(EMAIL_KINDS.filter((kind) => wantsEmail({ email_preferences: null }, kind))).toEqual([
      'announcements',
      'event_messages',
      'survey_reminders',
      'matching',
    ]);
  });

  it('follow each choice made, and the defaults for the rest', () => {
    const person = { email_preferences: { announcements: false, discussion_digest: true } };
    expect(wantsEmail(person, 'announcements')).toBe(false);
    expect(wantsEmail(person, 'discussion_digest')).toBe(true);
    expect(wantsEmail(person, 'survey_reminders')).toBe(true);
  });

  it('accept only known kinds, each a boolean', () => {
    expect(emailPreferencesField.safeParse({ matching: false }).success).toBe(true);
    expect(emailPreferencesField.safeParse({ newsletter: false }).success).toBe(false);
    expect(emailPreferencesField.safeParse({ matching: 'no' }).success).toBe(false);
  });
});
