import { describe, expect, it } from 'vitest';
import { peopleCount } from './wording.ts';

describe('peopleCount', () => {
  it('says person for one and people for any other number, zero included', () => {
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(0)).toBe('0 people');
    expect(peopleCount(2)).toBe('2 people');
    expect(peopleCount(250)).toBe('250 people');
  });
});
