import { useEffect, useState, type RefObject } from 'react';

/**
 * The right edge of the chart's view on the canvas (scroll position plus width), followed as it
 * scrolls or resizes, once a frame; Infinity when everything is drawn (print).
 */
export function useViewRight(frameRef: RefObject<HTMLDivElement | null>, all: boolean) {
  const [right, setRight] = useState(Number.POSITIVE_INFINITY);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || all) return;
    let pending = 0;
    const measure = () => {
      pending = 0;
      // A frame not laid out (a document without layout) has no edge to run past.
      setRight(frame.clientWidth > 0 ? frame.scrollLeft + frame.clientWidth : Infinity);
    };
    const schedule = () => {
      if (!pending) pending = requestAnimationFrame(measure);
    };
    measure();
    frame.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(frame);
    return () => {
      frame.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (pending) cancelAnimationFrame(pending);
    };
  }, [frameRef, all]);
  return right;
}
