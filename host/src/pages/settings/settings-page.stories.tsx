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

const now = new Date().toISOString();
const embedding = [
  mockRoute(routes.getEmbedOrigins, () =>
    HttpResponse.json({ origins: ['https://intranet.acme.com', 'https://*.sharepoint.com'] }),
  ),
  mockRoute(routes.updateEmbedOrigins, async ({ request }) =>
    HttpResponse.json(await request.json()),
  ),
  mockRoute(routes.listEmbedApps, () =>
    HttpResponse.json([
      {
        id: '0b5d3d0e-6f0a-4b8e-9a43-3c3f0a1d2e11',
        name: 'Acme intranet',
        allowGuests: false,
        createdAt: now,
        lastUsedAt: now,
      },
    ]),
  ),
  mockRoute(routes.createEmbedApp, async ({ request }) => {
    const body = await request.json();
    return HttpResponse.json(
      {
        app: {
          id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
          name: body.name,
          allowGuests: body.allowGuests ?? false,
          createdAt: now,
          lastUsedAt: null,
        },
        secret: 'pai_app_demo-secret-shown-once',
      },
      { status: 201 },
    );
  }),
  mockRoute(routes.listEmbedAudit, () =>
    HttpResponse.json([
      {
        id: '7c9d2e4f-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
        action: 'app-created',
        appId: '0b5d3d0e-6f0a-4b8e-9a43-3c3f0a1d2e11',
        appName: 'Acme intranet',
        email: null,
        actor: admin.email,
        createdAt: now,
      },
    ]),
  ),
];

const meta = {
  title: 'Host/Settings',
  component: SettingsPage,
  decorators: [withShell('/settings')],
  parameters: {
    msw: [currentUserHandler(admin), preferences, savePreferences, saveCompany, ...embedding],
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** A member sees the company read-only. */
export const Member: Story = {
  parameters: { msw: [currentUserHandler(member), preferences, savePreferences] },
};

export const PreferencesLoading: Story = {
  parameters: {
    msw: [currentUserHandler(admin), ...embedding, mockRouteLoading(routes.getPreferences)],
  },
};

export const PreferencesError: Story = {
  parameters: {
    msw: [
      currentUserHandler(admin),
      ...embedding,
      mockRouteError(routes.getPreferences, 500, 'Preferences are unavailable'),
    ],
  },
};

const passwordAccepted = mockRoute(routes.changePassword, async () => {
  await delay(600);
  return new HttpResponse(null, { status: 204 }) as never;
});
const lastAdmin = mockRouteError(
  routes.deleteAccount,
  409,
  'You are the last admin of Northwind Analytics, which has other members. Make one of them an admin, or remove them, before deleting your account.',
);

/** Change Password opens a form; the mocked server accepts it. */
export const ChangePassword: Story = {
  parameters: { msw: [currentUserHandler(admin), ...embedding, preferences, passwordAccepted] },
};

/** An account of an identity provider: Change Password is not offered, and the row says why. */
export const IdentityProviderAccount: Story = {
  parameters: {
    msw: [currentUserHandler(makeCurrentUser({ hasPassword: false })), preferences],
  },
};

/** Delete Account refused for the last admin: the reason shows in the dialog. */
export const DeleteAccountRefused: Story = {
  parameters: { msw: [currentUserHandler(admin), ...embedding, preferences, lastAdmin] },
};

export const WithoutCompany: Story = {
  parameters: { msw: [currentUserHandler(makeCurrentUser({ companies: [] }))] },
};
