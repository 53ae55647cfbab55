import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import RiskRegister from './RiskRegister';

/** Mounts the risk register into an element or shadow root of any page; returns unmount. */
export function mount(element: Element | ShadowRoot, options: MountOptions = {}) {
  return mountWidget(element, RiskRegister, { name: 'Risks', ...options });
}
export default mount;
