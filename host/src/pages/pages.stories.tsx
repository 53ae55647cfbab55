import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { makeCurrentUser } from '@portfolio/ui/testing/msw';
import { currentUserHandler } from '../testing/handlers';
import { failingLoader, withShell } from '../testing/story-helpers';
import { LandingPage } from '../marketing/landing-page';
import { FeedbackPage, PublicFeedbackPage } from './feedback/feedback-page';
import { NotFoundPage } from './not-found-page';
import { SignInRequiredPage } from './sign-in-required-page';
import { ProjectTrackingPage } from '../marketing/project-tracking-page';

const meta = {
  title: 'Host/Pages',
  component: LandingPage,
  parameters: { layout: 'fullscreen', msw: [currentUserHandler(null)] },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = { decorators: [withShell('/')] };

/** Signed in: the top bar shows the user menu instead of Sign In. */
export const LandingSignedIn: Story = {
  decorators: [withShell('/')],
  parameters: { msw: [currentUserHandler(makeCurrentUser())] },
};

/** The feedback widget's server is down: its card says so, the page keeps working. */
export const LandingWidgetDown: Story = { decorators: [withShell('/', failingLoader)] };

export const ProjectTracking: Story = {
  render: () => <ProjectTrackingPage />,
  decorators: [withShell('/project-tracking')],
};

/** Signed in: the footer offers Go to Dashboard, as the top bar does, instead of Sign In. */
export const ProjectTrackingSignedIn: Story = {
  render: () => <ProjectTrackingPage />,
  decorators: [withShell('/project-tracking')],
  parameters: { msw: [currentUserHandler(makeCurrentUser())] },
};

/** An app page opened signed out (a shared project link): Sign In comes back to it. */
export const SignInRequired: Story = {
  render: () => <SignInRequiredPage />,
  decorators: [withShell('/projects/6f1c1d52-0f4e-4f4b-8f55-1b2c3d4e5f60')],
};

/** /feedback for a visitor, with the public pages' top bar and footer. */
export const Feedback: Story = {
  render: () => <PublicFeedbackPage />,
  decorators: [withShell('/feedback')],
};

/** /feedback inside the signed-in shell (the page alone here, without the sidebar). */
export const FeedbackSignedIn: Story = {
  render: () => <FeedbackPage />,
  decorators: [withShell('/feedback')],
  parameters: { layout: 'padded', msw: [currentUserHandler(makeCurrentUser())] },
};

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  decorators: [withShell('/reports/quarterly')],
};
