import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's top in the document (0 until measured). */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  return useLayoutMeasure(ref, documentTop) ?? 0;
}
const documentTop = (top: number) => top;

/**
 * `measure` (a function made once, at module level) of the element's top in the document, taken again as the window or the page above it
 * changes (a note shown above the list, a toolbar that wraps).
 */
export function useLayoutMeasure<T>(
  ref: RefObject<HTMLElement | null>,
  measure: (documentTop: number) => T,
): T | undefined {
  const [value, setValue] = useState<T>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setValue(measure(element.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref, measure]);
  return value;
}
