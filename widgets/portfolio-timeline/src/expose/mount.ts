import { createElement, lazy, Suspense, type ComponentType } from 'react';
import {
  LoadingBlock,
  viewMount,
  type MountableView,
  type ViewMountOptions,
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

export type PortfolioTimelineMountOptions = ViewMountOptions<PortfolioTimelineView>;

/**
 * Mounts the portfolio timeline (unless told), or its capacity view (people by month), into an element or shadow root of any
 * page; returns unmount. `mount(el, { view: 'capacity' })`.
 */
export const mount = viewMount(VIEWS, 'timeline');
export default mount;
