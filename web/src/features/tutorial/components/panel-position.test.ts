import { describe, expect, it } from 'vitest';
import { addPoints, arrowKeyOffset, clampToViewport, fromBottomLeft, KEYBOARD_MOVE_PX } from './panel-position.ts';

const panel = { width: 320, height: 200 };
const viewport = { width: 1280, height: 800 };

describe('clampToViewport', () => {
  it('leaves a position that fits untouched', () => {
    expect(clampToViewport({ x: 20, y: 20 }, panel, viewport)).toEqual({ x: 20, y: 20 });
  });

  it('stops at the left and top edges', () => {
    expect(clampToViewport({ x: -50, y: -1 }, panel, viewport)).toEqual({ x: 0, y: 0 });
  });

  it('stops where the right and bottom edges of the panel meet the viewport', () => {
    expect(clampToViewport({ x: 5000, y: 5000 }, panel, viewport)).toEqual({ x: 960, y: 600 });
  });

  it('pins a panel bigger than the viewport to the top-left corner', () => {
    expect(clampToViewport({ x: 30, y: 30 }, { width: 400, height: 900 }, { width: 360, height: 640 })).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('fromBottomLeft', () => {
  it('counts the offset up from the bottom edge', () => {
    expect(fromBottomLeft({ x: 20, y: 20 }, { width: 320, height: 44 }, { width: 390, height: 844 })).toEqual({
      x: 20,
      y: 780,
    });
  });
  it('keeps a panel taller than the room on screen, header first', () => {
    expect(fromBottomLeft({ x: 20, y: 20 }, { width: 320, height: 900 }, { width: 390, height: 844 })).toEqual({
      x: 20,
      y: 0,
    });
  });
});

describe('arrowKeyOffset', () => {
  it('moves 10 px per press in the arrow direction', () => {
    expect(KEYBOARD_MOVE_PX).toBe(10);
    expect(arrowKeyOffset('ArrowLeft')).toEqual({ x: -10, y: 0 });
    expect(arrowKeyOffset('ArrowRight')).toEqual({ x: 10, y: 0 });
    expect(arrowKeyOffset('ArrowUp')).toEqual({ x: 0, y: -10 });
    expect(arrowKeyOffset('ArrowDown')).toEqual({ x: 0, y: 10 });
  });

  it('ignores other keys', () => {
    expect(arrowKeyOffset('Enter')).toBeNull();
    expect(arrowKeyOffset('toString')).toBeNull();
  });
});

describe('addPoints', () => {
  it('adds coordinates', () => {
    expect(addPoints({ x: 1, y: 2 }, { x: 10, y: -5 })).toEqual({ x: 11, y: -3 });
  });
});
