import type { ComponentType } from 'react';
import { mount } from './mount';
import type { MountOptions, WidgetProps } from './widget-props';

/** A view of a widget a page can mount: its component, its name and props of its own. */
export interface MountableView {
  component: ComponentType<WidgetProps>;
  name: string;
  props?: Record<string, unknown>;
}

/**
 * Mounts the view `view` of a widget's `views` into an element or shadow root; returns unmount.
 * The view's own props come first, the page's over them. An unknown view throws, naming those
 * there are: a page's typo shows at once instead of as an empty slot.
 */
export function mountView<View extends string>(
  element: Element | ShadowRoot,
  views: Record<View, MountableView>,
  view: View,
  options: MountOptions<Record<string, unknown>>,
) {
  const chosen: MountableView | undefined = views[view];
  if (!chosen)
    throw new Error(`Unknown view "${String(view)}": one of ${Object.keys(views).join(', ')}`);
  const props = chosen.props ? { ...chosen.props, ...options.props } : options.props;
  return mount(element, chosen.component, { name: chosen.name, ...options, props });
}
