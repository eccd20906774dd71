import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { addPoints, arrowKeyOffset, clampToViewport, fromBottomLeft, type Point } from './panel-position.ts';

interface DragStart {
  pointerId: number;
  pointer: Point;
  panel: Point;
}

/**
 * Position of a `position: fixed` panel that the user moves by dragging its header (mouse, pen or
 * touch, through pointer events) or with the arrow keys on its drag handle. The panel never leaves
 * the viewport, also when the window shrinks or the panel grows (expanding after minimizing).
 * `initial` is counted from the top-left corner, or from the bottom-left one when asked.
 */
export function useDraggablePanel(initial: Point, from: 'top' | 'bottom' = 'top') {
  const panelRef = useRef<HTMLDivElement>(null);
  const dragStart = useRef<DragStart | null>(null);
  const [position, setPosition] = useState(initial);

  /** Applies `next` to the current position, clamped to the panel's current size and viewport. */
  const moveWithin = useCallback((next: (current: Point) => Point) => {
    setPosition((current) => {
      const panel = panelRef.current;
      if (!panel) return next(current);
      // clientWidth/Height leave out scrollbars, which a fixed element must not slide under.
      const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
      const size = { width: panel.offsetWidth, height: panel.offsetHeight };
      const clamped = clampToViewport(next(current), size, viewport);
      // Same coordinates: keep the old object so React skips the re-render.
      return clamped.x === current.x && clamped.y === current.y ? current : clamped;
    });
  }, []);

  // Bottom-anchored: placed once its height is known, before the first paint.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (from !== 'bottom' || !panel) return;
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    setPosition(fromBottomLeft(initial, { width: panel.offsetWidth, height: panel.offsetHeight }, viewport));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where it starts, once
  }, []);

  useEffect(() => {
    const keepInside = () => moveWithin((current) => current);
    window.addEventListener('resize', keepInside);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepInside);
    if (panelRef.current) observer?.observe(panelRef.current);
    return () => {
      window.removeEventListener('resize', keepInside);
      observer?.disconnect();
    };
  }, [moveWithin]);

  const dragHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Primary button only for mice; touch and pen report button 0 too.
      if (event.button !== 0) return;
      // Capture keeps the moves coming when the pointer outruns the header.
      event.currentTarget.setPointerCapture(event.pointerId);
      dragStart.current = {
        pointerId: event.pointerId,
        pointer: { x: event.clientX, y: event.clientY },
        panel: position,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = dragStart.current;
      if (!start || start.pointerId !== event.pointerId) return;
      const delta = { x: event.clientX - start.pointer.x, y: event.clientY - start.pointer.y };
      moveWithin(() => addPoints(start.panel, delta));
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };

  function endDrag() {
    dragStart.current = null;
  }

  function onHandleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const offset = arrowKeyOffset(event.key);
    if (!offset) return;
    // Otherwise the arrow keys would also scroll the page behind the panel.
    event.preventDefault();
    moveWithin((current) => addPoints(current, offset));
  }

  return { panelRef, position, dragHandlers, onHandleKeyDown };
}
