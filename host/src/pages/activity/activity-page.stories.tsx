import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { makeCurrentUser, makeMembership } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import {
  activityHandler,
  currentUserHandler,
  demoActivity,
  membersHandler,
} from '../../testing/handlers';
import { withShell } from '../../testing/story-helpers';
import { ActivityPage } from './activity-page';

const admin = makeCurrentUser();
const member = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });
/** What every admin story serves besides the activity: the session and the people to filter by. */
const adminHandlers = [currentUserHandler(admin), membersHandler];

const meta = {
  title: 'Host/Activity',
  component: ActivityPage,
  decorators: [withShell('/activity')],
  parameters: { msw: [...adminHandlers, activityHandler()] },
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who changed what in the company, with the filters and Export CSV. */
export const Admin: Story = {};

/** More than a page: Load more fetches the older changes. */
export const LoadMore: Story = {
  parameters: {
    msw: [
      ...adminHandlers,
      activityHandler(
        Array.from({ length: 30 }, (_, i) => ({
          ...demoActivity[i % demoActivity.length]!,
          id: String(30 - i),
        })),
      ),
    ],
  },
};

export const Empty: Story = {
  parameters: { msw: [...adminHandlers, activityHandler([])] },
};

/** A member is told the page is for admins (and has no menu item for it). */
export const Member: Story = { parameters: { msw: [currentUserHandler(member)] } };

export const Loading: Story = stories.loadingStory([routes.listCompanyAudit], adminHandlers);

export const LoadError: Story = stories.failingStory(
  [[routes.listCompanyAudit, 'The activity could not be read.']],
  adminHandlers,
);
