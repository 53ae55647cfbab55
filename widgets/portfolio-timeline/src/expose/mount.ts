import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import Timeline from './Timeline';

/** Mounts the portfolio timeline into an element or shadow root of any page; returns unmount. */
export function mount(element: Element | ShadowRoot, options: MountOptions = {}) {
  return mountWidget(element, Timeline, { name: 'Timeline', ...options });
}
export default mount;
