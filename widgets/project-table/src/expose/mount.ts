import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import ProjectTable from './ProjectTable';

/** Mounts the widget into an element or shadow root of any page; returns unmount. */
export const mount = (element: Element | ShadowRoot, options?: MountOptions) =>
  mountWidget(element, ProjectTable, options);
export default mount;
