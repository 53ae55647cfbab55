import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { NoCompanyAccess } from '@portfolio/ui';
import {
  HttpResponse,
  delay,
  makeCurrentUser,
  mockRoute,
  mockRouteError,
} from '@portfolio/ui/testing/msw';
import { withShell } from '../testing/story-helpers';
import { WelcomeCard } from './welcome-card';

const user = makeCurrentUser({ companies: [] });

const meta = {
  title: 'Host/Company',
  component: WelcomeCard,
  args: { user },
  decorators: [withShell('/')],
} satisfies Meta<typeof WelcomeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user without a company: Create Company opens the dialog. */
export const Welcome: Story = {
  parameters: {
    msw: [
      mockRoute(routes.createCompany, async ({ request }) => {
        await delay(800);
        const body = await request.json();
        return HttpResponse.json(
          { ...body, id: crypto.randomUUID(), ownerId: user.id, createdAt: '', updatedAt: '' },
          { status: 201 },
        );
      }),
      mockRoute(routes.getSession, () => HttpResponse.json(user)),
    ],
  },
};

export const CreateFails: Story = {
  parameters: {
    msw: [
      mockRouteError(routes.createCompany, 409, 'You already own a company with this name'),
      mockRoute(routes.getSession, () => HttpResponse.json(user)),
    ],
  },
};

export const NoAccess: Story = {
  render: () => <NoCompanyAccess action="manage team members" />,
};
