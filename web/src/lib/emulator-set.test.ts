import { describe, expect, it } from 'vitest';
import { emulatorSetOffset } from './emulator-set.ts';

describe('emulatorSetOffset', () => {
  it('is 0 for the first set, Vite, a deployed site and ports outside the sets', () => {
    for (const port of [5000, 5173, 443, 0, 4999, 5080, 5005]) expect(emulatorSetOffset(port)).toBe(0);
  });

  it('is the distance from 5000 for the pages of further sets', () => {
    expect(emulatorSetOffset(5010)).toBe(10);
    expect(emulatorSetOffset(5070)).toBe(70);
  });
});
