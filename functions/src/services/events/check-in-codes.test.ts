import { CHECK_IN, CHECK_IN_ALPHABET, checkInWindow } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { checkInCodeOf, isAcceptedCode } from './check-in-codes.ts';

const secret = 'Q'.repeat(43);
const at = (window: number, offsetMs: number) => new Date(window * CHECK_IN.rotationMs + offsetMs);

describe('check-in codes', () => {
  it('are six letters of the alphabet, the same for a window and different across windows and secrets', () => {
    const code = checkInCodeOf(secret, 1000);
    expect(code).toMatch(new RegExp(`^[${CHECK_IN_ALPHABET}]{6}$`));
    expect(checkInCodeOf(secret, 1000)).toBe(code);
    const others = [checkInCodeOf(secret, 1001), checkInCodeOf(secret, 999), checkInCodeOf('R'.repeat(43), 1000)];
    expect(others).not.toContain(code);
  });

  it('accept the current and the previous window, not the one before, nor the next', () => {
    const window = 29_000_000;
    for (const offset of [0, 1, CHECK_IN.rotationMs - 1]) {
      const now = at(window, offset);
      expect(checkInWindow(now)).toBe(window);
      expect(isAcceptedCode(secret, checkInCodeOf(secret, window), now)).toBe(true);
      expect(isAcceptedCode(secret, checkInCodeOf(secret, window - 1), now)).toBe(true);
      expect(isAcceptedCode(secret, checkInCodeOf(secret, window - 2), now)).toBe(false);
      expect(isAcceptedCode(secret, checkInCodeOf(secret, window + 1), now)).toBe(false);
    }
  });

  it('take the code as people type it, and refuse other lengths', () => {
    const now = at(29_000_000, 5);
    const code = checkInCodeOf(secret, 29_000_000);
    expect(isAcceptedCode(secret, ` ${code.slice(0, 3).toLowerCase()} - ${code.slice(3)} `, now)).toBe(true);
    expect(isAcceptedCode(secret, code.slice(0, 5), now)).toBe(false);
    expect(isAcceptedCode(secret, `${code}A`, now)).toBe(false);
    expect(isAcceptedCode(secret, '', now)).toBe(false);
  });
});
