import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import Reports from './Reports';

/** Mounts the report builder into an element or shadow root of any page; returns unmount. */
export function mount(element: Element | ShadowRoot, options: MountOptions = {}) {
  return mountWidget(element, Reports, { name: 'Reports', ...options });
}
export default mount;
