import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Grid,
  AlertTriangleIcon,
  Button,
  KeyIcon,
  NoCompanyAccess,
  ShieldCheckIcon,
  useCurrentUser,
} from '@portfolio/ui';
import { CompanySettingsCard, companyFormKey } from './company-settings-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PreferencesCard } from './preferences-card';
import { ProfileCard, profileFormKey } from './profile-card';
import { SettingRow as BaseSettingRow } from './setting-row';
import { SettingsCard } from './settings-card';
import { TwoFactorSetting } from './two-factor-setting';

/**
 * /settings, the general section (the header and the sections' navigation are the layout's):
 * company, notifications, security, profile and the danger zone.
 */
export function SettingsPage() {
  const { user, company } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const closeDialog = () => setDialog(null);
  if (!user || !company) {
    return <NoCompanyAccess action="access settings" onGoToDashboard={() => void navigate('/')} />;
  }

  return (
    <>
      <Grid $gap="1.5rem">
        <CompanySettingsCard key={companyFormKey(company)} company={company} />
        <PreferencesCard />

        <SettingsCard
          icon={<ShieldCheckIcon size={18} />}
          title="Security"
          description="Protect your account."
        >
          <SettingRow>
            <div>
              <strong>
                <KeyIcon size={15} /> Change Password
              </strong>
              <p id="change-password-description">
                {user.hasPassword
                  ? 'Update the password you sign in with.'
                  : 'You sign in through your identity provider, which keeps your password: change it there.'}
              </p>
            </div>
            <Button
              $variant="outline"
              disabled={!user.hasPassword}
              aria-describedby="change-password-description"
              onClick={() => setDialog('password')}
            >
              Change Password
            </Button>
          </SettingRow>
          <SettingRow>
            <TwoFactorSetting user={user} />
          </SettingRow>
        </SettingsCard>

        <ProfileCard key={profileFormKey(user)} user={user} />

        <SettingsCard
          danger
          icon={<AlertTriangleIcon size={18} />}
          title="Danger Zone"
          description="Irreversible actions on your account."
        >
          <SettingRow>
            <div>
              <strong>Delete Account</strong>
              <p>Permanently delete your account and everything in it.</p>
            </div>
            <Button $variant="destructive" onClick={() => setDialog('delete')}>
              Delete Account
            </Button>
          </SettingRow>
        </SettingsCard>
      </Grid>
      <ChangePasswordDialog
        open={dialog === 'password'}
        onOpenChange={(open) => !open && closeDialog()}
      />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
      />
    </>
  );
}

const SettingRow = styled(BaseSettingRow)`
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
  p {
    margin-top: 0.125rem;
  }
`;
