import { describe, expect, it } from 'vitest';
import { mailText } from './email.ts';

describe('mailText', () => {
  it('adds the line naming the event, in New York time, as the server does', () => {
    const text = mailText('  See you there.\n', {
      title: 'Check-in 4',
      start_date: new Date('2026-11-23T15:00:00Z'),
    });
    expect(text).toBe('See you there.\n\n--\nAbout: Check-in 4, Monday, November 23, 2026 10:00 AM (New York time)');
  });
});
