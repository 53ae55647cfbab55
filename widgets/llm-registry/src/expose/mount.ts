import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import LlmRegistry from './LlmRegistry';

/** Mounts the widget into an element or shadow root of any page; returns unmount. */
export const mount = (element: Element | ShadowRoot, options?: MountOptions) =>
  mountWidget(element, LlmRegistry, options);
export default mount;
