import { describe, expect, it } from 'vitest';
import { canApologise, icsFileName, locationUrl, nextDetailsChange, readableApiMessage } from './event-details.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.parse('2026-03-09T14:00:00Z');
const event = (type: 'other' | 'deadline' = 'other') => ({
  type,
  start_date: new Date(START),
  end_date: new Date(START + HOUR),
});

describe('locationUrl', () => {
  it('links web addresses', () => {
    expect(locationUrl('https://zoom.us/j/123?pwd=x')).toBe('https://zoom.us/j/123?pwd=x');
    expect(locationUrl('  http://example.org/room ')).toBe('http://example.org/room');
  });

  it('keeps anything else as text, scripts included', () => {
    expect(locationUrl('Room 4, Building B')).toBeNull();
    expect(locationUrl('javascript:alert(1)')).toBeNull();
    expect(locationUrl('JaVaScRiPt:alert(1)//https://x')).toBeNull();
    expect(locationUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(locationUrl('https://example.org and room 4')).toBeNull();
    expect(locationUrl('')).toBeNull();
  });
});

describe('canApologise', () => {
  it('allows an apology until the start, never for a deadline', () => {
    expect(canApologise(event(), new Date(START - 1))).toBe(true);
    expect(canApologise(event(), new Date(START))).toBe(false);
    expect(canApologise(event('deadline'), new Date(START - HOUR))).toBe(false);
  });
});

describe('nextDetailsChange', () => {
  it('walks through check-in opening, the start, and check-in closing', () => {
    const opens = START - 15 * MINUTE;
    const closes = START + 2 * HOUR;
    expect(nextDetailsChange(event(), new Date(START - DAY))).toBe(opens);
    expect(nextDetailsChange(event(), new Date(opens))).toBe(START);
    expect(nextDetailsChange(event(), new Date(START))).toBe(closes);
    expect(nextDetailsChange(event(), new Date(closes))).toBeNull();
  });

  it('has nothing to wait for on a deadline', () => {
    expect(nextDetailsChange(event('deadline'), new Date(START - HOUR))).toBeNull();
  });
});

describe('icsFileName', () => {
  it('names the file after the title', () => {
    expect(icsFileName('Kickoff: Spring cohort')).toBe('kickoff-spring-cohort.ics');
    expect(icsFileName('Café für Łukasz')).toBe('cafe-fur-ukasz.ics');
    expect(icsFileName('../../etc/passwd')).toBe('etc-passwd.ics');
    expect(icsFileName('***')).toBe('event.ics');
    expect(icsFileName('x'.repeat(100))).toHaveLength(64);
  });
});

describe('readableApiMessage', () => {
  it('turns a field message into a sentence', () => {
    expect(readableApiMessage('code: is wrong or has expired')).toBe('The code is wrong or has expired');
    expect(readableApiMessage('event_id: check-in is not open for this event')).toBe(
      'Check-in is not open for this event',
    );
    expect(readableApiMessage('Too many wrong codes: try again in 3 minutes')).toBe(
      'Too many wrong codes: try again in 3 minutes',
    );
  });
});
