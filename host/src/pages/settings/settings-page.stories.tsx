import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PREFERENCE_DEFAULTS, routes } from '@portfolio/contracts';
import {
  HttpResponse,
  delay,
  makeCurrentUser,
  makeMembership,
  mockRoute,
  mockRouteError,
  mockRouteLoading,
} from '@portfolio/ui/testing/msw';
import { currentUserHandler, withShell } from '../../testing/story-helpers';
import { SettingsPage } from './settings-page';

const admin = makeCurrentUser();
const member = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });

const preferences = mockRoute(routes.getPreferences, () =>
  HttpResponse.json({ ...PREFERENCE_DEFAULTS }),
);
const savePreferences = mockRoute(routes.updatePreferences, async ({ request }) => {
  await delay(600);
  return HttpResponse.json(await request.json());
});
const saveCompany = mockRoute(routes.updateCompany, async ({ request, params }) => {
  await delay(600);
  const body = await request.json();
  return HttpResponse.json({
    ...body,
    id: params.companyId,
    ownerId: admin.id,
    createdAt: '',
    updatedAt: '',
  });
});

const meta = {
  title: 'Host/Settings',
  component: SettingsPage,
  decorators: [withShell('/settings')],
  parameters: { msw: [currentUserHandler(admin), preferences, savePreferences, saveCompany] },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** A member sees the company read-only. */
export const Member: Story = {
  parameters: { msw: [currentUserHandler(member), preferences, savePreferences] },
};

export const PreferencesLoading: Story = {
  parameters: { msw: [currentUserHandler(admin), mockRouteLoading(routes.getPreferences)] },
};

export const PreferencesError: Story = {
  parameters: {
    msw: [
      currentUserHandler(admin),
      mockRouteError(routes.getPreferences, 500, 'Preferences are unavailable'),
    ],
  },
};

export const WithoutCompany: Story = {
  parameters: { msw: [currentUserHandler(makeCurrentUser({ companies: [] }))] },
};
