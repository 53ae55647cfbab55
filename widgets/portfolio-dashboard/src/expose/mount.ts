import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import Dashboard from './Dashboard';

/** Mounts the widget into an element or shadow root of any page; returns unmount. */
export const mount = (element: Element | ShadowRoot, options?: MountOptions) =>
  mountWidget(element, Dashboard, options);
export default mount;
