import { useRef } from 'react';

/** What can take the focus first in a dialog, in document order. */
const TABBABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Focus handlers for a Radix dialog's content that also work inside a shadow root (a widget
 * embedded on a foreign page). Radix reads `document.activeElement`, which there is the shadow
 * host: on open it would move the focus from the first field back to the panel, and on close it
 * would give it to the host. The element's own root knows the real element.
 * `focusFirst`: the first control takes the focus on open (else Radix's own choice stands).
 */
export function useFocusReturn({ focusFirst = false }: { focusFirst?: boolean } = {}) {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const panel = event.currentTarget as HTMLElement;
      const root = panel.getRootNode() as Document | ShadowRoot;
      previous.current = root.activeElement as HTMLElement | null;
      if (!focusFirst) return;
      event.preventDefault();
      (panel.querySelector<HTMLElement>(TABBABLE) ?? panel).focus();
    },
    onCloseAutoFocus: (event: Event) => {
      if (!previous.current?.isConnected) return;
      event.preventDefault();
      previous.current.focus();
    },
  };
}
