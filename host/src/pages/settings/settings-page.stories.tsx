import { Route, Routes } from 'react-router';
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
  noContent,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import {
  apiTokenHandlers,
  inboundIntegrationHandlers,
  currentUserHandler,
  embedHandlers,
  webhookHandlers,
} from '../../testing/handlers';
import { withShell } from '../../testing/story-helpers';
import {
  EmbeddingSettings,
  IntegrationsSettings,
  SettingsLayout,
  SettingsPage,
} from './settings-sections';

const admin = makeCurrentUser();
const member = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });

const preferences = mockRoute(routes.getPreferences, () =>
  HttpResponse.json({ ...PREFERENCE_DEFAULTS }),
);
const savePreferences = mockRoute(routes.updatePreferences, async ({ request }) => {
  await delay(600);
  return HttpResponse.json({ ...PREFERENCE_DEFAULTS, ...(await request.json()) });
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

/** Settings as the shell routes it: the header, the sections' navigation, the current section. */
function SettingsRoutes() {
  return (
    <Routes>
      <Route path="/settings" element={<SettingsLayout />}>
        <Route index element={<SettingsPage />} />
        <Route path="embedding" element={<EmbeddingSettings />} />
        <Route path="integrations" element={<IntegrationsSettings />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Host/Settings',
  component: SettingsRoutes,
  // The address a story opens: `parameters.path`, /settings unless given.
  decorators: [
    (Story, context) => withShell(context.parameters.path ?? '/settings')(Story, context),
  ],
  parameters: {
    msw: [
      currentUserHandler(admin),
      preferences,
      savePreferences,
      saveCompany,
      ...embedHandlers,
      ...webhookHandlers(),
      ...apiTokenHandlers(),
      ...inboundIntegrationHandlers(),
    ],
  },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

/** /settings/embedding: the Embedding card, its own section for admins. */
export const AdminEmbedding: Story = {
  parameters: { path: '/settings/embedding' },
};

export const IntegrationsNoTokens: Story = {
  parameters: {
    path: '/settings/integrations',
    msw: [mockRoute(routes.listApiTokens, () => HttpResponse.json([]))],
  },
};

export const IntegrationsLoading: Story = {
  parameters: { path: '/settings/integrations', msw: [mockRouteLoading(routes.listApiTokens)] },
};

export const IntegrationsError: Story = {
  parameters: {
    path: '/settings/integrations',
    msw: [mockRouteError(routes.listApiTokens, 500, 'The API tokens could not be read.')],
  },
};

/** A member opening /settings/embedding (a link from an admin): who can manage it. */
export const MemberEmbedding: Story = {
  parameters: { path: '/settings/embedding', msw: [currentUserHandler(member)] },
};

/** /settings/integrations: webhooks, Slack and Teams (each with a test button and a log), API tokens. */
export const AdminIntegrations: Story = {
  parameters: { path: '/settings/integrations' },
};

/** A member opening /settings/integrations: who can manage it. */
export const MemberIntegrations: Story = {
  parameters: { path: '/settings/integrations', msw: [currentUserHandler(member)] },
};

/** A member sees the company read-only. */
export const Member: Story = {
  parameters: { msw: [currentUserHandler(member), preferences, savePreferences] },
};

export const PreferencesLoading: Story = stories.loadingStory(
  [routes.getPreferences],
  [currentUserHandler(admin), ...embedHandlers],
);

export const PreferencesError: Story = stories.failingStory(
  [[routes.getPreferences, 'Preferences are unavailable']],
  [currentUserHandler(admin), ...embedHandlers],
);

const passwordAccepted = mockRoute(routes.changePassword, async () => {
  await delay(600);
  return noContent();
});
const lastAdmin = mockRouteError(
  routes.deleteAccount,
  409,
  'You are the last admin of Northwind Analytics, which has other members. Make one of them an admin, or remove them, before deleting your account.',
);

/** Change Password opens a form; the mocked server accepts it. */
export const ChangePassword: Story = {
  parameters: { msw: [currentUserHandler(admin), ...embedHandlers, preferences, passwordAccepted] },
};

/** An account of an identity provider: Change Password is not offered, and the row says why. */
export const IdentityProviderAccount: Story = {
  parameters: {
    msw: [currentUserHandler(makeCurrentUser({ hasPassword: false })), preferences],
  },
};

/** Delete Account refused for the last admin: the reason shows in the dialog. */
export const DeleteAccountRefused: Story = {
  parameters: { msw: [currentUserHandler(admin), ...embedHandlers, preferences, lastAdmin] },
};

export const WithoutCompany: Story = {
  parameters: { msw: [currentUserHandler(makeCurrentUser({ companies: [] }))] },
};
