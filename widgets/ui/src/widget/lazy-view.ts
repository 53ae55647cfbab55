import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { LoadingBlock } from '../components/display/spinner';
import type { WidgetProps } from './widget-props';

/**
 * A view of a widget's `mount()` whose code is fetched when it is mounted: a page showing one
 * view (the usual embed) does not download the others.
 */
export function lazyView<P extends WidgetProps = WidgetProps>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const View = lazy(async () => ({ default: await load() }));
  return (props) =>
    createElement(
      Suspense,
      { fallback: createElement(LoadingBlock) },
      createElement(View as ComponentType<P>, props),
    );
}
