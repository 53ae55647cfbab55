import { mount as mountWidget, type MountOptions } from '@portfolio/ui';
import { FeedbackForm, type FeedbackFormProps } from '../components/feedback-form';

/**
 * Mounts the feedback form into an element or shadow root of any page, React or not; nobody
 * needs to be signed in. Returns unmount.
 *
 * `mount(el, { apiBaseUrl: 'https://portfolio.example.com', props: { title: 'Share Your Feedback' } })`
 */
export const mount = (
  element: Element | ShadowRoot,
  options?: MountOptions<Pick<FeedbackFormProps, 'title' | 'description'>>,
) =>
  mountWidget(element, FeedbackForm, {
    name: 'Feedback form',
    user: null,
    companyId: null,
    requireUser: false,
    ...options,
  });
export default mount;
