/** Pure geometry of the floating tutorial panel, kept apart from React so it is easy to test. */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** How far one arrow-key press moves the panel. */
export const KEYBOARD_MOVE_PX = 10;

// A Map rather than an object literal, so keys such as 'toString' find nothing.
const ARROW_KEY_OFFSETS = new Map<string, Point>([
  ['ArrowLeft', { x: -KEYBOARD_MOVE_PX, y: 0 }],
  ['ArrowRight', { x: KEYBOARD_MOVE_PX, y: 0 }],
  ['ArrowUp', { x: 0, y: -KEYBOARD_MOVE_PX }],
  ['ArrowDown', { x: 0, y: KEYBOARD_MOVE_PX }],
]);

/** The offset an arrow key asks for, or null for any other key. */
export function arrowKeyOffset(key: string): Point | null {
  return ARROW_KEY_OFFSETS.get(key) ?? null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The nearest position that keeps the whole panel on screen. A panel larger than the viewport
 * sticks to the top-left corner, so its header (the only way to move it) stays reachable.
 */
export function clampToViewport(position: Point, panel: Size, viewport: Size): Point {
  return {
    x: clamp(position.x, 0, Math.max(0, viewport.width - panel.width)),
    y: clamp(position.y, 0, Math.max(0, viewport.height - panel.height)),
  };
}

/**
 * Where a panel starts when its offset is counted from the bottom-left corner (on a phone, where
 * the top-left one would cover the app bar's menu): `offset.y` above the bottom edge.
 */
export function fromBottomLeft(offset: Point, panel: Size, viewport: Size): Point {
  return clampToViewport({ x: offset.x, y: viewport.height - panel.height - offset.y }, panel, viewport);
}

export function addPoints(a: Point, b: Point): Point {
  return { x: a.x + b.x, y: a.y + b.y };
}
