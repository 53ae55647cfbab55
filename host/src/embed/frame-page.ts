import { resolveUrl } from '@portfolio/ui';
import type { PortfolioWidgetEvents } from './embed-events';
import { reportFrameSize } from './frame-resize';

/**
 * What the product's widget frame page (`/embed/{widget}`) adds to its element, loaded there
 * alone: its height reported to the page around the frame, and the widget's links (a project's
 * row) opened in a new tab of the product, since the page around, another origin's, cannot
 * follow them. Returns the stop.
 */
export function startFramePage(element: HTMLElement, apiBase: string): () => void {
  const openInProduct = (event: Event) => {
    const { path } = (event as CustomEvent<PortfolioWidgetEvents['navigate']>).detail;
    window.open(resolveUrl(path, { baseUrl: apiBase }), '_blank', 'noopener');
  };
  element.addEventListener('navigate', openInProduct);
  const stopSize = reportFrameSize(element);
  return () => {
    element.removeEventListener('navigate', openInProduct);
    stopSize();
  };
}
