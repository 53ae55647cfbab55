import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import IntakeForm from './IntakeForm';

/**
 * Mounts the intake form into an element or shadow root of any page (an intranet's "propose an
 * AI project" page); the person comes signed in as with every other widget. Returns unmount.
 */
export function mount(element: Element | ShadowRoot, options: MountOptions = {}) {
  return mountWidget(element, IntakeForm, { name: 'Intake form', ...options });
}
export default mount;
