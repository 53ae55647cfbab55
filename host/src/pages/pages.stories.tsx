import type { ComponentType } from 'react';
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

/** A page other than the landing, in the shell at `path`. */
const inShell = (Page: ComponentType, path: string): Story => ({
  render: () => <Page />,
  decorators: [withShell(path)],
});

export const Landing: Story = { decorators: [withShell('/')] };

/** Signed in: the top bar shows the user menu instead of Sign In. */
export const LandingSignedIn: Story = {
  decorators: [withShell('/')],
  parameters: { msw: [currentUserHandler(makeCurrentUser())] },
};

/** The feedback widget's server is down: its card says so, the page keeps working. */
export const LandingWidgetDown: Story = { decorators: [withShell('/', failingLoader)] };

export const ProjectTracking: Story = inShell(ProjectTrackingPage, '/project-tracking');

/** Signed in: the footer offers Go to Dashboard, as the top bar does, instead of Sign In. */
export const ProjectTrackingSignedIn: Story = {
  ...inShell(ProjectTrackingPage, '/project-tracking'),
  parameters: { msw: [currentUserHandler(makeCurrentUser())] },
};

/** An app page opened signed out (a shared project link): Sign In comes back to it. */
export const SignInRequired: Story = inShell(
  SignInRequiredPage,
  '/projects/6f1c1d52-0f4e-4f4b-8f55-1b2c3d4e5f60',
);

/** /feedback for a visitor, with the public pages' top bar and footer. */
export const Feedback: Story = inShell(PublicFeedbackPage, '/feedback');

/** /feedback inside the signed-in shell (the page alone here, without the sidebar). */
export const FeedbackSignedIn: Story = {
  ...inShell(FeedbackPage, '/feedback'),
  parameters: { layout: 'padded', msw: [currentUserHandler(makeCurrentUser())] },
};

export const NotFound: Story = inShell(NotFoundPage, '/reports/quarterly');
