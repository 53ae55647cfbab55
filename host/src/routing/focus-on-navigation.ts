import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a page's heading may take to appear (its widget's code and data load first). */
const HEADING_WAIT_MS = 10_000;

/**
 * After an in-app navigation, moves focus to the new page's heading, as a full page load would
 * reset it, so keyboard and screen-reader users start at the new content instead of at the link
 * they used. The first load is left alone. Widgets render their heading once loaded, so this
 * waits for a new `h1` inside the main landmark, unless a dialog was opened meanwhile or the
 * navigation was a tab's.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const focusHeading = () => {
      // A dialog opened while the page loaded (the bell's panel, a form) keeps its focus:
      // taking it away would close it under the person's hands.
      if (document.activeElement?.closest('[role="dialog"]')) return true;
      // A tab that gives its section an address (the project page's) keeps the focus, as a
      // tablist's arrow keys expect.
      if (document.activeElement?.closest('[role="tablist"]')) return true;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
