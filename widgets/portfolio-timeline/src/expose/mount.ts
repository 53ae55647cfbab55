import { createElement, lazy, Suspense, type ComponentType } from 'react';
import {
  LoadingBlock,
  mountView,
  type MountableView,
  type MountOptions,
  type WidgetProps,
} from '@portfolio/ui';
import Timeline from './Timeline';

/** The capacity view's code is fetched when it is mounted. */
const Capacity: ComponentType<WidgetProps> = (() => {
  const View = lazy(() => import('./Capacity'));
  return (props: WidgetProps) =>
    createElement(Suspense, { fallback: createElement(LoadingBlock) }, createElement(View, props));
})();

/** The views of this widget a page can mount. */
export const VIEWS = {
  timeline: { component: Timeline, name: 'Timeline' },
  capacity: { component: Capacity, name: 'Capacity' },
} satisfies Record<string, MountableView>;

export type PortfolioTimelineView = keyof typeof VIEWS;

export interface PortfolioTimelineMountOptions extends MountOptions {
  /** Which view: the timeline unless said (`capacity`: people by month). */
  view?: PortfolioTimelineView;
}

/**
 * Mounts the portfolio timeline, or its capacity view, into an element or shadow root of any
 * page; returns unmount. `mount(el, { view: 'capacity' })`.
 */
export function mount(
  element: Element | ShadowRoot,
  { view = 'timeline', ...options }: PortfolioTimelineMountOptions = {},
) {
  return mountView(element, VIEWS, view, options);
}
export default mount;
