import { describe, expect, it } from 'vitest';
import { chunk, chunkByBytes } from './batches.ts';

describe('batches', () => {
  it('chunks by count', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('chunks by count and by bytes, an item over the bytes alone', () => {
    const bytes = (n: number) => n;
    expect(chunkByBytes([1, 1, 1, 1, 1], 3, bytes, 10)).toEqual([
      [1, 1, 1],
      [1, 1],
    ]);
    expect(chunkByBytes([4, 4, 4, 20, 1, 9], 5, bytes, 10)).toEqual([[4, 4], [4], [20], [1, 9]]);
    expect(chunkByBytes([], 5, bytes, 10)).toEqual([]);
  });
});
