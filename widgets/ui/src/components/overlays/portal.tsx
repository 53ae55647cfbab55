import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where overlays (dialogs, toasts, tooltips) render. A widget mounted in a shadow root sets it to
 * a node inside that root, so overlays get the widget's isolated styles.
 */
const PortalContainerContext = createContext<Element | DocumentFragment | null>(null);

export const PortalContainerProvider = PortalContainerContext.Provider;

export function usePortalContainer(): Element | DocumentFragment | null {
  const container = useContext(PortalContainerContext);
  return container ?? (typeof document === 'undefined' ? null : document.body);
}

export function Portal({ children }: { children: ReactNode }) {
  const container = usePortalContainer();
  return container ? createPortal(children, container) : null;
}
