import type { ComponentType } from 'react';
import { mount } from './mount';
import type { MountOptions, WidgetProps } from './widget-props';

/** A view of a widget a page can mount: its component, its name and props of its own. */
export interface MountableView {
  component: ComponentType<WidgetProps>;
  name: string;
  props?: Record<string, unknown>;
}

/** The options of a widget of several views: which view to show, and the usual ones. */
export interface ViewMountOptions<View extends string> extends MountOptions {
  /** Which view to show: the widget's usual one unless said. */
  view?: View;
}

/**
 * The `mount` of a widget of several views: it mounts `views[view]` (`fallback` unless the page
 * says) into an element or shadow root and returns unmount. The view's own props come first,
 * the page's over them. An unknown view throws, naming those there are: a page's typo shows at
 * once instead of as an empty slot.
 */
export function viewMount<View extends string>(
  views: Record<View, MountableView>,
  fallback: NoInfer<View>,
) {
  return (
    element: Element | ShadowRoot,
    { view = fallback, ...options }: ViewMountOptions<View> = {},
  ) => {
    const chosen: MountableView | undefined = views[view];
    if (!chosen)
      throw new Error(`Unknown view "${String(view)}": one of ${Object.keys(views).join(', ')}`);
    const props = chosen.props ? { ...chosen.props, ...options.props } : options.props;
    return mount(element, chosen.component, { name: chosen.name, ...options, props });
  };
}
