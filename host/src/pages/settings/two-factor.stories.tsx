import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { Dialog } from '@portfolio/ui';
import { makeCurrentUser, mockRouteJson } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { accountHandlers } from '../../testing/handlers';
import { withShell } from '../../testing/story-helpers';
import { MOCK_RECOVERY_CODES, MOCK_TWO_FACTOR_SETUP } from '../../testing/two-factor-fixtures';
import { ProfileCard } from './profile-card';
import { RecoveryCodes } from './recovery-codes';
import { SettingRow } from './setting-row';
import { TwoFactorSetting } from './two-factor-setting';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';
import { TwoFactorPasswordDialog } from './two-factor-password-dialog';

// Settings → Security → Two-Factor Authentication and Settings → Profile, state by state.
// The enable dialog asks for its secret when it opens: each story answers that call.
// In the enable dialog, the mocks accept the code 123456; the password dialogs accept
// "correct horse battery".

const meta = {
  title: 'Host/Settings/Two-Factor',
  component: TwoFactorEnableDialog,
  args: { open: true, onOpenChange: () => {} },
  decorators: [withShell('/settings')],
  parameters: { msw: accountHandlers },
} satisfies Meta<typeof TwoFactorEnableDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, the same key as text, and the field for the app's first code. */
export const EnableScan: Story = {
  parameters: { msw: [mockRouteJson(routes.setupTwoFactor, MOCK_TWO_FACTOR_SETUP)] },
};

/** While the secret is being made. */
export const EnableLoading: Story = stories.loadingStory([routes.setupTwoFactor]);

/** The set-up could not start: the reason and Try again. */
export const EnableSetupFailed: Story = stories.failingStory([
  [routes.setupTwoFactor, 'The service is unavailable right now', 503],
]);

/** After the first code: the recovery codes, shown once. */
export const RecoveryCodesShown: Story = {
  render: () => (
    <Dialog
      open
      onOpenChange={() => {}}
      title="Save your recovery codes"
      description="Two-factor authentication is on: signing in now asks for a code from your app."
    >
      <RecoveryCodes codes={MOCK_RECOVERY_CODES} />
    </Dialog>
  ),
};

/** Disable asks for the password. */
export const Disable: Story = {
  render: () => <TwoFactorPasswordDialog action="disable" onClose={() => {}} />,
};

/** New recovery codes ask for the password, then show the new codes. */
export const NewRecoveryCodes: Story = {
  render: () => <TwoFactorPasswordDialog action="recovery-codes" onClose={() => {}} />,
};

const row = (user: ReturnType<typeof makeCurrentUser>) => () => (
  <SettingRow>
    <TwoFactorSetting user={user} />
  </SettingRow>
);

/** The Security card's row while two-factor is off: Enable. */
export const RowOff: Story = { render: row(makeCurrentUser()) };

/** While it is on: new recovery codes, or Disable. */
export const RowOn: Story = { render: row(makeCurrentUser({ twoFactorEnabled: true })) };

/** An identity provider's account: its provider handles the second step, and the row says so. */
export const RowIdentityProvider: Story = {
  render: row(makeCurrentUser({ hasPassword: false })),
};

/** A built-in account edits its names; the e-mail stays read-only. */
export const ProfileEditable: Story = {
  render: () => <ProfileCard user={makeCurrentUser()} />,
};

/** An identity provider's account: every field read-only, managed by the provider. */
export const ProfileFromIdentityProvider: Story = {
  render: () => <ProfileCard user={makeCurrentUser({ hasPassword: false })} />,
};

/** A built-in account whose address was never verified: why it matters, and the button. */
export const ProfileUnverifiedEmail: Story = {
  render: () => <ProfileCard user={makeCurrentUser({ emailVerified: false })} />,
};
