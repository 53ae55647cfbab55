import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import TeamPanel from './TeamPanel';

/** Mounts the widget into an element or shadow root of any page; returns unmount. */
export const mount = (element: Element | ShadowRoot, options?: MountOptions) =>
  mountWidget(element, TeamPanel, { name: 'Team Members', ...options });
export default mount;
