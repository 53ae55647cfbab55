import { FeedbackForm } from '../components/feedback-form';

/** Open to everyone: mounted without a signed-in user. */
export const requiresUser = false;

/** `./FeedbackForm`: the feedback form of the landing page, also mountable on any page. */
export default FeedbackForm;
