import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import FeedbackForm from './FeedbackForm';

/** Mounts the widget into an element or shadow root of any page; returns unmount. */
export const mount = (element: Element | ShadowRoot, options?: MountOptions) =>
  mountWidget(element, FeedbackForm, { user: null, companyId: null, requireUser: false, ...options });
export default mount;
