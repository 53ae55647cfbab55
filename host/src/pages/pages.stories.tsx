import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { makeCurrentUser } from '@portfolio/ui/testing/msw';
import { currentUserHandler } from '../testing/handlers';
import { failingLoader, withShell } from '../testing/story-helpers';
import { LandingPage } from '../marketing/landing-page';
import { NotFoundPage } from './not-found-page';
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

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  decorators: [withShell('/reports/quarterly')],
};
