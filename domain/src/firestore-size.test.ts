import { describe, expect, it } from 'vitest';
import { documentNameSize, documentSize, indexEntryCount, mapSize, stringSize, valueSize } from './firestore-size.ts';

describe("Firestore's size rules", () => {
  it('sizes values as the storage documentation does', () => {
    // The documentation's examples: "Task" is 5 bytes, a string of 4 ASCII characters.
    expect(stringSize('Task')).toBe(5);
    expect(stringSize('é')).toBe(3);
    expect(valueSize(null)).toBe(1);
    expect(valueSize(true)).toBe(1);
    expect(valueSize(3.5)).toBe(8);
    expect(valueSize(new Date(0))).toBe(8);
    expect(valueSize(['ab', 'c'])).toBe(5);
    expect(mapSize({ type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' })).toBe(
      5 + 9 + 5 + 1 + 9 + 8 + 12 + 22,
    );
  });

  it('sizes a document with its name and 32 bytes', () => {
    // users/jeff/tasks/my_task_id: 6 + 5 + 6 + 11 + 16 = 44 (the documentation's example).
    expect(documentNameSize('users/jeff/tasks/my_task_id')).toBe(44);
    expect(documentSize('users/jeff/tasks/my_task_id', { done: false })).toBe(44 + 5 + 1 + 32);
  });

  it('counts two index entries per indexed leaf, one per distinct array element, none under an exempt field', () => {
    const data = { group: 'g', peers: { a: { n: 'x', m: 1 }, b: { n: 'y' } }, tags: ['a', 'b', 'a'], at: new Date(0) };
    expect(indexEntryCount(data)).toBe(2 + 2 * 3 + 2 + 2);
    expect(indexEntryCount(data, ['peers'])).toBe(2 + 2 + 2);
    expect(indexEntryCount(data, ['peers.a'])).toBe(2 + 2 + 2 + 2);
  });
});
