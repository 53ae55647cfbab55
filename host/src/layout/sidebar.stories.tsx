import { Route, Routes } from 'react-router';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageHeader } from '@portfolio/ui';
import {
  demoNotifications,
  makeCurrentUser,
  notificationHandlers,
} from '@portfolio/ui/testing/msw';
import { currentUserHandler } from '../testing/handlers';
import { withShell } from '../testing/story-helpers';
import { AppLayout } from './app-layout';
import { SIDEBAR_STORAGE_KEY } from './sidebar-state';

const user = makeCurrentUser();

const meta = {
  title: 'Host/Layout',
  component: AppLayout,
  args: { user },
  parameters: {
    layout: 'fullscreen',
    msw: [currentUserHandler(user), ...notificationHandlers(demoNotifications)],
  },
  decorators: [withShell('/projects')],
  render: (args) => (
    <Routes>
      <Route element={<AppLayout {...args} />}>
        <Route
          path="*"
          element={
            <PageHeader title="All Projects" description="Complete inventory of AI initiatives" />
          }
        />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  beforeEach: () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
  },
};

/** Icons only; each shows its label in a tooltip. */
export const Collapsed: Story = {
  beforeEach: () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    return () => window.localStorage.removeItem(SIDEBAR_STORAGE_KEY);
  },
};

export const WithoutCompany: Story = {
  args: { user: makeCurrentUser({ companies: [], firstName: null, lastName: null }) },
};
